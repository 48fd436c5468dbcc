// What the import page reads of the machine.
import type { ReportImportSnapshot } from './machine.ts';

export const chosenFileName = (s: ReportImportSnapshot) => s.context.file?.name ?? null;
export const isUploading = (s: ReportImportSnapshot) => s.hasTag('busy');
export const isChecking = (s: ReportImportSnapshot) => s.hasTag('checking');
export const canImport = (s: ReportImportSnapshot) => s.can({ type: 'import.submit' });
export const importProgress = (s: ReportImportSnapshot) => s.context.progress;
export const wrongFileType = (s: ReportImportSnapshot) => s.matches({ ready: 'wrongType' });
export const importResult = (s: ReportImportSnapshot) => (s.matches({ ready: 'stored' }) ? s.context.result : null);
export const importRejection = (s: ReportImportSnapshot) => (s.matches({ ready: 'rejected' }) ? s.context.rejection : null);
export const importError = (s: ReportImportSnapshot) => (s.matches({ ready: 'failed' }) ? s.context.error : null);
