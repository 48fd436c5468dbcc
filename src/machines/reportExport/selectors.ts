// What the export page reads of the machine: the range, the pickers' limits and messages, progress, outcome.
import { endMax, endMin, exportRangeErrors, startMax } from '../../domain/export-range.ts';
import type { ReportExportSnapshot } from './machine.ts';

export const exportRange = (s: ReportExportSnapshot) => s.context.range;
export const rangeErrors = (s: ReportExportSnapshot) => exportRangeErrors(s.context.range, s.context.today);
export const pickerLimits = (s: ReportExportSnapshot) => ({
  startMax: startMax(s.context.range, s.context.today),
  endMin: endMin(s.context.range),
  endMax: endMax(s.context.range, s.context.today),
});
export const isExporting = (s: ReportExportSnapshot) => s.hasTag('busy');
export const canExport = (s: ReportExportSnapshot) => !s.hasTag('busy') && s.can({ type: 'export.submit' });
export const exportProgress = (s: ReportExportSnapshot) => s.context.progress;
export const exportedFile = (s: ReportExportSnapshot) => (s.matches({ editing: 'done' }) ? s.context.fileName : null);
export const exportError = (s: ReportExportSnapshot) => (s.matches({ editing: 'failed' }) ? s.context.error : null);
