// Report import (/data-import): choose an MLP file (.csv only), upload it with a progress bar, then
// the server checks and stores it (all or nothing): either the counts of reports stored and incidents
// raised, or the rejected lines with their reasons (nothing stored), or a German error. A new file
// starts over. Injected actor (fixed invoke id):
//   upload  fromPromise({ file, report }) → ReportUploadResult   POST /reports/upload/ (multipart `report`);
//           calls report(progress) while the file is sent (./effects.ts)
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { noticeFromError, toApiErrorInfo, type Notice } from '../../domain/errors.ts';
import { isReportCsvFileName, rejectedLines, type RejectedLine, type ReportUploadResult } from '../../domain/report-import.ts';
import type { TransferProgress } from '../../domain/transfer.ts';
import { notProvided } from '../not-provided.ts';

export interface UploadInput {
  file: File;
  report: (progress: TransferProgress) => void;
}

export interface ReportImportContext {
  file: File | null;
  progress: TransferProgress | null;
  result: ReportUploadResult | null;
  rejection: { detail: string; lines: RejectedLine[] } | null;
  error: Notice | null;
}

export type ReportImportEvent =
  | { type: 'file.choose'; file: File }
  | { type: 'import.submit' }
  | { type: 'import.cancel' }
  | { type: 'import.progress'; progress: TransferProgress };

const EMPTY: ReportImportContext = { file: null, progress: null, result: null, rejection: null, error: null };

export const reportImportMachine = setup({
  types: { context: {} as ReportImportContext, events: {} as ReportImportEvent, tags: {} as 'busy' | 'checking' },
  actors: {
    upload: fromPromise<ReportUploadResult, UploadInput>(notProvided('reportImport', 'upload')),
  },
  guards: {
    isCsv: ({ event }) => event.type === 'file.choose' && isReportCsvFileName(event.file.name),
    /** The server refused the file's content (400 invalid_file): its lines are listed. */
    isRejection: (_, error: unknown) => {
      const info = toApiErrorInfo(error);
      return info?.status === 400 && info.code === 'invalid_file';
    },
    fileSent: ({ context }) => !!context.progress?.total && context.progress.loaded >= context.progress.total,
  },
  actions: {
    choose: assign(({ event }) => (event.type === 'file.choose' ? { ...EMPTY, file: event.file } : {})),
    forget: assign(EMPTY),
    begin: assign({ progress: null, result: null, rejection: null, error: null }),
    storeProgress: assign((_, progress: TransferProgress) => ({ progress })),
    storeResult: assign((_, result: ReportUploadResult) => ({ result })),
    storeRejection: assign((_, error: unknown) => {
      const info = toApiErrorInfo(error);
      return { rejection: { detail: info?.detail ?? '', lines: rejectedLines(info?.fields) } };
    }),
    storeError: assign((_, error: unknown) => ({ error: noticeFromError(error, 'Import fehlgeschlagen') })),
  },
}).createMachine({
  id: 'reportImport',
  context: EMPTY,
  initial: 'ready',
  states: {
    /** Not uploading: a (new) file can be chosen in every one of these. */
    ready: {
      initial: 'empty',
      on: {
        'file.choose': [
          { guard: 'isCsv', target: '.chosen', actions: 'choose' },
          { target: '.wrongType', actions: 'forget' },
        ],
      },
      states: {
        empty: {},
        wrongType: {},
        chosen: { on: { 'import.submit': '#reportImport.uploading' } },
        stored: {},
        rejected: {},
        failed: { on: { 'import.submit': '#reportImport.uploading' } },
      },
    },
    uploading: {
      tags: ['busy'],
      entry: 'begin',
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context, self }) => ({ file: context.file!, report: (progress: TransferProgress) => self.send({ type: 'import.progress', progress }) }),
        onDone: { target: 'ready.stored', actions: { type: 'storeResult', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'isRejection', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'ready.rejected',
            actions: { type: 'storeRejection', params: ({ event }: { event: { error: unknown } }) => event.error },
          },
          { target: 'ready.failed', actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => event.error } },
        ],
      },
      initial: 'sending',
      states: {
        sending: { always: { guard: 'fileSent', target: 'checking' } },
        /** The file is on the server: it checks and stores it before it answers. */
        checking: { tags: ['checking'] },
      },
      on: {
        'import.progress': { actions: { type: 'storeProgress', params: ({ event }) => event.progress } },
        'import.cancel': { target: 'ready.chosen' },
      },
    },
  },
});

export type ReportImportActorRef = ActorRefFrom<typeof reportImportMachine>;
export type ReportImportSnapshot = SnapshotFrom<typeof reportImportMachine>;
