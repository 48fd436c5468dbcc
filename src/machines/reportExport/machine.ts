// Report export (product rules ‹Data export›): optional start and end dates, checked by the domain's range rules
// (start ≤ end ≤ today) before anything is requested, then the CSV download with its progress
// (rows and bytes received while the server streams) and the saved file's name, or the error in
// German. Injected actor (fixed invoke id):
//   download  fromPromise({ range, report }) → { fileName }   GET /reports/csv/ saved as Prüfungenexport_YYYYMMDD.csv;
//             calls report(progress) while the body streams (./effects.ts)
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { noticeFromError, type Notice } from '../../domain/errors.ts';
import { isExportRangeValid, type ExportRange } from '../../domain/export-range.ts';
import type { TransferProgress } from '../../domain/transfer.ts';
import { notProvided } from '../not-provided.ts';

export interface DownloadInput {
  range: ExportRange;
  report: (progress: TransferProgress) => void;
}

export interface ReportExportContext {
  range: ExportRange;
  /** 'YYYY-MM-DD' in Berlin, fixed when the page opens. */
  today: string;
  progress: TransferProgress | null;
  fileName: string | null;
  error: Notice | null;
}

export type ReportExportEvent =
  | { type: 'range.start'; value: string | null }
  | { type: 'range.end'; value: string | null }
  | { type: 'export.submit' }
  | { type: 'export.cancel' }
  | { type: 'export.progress'; progress: TransferProgress };

export const reportExportMachine = setup({
  types: {
    context: {} as ReportExportContext,
    events: {} as ReportExportEvent,
    input: {} as { today: string },
    tags: {} as 'busy',
  },
  actors: {
    download: fromPromise<{ fileName: string }, DownloadInput>(notProvided('reportExport', 'download')),
  },
  guards: {
    rangeValid: ({ context }) => isExportRangeValid(context.range, context.today),
  },
  actions: {
    setStart: assign(({ context }, value: string | null) => ({ range: { ...context.range, start: value } })),
    setEnd: assign(({ context }, value: string | null) => ({ range: { ...context.range, end: value } })),
    begin: assign({ progress: null, fileName: null, error: null }),
    storeProgress: assign((_, progress: TransferProgress) => ({ progress })),
    storeFile: assign((_, fileName: string) => ({ fileName })),
    storeError: assign((_, error: unknown) => ({ error: noticeFromError(error, 'Export fehlgeschlagen') })),
  },
}).createMachine({
  id: 'reportExport',
  context: ({ input }) => ({ range: { start: null, end: null }, today: input.today, progress: null, fileName: null, error: null }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'range.start': { target: '.idle', actions: { type: 'setStart', params: ({ event }) => event.value } },
        'range.end': { target: '.idle', actions: { type: 'setEnd', params: ({ event }) => event.value } },
        'export.submit': { guard: 'rangeValid', target: 'exporting' },
      },
      states: {
        idle: {},
        done: {},
        failed: {},
      },
    },
    exporting: {
      tags: ['busy'],
      entry: 'begin',
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context, self }) => ({ range: context.range, report: (progress: TransferProgress) => self.send({ type: 'export.progress', progress }) }),
        onDone: { target: 'editing.done', actions: { type: 'storeFile', params: ({ event }) => event.output.fileName } },
        onError: { target: 'editing.failed', actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
      on: {
        'export.progress': { actions: { type: 'storeProgress', params: ({ event }) => event.progress } },
        'export.cancel': { target: 'editing.idle' },
      },
    },
  },
});

export type ReportExportActorRef = ActorRefFrom<typeof reportExportMachine>;
export type ReportExportSnapshot = SnapshotFrom<typeof reportExportMachine>;
