// The profile CSV of product rules ‹Validation rules›, ‹Business constants and limits› (src/domain/profile-csv.ts).
import { describe, expect, it } from 'vitest';
import {
  importProfileCsv,
  isProfileCsvFileName,
  isRefusedImport,
  parseProfileCsv,
  profileExportFileName,
  profileImportNotice,
  serializeProfileCsv,
} from '../../src/domain/profile-csv.ts';
import type { SurveyCategory } from '../../src/domain/profile-survey.ts';

const categories: SurveyCategory[] = [
  {
    category: 'Haltung',
    questions: [
      { name: 'auslauf', text: 'Welchen Zugang zu Weide oder Auslauf haben die laktierenden Kühe?', type: 'list', options: [{ WEIDE_SAISONAL: 'Weide (saisonal)' }, { KEIN: 'Kein Auslauf/keine Weide' }] },
      { name: 'photovoltaik', text: 'Gibt es eine Photovoltaikanlage?', type: 'boolean', options: [] },
      { name: 'pedometer', text: 'Werden Pedometer eingesetzt?', type: 'boolean', options: [] },
      { name: 'freitext', text: 'Bemerkung', type: 'text', options: [] },
    ],
  },
];

describe('parseProfileCsv', () => {
  it('rows by line break (LF, CRLF, CR), cells by semicolon, header dropped', () => {
    expect(parseProfileCsv('Frage;Antwort\nerwerbsform;HAUPTERWERB\r\nkuehe;10\rauslauf;KEIN\n')).toEqual({ erwerbsform: 'HAUPTERWERB', kuehe: '10', auslauf: 'KEIN' });
  });
  it('removes surrounding quotes, also stray ones inside unquoted cells', () => {
    expect(parseProfileCsv('"erwerbsform";"HAUPTERWERB"\n\'kuehe\';\'10\'\nauslauf;"KEIN"')).toEqual({ erwerbsform: 'HAUPTERWERB', kuehe: '10', auslauf: 'KEIN' });
  });
  it("the texts true and false become booleans, other texts stay", () => {
    expect(parseProfileCsv('photovoltaik;true\npedometer;"false"\nbemerkung;True')).toEqual({ photovoltaik: true, pedometer: false, bemerkung: 'True' });
  });
  it('drops rows with an empty name or value, and blank lines', () => {
    expect(parseProfileCsv('erwerbsform;\n;HAUPTERWERB\n\n   \nkuehe\nauslauf;KEIN;zuviel')).toEqual({ auslauf: 'KEIN' });
  });
  it('ignores a byte order mark (Excel)', () => {
    expect(parseProfileCsv('\uFEFFFrage;Antwort\nkuehe;10')).toEqual({ kuehe: '10' });
  });
  it('an empty file gives no answers', () => {
    expect(parseProfileCsv('')).toEqual({});
  });
});

describe('serializeProfileCsv: question texts and answer labels', () => {
  it("header 'Frage;Antwort', the questionnaire's questions in order, labels and Ja/Nein; unanswered ones empty", () => {
    expect(serializeProfileCsv({ auslauf: 'WEIDE_SAISONAL', photovoltaik: true, pedometer: null, unbekannt: 'X' }, categories)).toBe(
      'Frage;Antwort\n' +
        'Welchen Zugang zu Weide oder Auslauf haben die laktierenden Kühe?;Weide (saisonal)\n' +
        'Gibt es eine Photovoltaikanlage?;Ja\n' +
        'Werden Pedometer eingesetzt?;\n',
    );
    expect(serializeProfileCsv({ photovoltaik: false }, categories)).toContain('Gibt es eine Photovoltaikanlage?;Nein\n');
  });
  it('round-trips through the import', () => {
    const answers = { auslauf: 'KEIN', photovoltaik: false, pedometer: true };
    expect(importProfileCsv(serializeProfileCsv(answers, categories), categories)).toEqual({ answers, unmatched: [] });
  });
});

