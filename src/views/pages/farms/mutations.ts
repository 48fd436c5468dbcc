// The master-data writes of the farm, location and survey screens as urql mutations. Each returns
// whether it worked; failures show the error catalogue's notice (spec 1 §8) with a German title.
import { useMemo } from 'react';
import { useClient, type Client, type OperationResult } from 'urql';
import { noticeFromError } from '../../../domain/errors.ts';
import { toApiError } from '../../../gateway/client/errors.ts';
import {
  AssignSiteDocument,
  CreateLocationDocument,
  DeleteLocationDocument,
  RenameFarmDocument,
  RenameLocationDocument,
  SaveLocationProfileDocument,
  SetFarmActiveDocument,
} from '../../../gateway/client/generated/graphql.ts';
import type { SaveInput } from '../../../machines/profileSurvey/machine.ts';
import { notify } from '../../ui/Toast.tsx';

/** Master data the views show; a write drops them from urql's document cache. */
const TYPENAMES = { additionalTypenames: ['Farm', 'FarmPage', 'Location', 'LocationPage', 'Site', 'SitePage', 'Profile'] };

function report(result: OperationResult, title: string): boolean {
  if (!result.error) return true;
  const notice = noticeFromError(toApiError(result.error), title);
  if (notice) notify(notice);
  return false;
}

const success = (title: string, message: string) => notify({ level: 'success', title, message });

export function farmMutations(client: Client) {
  return {
    async renameFarm(id: number, name: string) {
      const ok = report(await client.mutation(RenameFarmDocument, { id, input: { name } }, TYPENAMES).toPromise(), 'LDWU nicht gespeichert');
      if (ok) success('LDWU gespeichert', `Der Name ist jetzt „${name}“.`);
      return ok;
    },
    async setFarmActive(id: number, isActive: boolean) {
      return report(await client.mutation(SetFarmActiveDocument, { id, input: { is_active: isActive } }, TYPENAMES).toPromise(), 'LDWU nicht geändert');
    },
    async renameLocation(id: number, name: string) {
      const ok = report(await client.mutation(RenameLocationDocument, { id, input: { name } }, TYPENAMES).toPromise(), 'Betrieb nicht gespeichert');
      if (ok) success('Betrieb gespeichert', `Der Name ist jetzt „${name}“.`);
      return ok;
    },
    async createLocation(farm: number, name: string): Promise<number | null> {
      const result = await client.mutation(CreateLocationDocument, { input: { farm, name } }, TYPENAMES).toPromise();
      if (!report(result, 'Betrieb nicht erstellt')) return null;
      success('Betrieb erstellt', `Der Betrieb „${name}“ wurde angelegt.`);
      return result.data?.createLocation?.id ?? null;
    },
    async deleteLocation(id: number) {
      const ok = report(await client.mutation(DeleteLocationDocument, { id }, TYPENAMES).toPromise(), 'Betrieb nicht gelöscht');
      if (ok) success('Betrieb gelöscht', 'Der Betrieb wurde gelöscht.');
      return ok;
    },
    /** Throws (as ApiError) so the site assignment machine shows the failure in place. */
    async moveSite(id: number, location: number | null) {
      const result = await client.mutation(AssignSiteDocument, { id, input: { location } }, TYPENAMES).toPromise();
      if (result.error) throw toApiError(result.error);
      return result.data;
    },
    async assignSite(id: number, location: number | null) {
      return report(await client.mutation(AssignSiteDocument, { id, input: { location } }, TYPENAMES).toPromise(), 'Betriebsstätte nicht zugeordnet');
    },
    /** Throws (as ApiError) so the survey machine shows the failure in place. */
    async saveProfile(input: SaveInput) {
      const result = await client.mutation(SaveLocationProfileDocument, { id: input.locationId, input: { management_options: input.answers } }, TYPENAMES).toPromise();
      if (result.error) throw toApiError(result.error);
      return result.data;
    },
  };
}

export function useFarmMutations() {
  const client = useClient();
  return useMemo(() => farmMutations(client), [client]);
}
