// The master-data writes of the farm, location and survey screens as the screens report them: each
// returns whether it worked and shows a German notice (success, or the error catalogue's notice,
// product rules ‹Error catalogue›). The writes themselves are the app's (src/app/master-data-effects.ts).
import { useMemo } from 'react';
import { useMasterDataEffects, type MasterDataEffects } from '../../../app/master-data-effects.ts';
import { formRefusal, noticeFromError } from '../../../domain/errors.ts';
import type { NameSaveResult } from '../../../domain/name-form.ts';
import { toApiError } from '../../../gateway/client/errors.ts';
import type { SaveInput } from '../../../machines/profileSurvey/machine.ts';
import { notify } from '../../ui/Toast.tsx';

function showFailure(error: unknown, title: string, labels?: Record<string, string>) {
  const notice = noticeFromError(toApiError(error), title, labels);
  if (notice) notify(notice);
}

/** Whether `run` worked; a failure shown as a notice. */
async function report(run: Promise<unknown>, title: string, labels?: Record<string, string>): Promise<boolean> {
  try {
    await run;
    return true;
  } catch (error) {
    showFailure(error, title, labels);
    return false;
  }
}

const success = (title: string, message: string) => notify({ level: 'success', title, message });

/** A rename: the server's message for `name` goes to the name field (in German), anything else to a notice. */
async function renamed(run: Promise<unknown>, title: string, label: string): Promise<NameSaveResult> {
  try {
    await run;
    return { saved: true };
  } catch (error) {
    const { fields, notice } = formRefusal(toApiError(error), (path) => (path === 'name' ? 'name' : null), { title, labels: { name: label } });
    if (notice) notify(notice);
    return { saved: false, message: fields.name ?? null };
  }
}

export function reportedWrites(effects: MasterDataEffects) {
  return {
    async renameFarm(id: number, name: string) {
      const result = await renamed(effects.renameFarm(id, name), 'LDWU nicht gespeichert', 'Name des LDWU');
      if (result.saved) success('LDWU gespeichert', `Der Name ist jetzt „${name}“.`);
      return result;
    },
    setFarmActive: (id: number, isActive: boolean) => report(effects.setFarmActive(id, isActive), 'LDWU nicht geändert'),
    async renameLocation(id: number, name: string) {
      const result = await renamed(effects.renameLocation(id, name), 'Betrieb nicht gespeichert', 'Betriebsname');
      if (result.saved) success('Betrieb gespeichert', `Der Name ist jetzt „${name}“.`);
      return result;
    },
    async createLocation(farm: number, name: string): Promise<number | null> {
      try {
        const id = await effects.createLocation(farm, name);
        success('Betrieb erstellt', `Der Betrieb „${name}“ wurde angelegt.`);
        return id;
      } catch (error) {
        showFailure(error, 'Betrieb nicht erstellt', { name: 'Betriebsname', farm: 'LDWU' });
        return null;
      }
    },
    async deleteLocation(id: number) {
      const ok = await report(effects.deleteLocation(id), 'Betrieb nicht gelöscht');
      if (ok) success('Betrieb gelöscht', 'Der Betrieb wurde gelöscht.');
      return ok;
    },
    /** Throws (as ApiError) so the site assignment machine shows the failure in place. */
    moveSite: (id: number, location: number | null) => effects.assignSite(id, location),
    assignSite: (id: number, location: number | null) => report(effects.assignSite(id, location), 'Betriebsstätte nicht zugeordnet'),
    /** Throws (as ApiError) so the survey machine shows the failure in place. */
    saveProfile: (input: SaveInput) => effects.saveProfile(input),
  };
}

export function useReportedWrites() {
  const effects = useMasterDataEffects();
  return useMemo(() => reportedWrites(effects), [effects]);
}
