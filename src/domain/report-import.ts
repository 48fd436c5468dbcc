// The report import page (/data-import): which files it takes, how the upload's answer reads, and the
// rejected lines in file order. The file layout itself is src/domain/report-csv.ts.
import { formatNumber } from './format.ts';

export const REPORT_IMPORT_TEXTS = {
  title: 'Daten importieren',
  section: 'MLP-Prüfberichte',
  intro:
    'Laden Sie eine CSV-Datei mit Prüfberichten hoch (UTF-8, Semikolon, Kopfzeile betriebsstaette;pruefdatum;verarbeitungsdatum;<Kennzahlen>). Die Datei wird ganz oder gar nicht übernommen.',
  fileLabel: 'MLP-Datei',
  placeholder: 'Wählen Sie eine CSV-Datei aus …',
  dropHint: 'Datei hier ablegen …',
  submit: 'Jetzt importieren',
  cancel: 'Abbrechen',
  wrongType: 'Bitte wählen Sie eine CSV-Datei (.csv) aus.',
  checking: 'Die Datei wird geprüft und gespeichert …',
  storedTitle: 'Import abgeschlossen',
  rejectedTitle: 'Die Datei wurde nicht übernommen',
  nothingStored: 'Korrigieren Sie die aufgeführten Zeilen und laden Sie die Datei erneut hoch.',
  failedTitle: 'Import fehlgeschlagen',
} as const;

export interface ReportUploadResult {
  stored: number;
  replaced: number;
  sites: number;
  incidents: number;
}

export interface RejectedLine {
  /** 'Datei' or 'Zeile N' as the server names it. */
  line: string;
  reasons: readonly string[];
}

export const isReportCsvFileName = (name: string) => /\.csv$/i.test(name.trim());

const n = (value: number) => formatNumber(value, { precision: 0 });
const plural = (count: number, one: string, many: string) => `${n(count)} ${count === 1 ? one : many}`;

/** The summary lines of a stored upload, e.g. '3 Prüfberichte neu gespeichert', '1 Meldung ausgelöst'. */
export function uploadSummary(r: ReportUploadResult): string[] {
  return [
    `${plural(r.stored, 'Prüfbericht', 'Prüfberichte')} neu gespeichert`,
    `${plural(r.replaced, 'Prüfbericht', 'Prüfberichte')} ersetzt`,
    `${plural(r.sites, 'Betriebsstätte', 'Betriebsstätten')} betroffen`,
    `${plural(r.incidents, 'Meldung', 'Meldungen')} im Controllingsystem ausgelöst`,
  ];
}

const order = (line: string) => {
  const m = /^Zeile (\d+)$/.exec(line);
  return m ? Number(m[1]) : -1;
};

/** The upload's 400 field list as lines in file order ('Datei' first). */
export function rejectedLines(fields: Readonly<Record<string, readonly string[]>> | undefined): RejectedLine[] {
  return Object.entries(fields ?? {})
    .map(([line, reasons]) => ({ line, reasons }))
    .sort((a, b) => order(a.line) - order(b.line));
}
