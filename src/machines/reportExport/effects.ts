// What the report export needs from the outside: the download of the CSV (saved under its name).
import { fromPromise } from 'xstate';
import type { ExportRange } from '../../domain/export-range.ts';
import type { TransferProgress } from '../../domain/transfer.ts';
import { reportExportMachine, type DownloadInput } from './machine.ts';

export interface ReportExportEffects {
  /** GET /reports/csv/ for the range, reporting progress while it streams; saves the file and names it. */
  exportReports(range: ExportRange, onProgress: (p: TransferProgress) => void, signal?: AbortSignal): Promise<{ fileName: string }>;
}

export function provideReportExport(fx: ReportExportEffects) {
  return reportExportMachine.provide({
    actors: { download: fromPromise(({ input, signal }: { input: DownloadInput; signal: AbortSignal }) => fx.exportReports(input.range, input.report, signal)) },
  });
}
