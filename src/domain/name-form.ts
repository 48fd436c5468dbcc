// Name forms (farm name, location name; product rules ‹Screens and routes›, ‹Validation rules›): save only with a non-empty, changed name of
// at most the server's length and the right to edit.
import { TEXT_LIMITS, textTooLong } from './text-limits.ts';

export const LOCATION_NAME_REQUIRED = 'Geben Sie einen Betriebsnamen ein.';
export const FARM_NAME_REQUIRED = 'Geben Sie einen Namen für das LDWU ein.';

/** The field message for a name draft ('' = none): required, and no longer than the server takes. */
export const nameError = (draft: string, message: string) => (draft.trim() === '' ? message : (textTooLong(draft, TEXT_LIMITS.name) ?? ''));

export const canSaveName = (draft: string, saved: string, canEdit: boolean) => canEdit && nameError(draft, 'x') === '' && draft.trim() !== saved.trim();

/** A name save: stored, or refused with the server's message for the name field (null: shown as a notice). */
export type NameSaveResult = { saved: true } | { saved: false; message: string | null };
