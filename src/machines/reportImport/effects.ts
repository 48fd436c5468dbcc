// What the report import needs from the outside: the multipart upload with progress.
import { fromPromise } from 'xstate';
import type { ReportUploadResult } from '../../domain/report-import.ts';
import type { TransferProgress } from '../../domain/transfer.ts';
import { reportImportMachine, type UploadInput } from './machine.ts';

export interface ReportImportEffects {
  /** POST /reports/upload/ with the file in the field `report`; rejects with the ApiError (400 lists the lines). */
  importReports(file: File, onProgress: (p: TransferProgress) => void, signal?: AbortSignal): Promise<ReportUploadResult>;
}

export function provideReportImport(fx: ReportImportEffects) {
  return reportImportMachine.provide({
    actors: { upload: fromPromise(({ input, signal }: { input: UploadInput; signal: AbortSignal }) => fx.importReports(input.file, input.report, signal)) },
  });
}
