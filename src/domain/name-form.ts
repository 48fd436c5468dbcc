// Name forms (farm name, location name; spec 1 §2, §5): save only with a non-empty, changed name and
// the right to edit.
export const LOCATION_NAME_REQUIRED = 'Geben Sie einen Betriebsnamen ein.';
export const FARM_NAME_REQUIRED = 'Geben Sie einen Namen für das LDWU ein.';

export const canSaveName = (draft: string, saved: string, canEdit: boolean) => canEdit && draft.trim() !== '' && draft.trim() !== saved.trim();

/** The field message for a name draft ('' = none). */
export const nameError = (draft: string, message: string) => (draft.trim() === '' ? message : '');
