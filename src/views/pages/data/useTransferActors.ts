// Page-scoped actors of the export and import flows, with the app's effects and the event journal.
import { useActorRef } from '@xstate/react';
import { Temporal } from 'temporal-polyfill';
import { useAppSystem } from '../../../app/AppContext.tsx';
import { formatApiDate } from '../../../domain/format.ts';
import { provideReportExport } from '../../../machines/reportExport/effects.ts';
import { provideReportImport } from '../../../machines/reportImport/effects.ts';

export function useReportExport() {
  const { effects, journal } = useAppSystem();
  // Today in Berlin, fixed while the page is open (the pickers' upper limit).
  return useActorRef(provideReportExport(effects), { input: { today: formatApiDate(Temporal.Now.instant()) }, inspect: journal.inspect });
}

export function useReportImport() {
  const { effects, journal } = useAppSystem();
  return useActorRef(provideReportImport(effects), { inspect: journal.inspect });
}
