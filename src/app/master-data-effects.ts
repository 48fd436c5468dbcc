// The master-data writes of the farm, location and survey screens (product rules ‹Farm management›), built on
// the app's one write path (write.ts). Each throws an ApiError on failure; the screens decide how to show it.
import { useMemo } from 'react';
import {
  AssignSiteDocument,
  CreateLocationDocument,
  DeleteLocationDocument,
  RenameFarmDocument,
  RenameLocationDocument,
  SaveLocationProfileDocument,
  SetFarmActiveDocument,
} from '../gateway/client/generated/graphql.ts';
import type { SaveInput } from '../machines/profileSurvey/machine.ts';
import { useAppSystem } from './AppContext.tsx';
import type { Write } from './write.ts';

/** Master data the views show: a write refetches all of them (a farm's name shows in its locations' rows too). */
export const MASTER_DATA_TYPENAMES = ['Farm', 'FarmPage', 'Location', 'LocationPage', 'Site', 'SitePage', 'Profile'] as const;

export function masterDataEffects(write: Write) {
  const change = MASTER_DATA_TYPENAMES;
  return {
    renameFarm: (id: number, name: string) => write(RenameFarmDocument, { id, input: { name } }, change),
    setFarmActive: (id: number, isActive: boolean) => write(SetFarmActiveDocument, { id, input: { is_active: isActive } }, change),
    renameLocation: (id: number, name: string) => write(RenameLocationDocument, { id, input: { name } }, change),
    /** The new location's id (null when the server answers without one). */
    createLocation: async (farm: number, name: string) => (await write(CreateLocationDocument, { input: { farm, name } }, change)).createLocation?.id ?? null,
    deleteLocation: (id: number) => write(DeleteLocationDocument, { id }, change),
    assignSite: (id: number, location: number | null) => write(AssignSiteDocument, { id, input: { location } }, change),
    saveProfile: (input: SaveInput) => write(SaveLocationProfileDocument, { id: input.locationId, input: { management_options: input.answers } }, change),
  };
}

export type MasterDataEffects = ReturnType<typeof masterDataEffects>;

export function useMasterDataEffects(): MasterDataEffects {
  const { effects } = useAppSystem();
  return useMemo(() => masterDataEffects(effects.write), [effects]);
}
