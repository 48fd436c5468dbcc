// File transfers of the data pages (export download, report upload): their progress and how it reads
// in German. Bytes in binary units with German digits ('1,5 MB'); CSV rows without the header line.
import { formatNumber } from './format.ts';

export interface TransferProgress {
  loaded: number;
  /** Known when the server sends a length (or the browser knows the file's size); the export streams without one. */
  total: number | null;
  /** Line breaks seen so far (text downloads). */
  lines: number;
}

const UNITS = ['Bytes', 'kB', 'MB', 'GB'] as const;

/** '512 Bytes', '1,5 kB', '12,3 MB'. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(value, { precision: unit === 0 ? 0 : 1 })} ${UNITS[unit]}`;
}

/** Share done in percent (0–100), null when the total is unknown. */
export const progressPercent = (p: TransferProgress | null): number | null =>
  p && p.total ? Math.min(100, Math.round((p.loaded / p.total) * 100)) : null;

/** Data rows of a CSV received so far: line breaks minus the header line. */
export const csvRows = (p: TransferProgress | null) => Math.max(0, (p?.lines ?? 0) - 1);

/** 'Prüfberichte: 1.234 · 2,5 MB empfangen' while the export streams. */
export const downloadProgressText = (p: TransferProgress | null) =>
  `Prüfberichte: ${formatNumber(csvRows(p), { precision: 0 })} · ${formatBytes(p?.loaded ?? 0)} empfangen`;

/** '1,2 MB von 3,4 MB hochgeladen' (or without total). */
export const uploadProgressText = (p: TransferProgress | null) =>
  p?.total ? `${formatBytes(p.loaded)} von ${formatBytes(p.total)} hochgeladen` : `${formatBytes(p?.loaded ?? 0)} hochgeladen`;
