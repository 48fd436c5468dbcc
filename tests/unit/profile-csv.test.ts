// The profile CSV of spec 1 §5 and §9 (src/domain/profile-csv.ts).
import { describe, expect, it } from 'vitest';
import { isProfileCsvFileName, parseProfileCsv, profileExportFileName, serializeProfileCsv } from '../../src/domain/profile-csv.ts';

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

describe('serializeProfileCsv', () => {
  it("header 'Frage;Antwort', one row per question, unanswered ones with an empty answer", () => {
    expect(serializeProfileCsv({ erwerbsform: 'HAUPTERWERB', photovoltaik: false, kuehe: null })).toBe('Frage;Antwort\nerwerbsform;HAUPTERWERB\nphotovoltaik;false\nkuehe;\n');
  });
  it('round-trips through the parser (unanswered questions stay unanswered)', () => {
    const answers = { erwerbsform: 'NEBENERWERB', photovoltaik: true, pedometer: false, kuehe: null, 'a;b': 'x"y' };
    expect(parseProfileCsv(serializeProfileCsv(answers))).toEqual({ erwerbsform: 'NEBENERWERB', photovoltaik: true, pedometer: false, 'a;b': 'x"y' });
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