describe('importProfileCsv', () => {
  it('reads question texts and answer labels, whatever the case and spacing', () => {
    const text = 'Frage;Antwort\nwelchen Zugang zu Weide  oder Auslauf haben die laktierenden Kühe?;kein auslauf/keine weide\nGibt es eine Photovoltaikanlage?;Ja\nWerden Pedometer eingesetzt?;NEIN\n';
    expect(importProfileCsv(text, categories)).toEqual({ answers: { auslauf: 'KEIN', photovoltaik: true, pedometer: false }, unmatched: [] });
  });
  it('still reads the old format: keys, codes and true/false', () => {
    expect(importProfileCsv('Frage;Antwort\nauslauf;WEIDE_SAISONAL\nphotovoltaik;true\npedometer;false\n', categories)).toEqual({
      answers: { auslauf: 'WEIDE_SAISONAL', photovoltaik: true, pedometer: false },
      unmatched: [],
    });
  });
  it('names rows that match no question or no answer, with their line', () => {
    const result = importProfileCsv('Frage;Antwort\nauslauf;IMMER\nkuehe;10\n\nphotovoltaik;vielleicht\nfreitext;abc\npedometer;Ja', categories);
    expect(result.answers).toEqual({ pedometer: true });
    expect(result.unmatched).toEqual([
      'Zeile 2: „IMMER“ ist keine Antwort auf „Welchen Zugang zu Weide oder Auslauf haben die laktierenden Kühe?“',
      'Zeile 3: „kuehe“ ist keine Frage des Fragebogens',
      'Zeile 5: „vielleicht“ ist keine Antwort auf „Gibt es eine Photovoltaikanlage?“',
      'Zeile 6: „freitext“ ist keine Frage des Fragebogens',
    ]);
    expect(profileImportNotice(result)).toMatchObject({ level: 'warning', title: '4 Zeilen nicht übernommen' });
  });
  it('a file that matches no question is refused, naming at most five rows', () => {
    const text = Array.from({ length: 7 }, (_, i) => `frage${i};x`).join('\n');
    const result = importProfileCsv(text, categories);
    expect(isRefusedImport(result)).toBe(true);
    const notice = profileImportNotice(result)!;
    expect(notice.level).toBe('error');
    expect(notice.title).toBe('Datei nicht übernommen');
    expect(notice.message).toMatch(/^Die Datei enthält keine Antworten auf Fragen dieses Fragebogens; die Antworten bleiben unverändert\. Zeile 1: „frage0“/);
    expect(notice.message).toMatch(/Zeile 5: „frage4“ ist keine Frage des Fragebogens; und 2 weitere Zeilen\.$/);
    expect(isRefusedImport(importProfileCsv('', categories))).toBe(true);
    expect(profileImportNotice(importProfileCsv('Frage;Antwort\n', categories))?.message).toBe(
      'Die Datei enthält keine Antworten auf Fragen dieses Fragebogens; die Antworten bleiben unverändert.',
    );
  });
  it('a clean import has no message', () => {
    expect(profileImportNotice(importProfileCsv('photovoltaik;Ja', categories))).toBeNull();
  });
});

describe('file names', () => {
  it("'Profile-Export-{sanitized name}.csv'", () => {
    expect(profileExportFileName('Hof Berger')).toBe('Profile-Export-Hof_Berger.csv');
    expect(profileExportFileName('Stall 2/Nord: "Alt"')).toBe('Profile-Export-Stall_2_Nord_Alt_.csv');
    expect(profileExportFileName('Weide\u0007Süd')).toBe('Profile-Export-Weide_Süd.csv');
    expect(profileExportFileName('   ')).toBe('Profile-Export-Betrieb.csv');
  });
  it('only .csv files are accepted', () => {
    expect(isProfileCsvFileName('profil.csv')).toBe(true);
    expect(isProfileCsvFileName('PROFIL.CSV')).toBe(true);
    expect(isProfileCsvFileName('profil.xlsx')).toBe(false);
    expect(isProfileCsvFileName('csv')).toBe(false);
  });
});
