// The master-data writes of the farm, location and survey screens as urql mutations. Each returns
// whether it worked; failures show the error catalogue's notice (product rules ‹Error catalogue›) with a German title.
import { useMemo } from 'react';
import { useClient, type Client, type OperationResult } from 'urql';
import { formRefusal, noticeFromError } from '../../../domain/errors.ts';
import type { NameSaveResult } from '../../../domain/name-form.ts';
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

function report(result: OperationResult, title: string, labels?: Record<string, string>): boolean {
  if (!result.error) return true;
  const notice = noticeFromError(toApiError(result.error), title, labels);
  if (notice) notify(notice);
  return false;
}

const success = (title: string, message: string) => notify({ level: 'success', title, message });

/** A rename: the server's message for `name` goes to the name field (in German), anything else to a notice. */
function renamed(result: OperationResult, title: string, label: string): NameSaveResult {
  if (!result.error) return { saved: true };
  const { fields, notice } = formRefusal(toApiError(result.error), (path) => (path === 'name' ? 'name' : null), { title, labels: { name: label } });
  if (notice) notify(notice);
  return { saved: false, message: fields.name ?? null };
}

export function farmMutations(client: Client) {
  return {
    async renameFarm(id: number, name: string) {
      const result = renamed(await client.mutation(RenameFarmDocument, { id, input: { name } }, TYPENAMES).toPromise(), 'LDWU nicht gespeichert', 'Name des LDWU');
      if (result.saved) success('LDWU gespeichert', `Der Name ist jetzt „${name}“.`);
      return result;
    },
    async setFarmActive(id: number, isActive: boolean) {
      return report(await client.mutation(SetFarmActiveDocument, { id, input: { is_active: isActive } }, TYPENAMES).toPromise(), 'LDWU nicht geändert');
    },
    async renameLocation(id: number, name: string) {
      const result = renamed(await client.mutation(RenameLocationDocument, { id, input: { name } }, TYPENAMES).toPromise(), 'Betrieb nicht gespeichert', 'Betriebsname');
      if (result.saved) success('Betrieb gespeichert', `Der Name ist jetzt „${name}“.`);
      return result;
    },
    async createLocation(farm: number, name: string): Promise<number | null> {
      const result = await client.mutation(CreateLocationDocument, { input: { farm, name } }, TYPENAMES).toPromise();
      if (!report(result, 'Betrieb nicht erstellt', { name: 'Betriebsname', farm: 'LDWU' })) return null;
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
