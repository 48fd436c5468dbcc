// The data pages' file transfers over REST (ARCHITECTURE 'Walls': binary transfers through src/app/rest.ts):
// the report export (streamed CSV, saved as Prüfungenexport_YYYYMMDD.csv) and the report upload.
// Both run through the session client, so an expired token is refreshed once and the call replayed.
import { reportCsvPath, reportExportFileName } from '../domain/export-range.ts';
import type { ReportUploadResult } from '../domain/report-import.ts';
import type { ReportExportEffects } from '../machines/reportExport/effects.ts';
import type { ReportImportEffects } from '../machines/reportImport/effects.ts';
import type { SessionClient } from '../machines/session/client.ts';
import { downloadWithProgress, uploadWithProgress } from './rest.ts';
import { saveBlob } from './save-blob.ts';

export type ReportTransferEffects = ReportExportEffects & ReportImportEffects;

export function createReportTransferEffects(session: () => SessionClient): ReportTransferEffects {
  return {
    exportReports: async (range, onProgress, signal) => {
      const blob = await session().request((token) => downloadWithProgress(reportCsvPath(range), token, onProgress, signal));
      const fileName = reportExportFileName();
      saveBlob(blob, fileName);
      return { fileName };
    },
    importReports: (file, onProgress, signal) =>
      session().request((token) => {
        // A fresh form per attempt: the replay after a refresh sends the file again.
        const form = new FormData();
        form.append('report', file, file.name);
        return uploadWithProgress<ReportUploadResult>('/reports/upload/', form, token, onProgress, signal);
      }),
  };
}
