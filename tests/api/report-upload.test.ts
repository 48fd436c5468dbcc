// POST /reports/upload/ (product rules ‹Resource catalogue›): association admins and superusers load a CSV of
// MLP reports; all or nothing, every rejection reason listed by line with nothing stored; replacing
// a report of the same site and day; the month view, the sites' latest report and the jobs queued with them.
// German thousands separators, plausible ranges, quoting errors and Excel workbooks as 400
// with the line, a file over the upload limit (1 MB here, UPLOAD_LIMIT_MB) as 413 with nothing stored.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_INDEX, REPORT_FIELDS } from '../../src/api/catalogue/index.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { demoSessions, rows, type Session } from '../support/read.ts';
import { auditOf, countRows, multipartFile } from '../support/writes.ts';

const [F1, F2, F3] = REPORT_FIELDS.slice(30, 33).map((f) => f.pythonic_name) as [string, string, string];
const HEADER = `betriebsstaette;pruefdatum;verarbeitungsdatum;${F1};${F2};${F3}`;

describe.each(dbKinds())('report upload on %s', (kind) => {
  let t: TestApp;
  let sessions: Map<string, Session>;
  let own: string[];
  let foreign: string;
  const s = (name: string) => sessions.get(name)!;
  const upload = async (who: string | undefined, content: Buffer | string, field = 'report') => {
    const { payload, headers } = multipartFile(field, 'mlp.csv', content);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/reports/upload/', payload, headers: { ...headers, ...(who ? s(who).headers : {}) } });
    return { status: res.statusCode, body: res.json() as any };
  };
  const tableCounts = async () => [await countRows(t, 'reports'), await countRows(t, 'report_months'), await countRows(t, 'audit_events')];

  beforeAll(async () => {
    t = await createTestApp(kind, { UPLOAD_LIMIT_MB: '1' });
    sessions = await demoSessions(t);
    // Sites of farms the LKV admin administers, and one of a farm outside every association of theirs.
    const mine = await rows<{ number: string }>(t.database.db, sql`
      select s.number from sites s join farms f on f.id = s.farm_id
      where f.invoicing_association_id in (select association_id from user_associations where user_id = ${s('lkv-admin').id} and is_admin)
      order by s.id limit 3`);
    own = mine.map((r) => r.number);
    const [other] = await rows<{ number: string }>(t.database.db, sql`
      select s.number from sites s join farms f on f.id = s.farm_id
      where coalesce(f.invoicing_association_id, 0) not in (select association_id from user_associations where user_id = ${s('lkv-admin').id})
        and (s.hbv_id is null or s.hbv_id not in (select association_id from user_associations where user_id = ${s('lkv-admin').id}))
      order by s.id limit 1`);
    foreign = other!.number;
  });
  afterAll(() => t?.close());

  it('stores reports, fills the month view, audits and announces them', async () => {
    const csv = `\ufeff${HEADER}\n${own[0]};2015-02-03;2015-02-05;31,5;4.1;\n${own[0]};14.02.2015;2015-02-16T08:30:00+01:00;32;;7\n${own[1]};2015-02-03;2015-02-04;1e2;0,5;0\n`;
    const before = await tableCounts();
    const res = await upload('lkv-admin', csv);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ stored: 3, replaced: 0, sites: 2, incidents: 0 });
    const after = await tableCounts();
    expect(after[0]! - before[0]!).toBe(3);
    const stored = await rows<{ number: string; inspection_date: string; processing: string; v: number[] }>(t.database.db, sql`
      select s.number, r.inspection_date::text, to_char(r.processing_date at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as processing,
             array[r.values[${FIELD_INDEX.get(F1)! + 1}], r.values[${FIELD_INDEX.get(F2)! + 1}], r.values[${FIELD_INDEX.get(F3)! + 1}]] as v
      from reports r join sites s on s.id = r.site_id where s.number = any(${sql.param(own.slice(0, 2))}::text[]) and r.inspection_date between '2015-02-01' and '2015-02-28'
      order by s.number = ${own[0]} desc, r.inspection_date`);
    expect(stored.map((r) => [r.number, r.inspection_date, r.processing, r.v.map((x) => (Number.isNaN(Number(x)) ? null : Number(x)))])).toEqual([
      [own[0], '2015-02-03', '2015-02-05 00:00', [31.5, 4.1, null]],
      [own[0], '2015-02-14', '2015-02-16 07:30', [32, null, 7]],
      [own[1], '2015-02-03', '2015-02-04 00:00', [100, 0.5, 0]],
    ]);
    // The month view holds the later of the two February reports of the first site.
    const [month] = await rows<{ d: string }>(t.database.db, sql`
      select r.inspection_date::text as d from report_months m join reports r on r.id = m.report_id join sites s on s.id = m.site_id
      where s.number = ${own[0]} and m.month = '2015-02-01'`);
    expect(month!.d).toBe('2015-02-14');
    // The work the reports cause was queued with them: detection of both sites, the evaluation mails of both days.
    const queued = await rows<{ kind: string; payload: { siteIds: number[]; inspectionDates?: string[] } }>(t.database.db, sql`
      select kind, payload from jobs where kind in ('controlling.detect', 'controlling.evaluation-mails') order by id desc limit 2`);
    expect(queued.map((j) => j.kind).sort()).toEqual(['controlling.detect', 'controlling.evaluation-mails']);
    for (const j of queued) expect(j.payload.siteIds).toHaveLength(2);
    expect(queued.find((j) => j.kind === 'controlling.evaluation-mails')!.payload.inspectionDates).toEqual(['2015-02-03', '2015-02-14']);
    const [audit] = await auditOf(t, 'report_upload', 'mlp.csv' as never);
    expect(audit).toMatchObject({ action: 'reports.uploaded', actor_id: s('lkv-admin').id, changes: { stored: 3, replaced: 0, sites: 2 } });
  });

  it('replaces a report of the same site and test day', async () => {
    const res = await upload('superuser', `${HEADER}\n${own[0]};2015-02-14;2015-02-20;40;;\n`);
    expect(res.body).toEqual({ stored: 0, replaced: 1, sites: 1, incidents: 0 });
    const [r] = await rows<{ v: number; n: number }>(t.database.db, sql`
      select r.values[${FIELD_INDEX.get(F1)! + 1}] as v, (select count(*)::int from reports r2 where r2.site_id = r.site_id and r2.inspection_date = '2015-02-14') as n
      from reports r join sites s on s.id = r.site_id where s.number = ${own[0]} and r.inspection_date = '2015-02-14'`);
    expect([Number(r!.v), r!.n]).toEqual([40, 1]);
  });

  it('rejects a file with any bad line, lists every reason by line and stores nothing', async () => {
    const lines = [
      HEADER,
      `${own[2]};2026-01-10;2026-01-11;1;2;3`, // line 2: fine, but must not be stored
      `999999999999;2026-01-10;2026-01-11;1;2;3`,
      `${foreign};2026-01-10;2026-01-11;1;2;3`,
      `${own[2]};2026-13-01;2026-01-11;1;2;3`,
      `${own[2]};2026-01-12;2026-01-11;1;2;3`,
      `${own[2]};2026-01-13;2026-01-14;viel;2;3`,
      `${own[2]};2026-01-10;2026-01-12;1;2;3`,
      `${own[2]};2026-01-15;2026-01-16;1;2`,
      `;2099-01-01;gestern;1;2;3`,
    ];
    const before = await tableCounts();
    const res = await upload('lkv-admin', lines.join('\n'));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_file');
    expect(res.body.detail).toBe('Die Datei wurde nicht übernommen: 8 Zeilen sind fehlerhaft. Es wurde nichts gespeichert.');
    expect(res.body.errors).toEqual({
      'Zeile 3': ['Unbekannte Betriebsstätte „999999999999“.'],
      'Zeile 4': [`Die Betriebsstätte „${foreign}“ gehört zu keinem Ihrer Verbände.`],
      'Zeile 5': ['Ungültiges Datum „2026-13-01“ in pruefdatum (erwartet JJJJ-MM-TT oder TT.MM.JJJJ).'],
      'Zeile 6': ['Das Verarbeitungsdatum liegt vor dem Prüfdatum.'],
      'Zeile 7': [`„viel“ in ${F1} ist keine Zahl.`],
      'Zeile 8': ['Betriebsstätte und Prüfdatum kommen bereits in Zeile 2 vor.'],
      'Zeile 9': ['Die Zeile hat 5 statt 6 Spalten.'],
      'Zeile 10': [
        'Die Betriebsstättennummer fehlt.',
        'Das Prüfdatum 2099-01-01 liegt in der Zukunft.',
        'Ungültiges Datum „gestern“ in verarbeitungsdatum (erwartet JJJJ-MM-TT oder TT.MM.JJJJ).',
      ],
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('rejects bad headers, a non-UTF-8 file, an empty file and a missing file field', async () => {
    const before = await tableCounts();
    const unknownColumn = await upload('lkv-admin', `${HEADER};milch_erfunden;${F1}\n`);
    expect(unknownColumn.body.errors).toEqual({ 'Zeile 1': ['Unbekannte Spalte „milch_erfunden“ (keine Kennzahl des Katalogs).', `Die Spalte „${F1}“ kommt mehrfach vor.`] });
    const keys = await upload('lkv-admin', `nummer;datum;verarbeitet;${F1}\n`);
    expect(keys.body.errors['Zeile 1']).toEqual(['Die ersten drei Spalten müssen betriebsstaette;pruefdatum;verarbeitungsdatum heißen.']);
    const latin1 = await upload('lkv-admin', Buffer.from(`${HEADER}\n${own[0]};2026-01-05;2026-01-06;1;2;3 Kühe\n`, 'latin1'));
    expect(latin1.status).toBe(400);
    expect(latin1.body.errors.Datei).toEqual(['Die Datei ist nicht UTF-8-kodiert (ungültige Bytefolge). Speichern Sie sie als „CSV UTF-8“.']);
    expect((await upload('lkv-admin', '')).body.errors).toEqual({ 'Zeile 1': ['Die Datei ist leer.'] });
    expect((await upload('lkv-admin', `${HEADER}\n`)).body.errors).toEqual({ 'Zeile 2': ['Die Datei enthält keine Prüfberichte.'] });
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports/upload/',
      payload: '--x\r\nContent-Disposition: form-data; name="report"\r\n\r\n1\r\n',
      headers: { 'content-type': 'multipart/form-data', ...s('lkv-admin').headers },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().errors.report).toEqual(['Die Anfrage ist kein lesbares multipart/form-data (Boundary fehlt oder ist defekt).']);
    const wrongField = await upload('lkv-admin', `${HEADER}\n`, 'datei');
    expect(wrongField.body.errors).toEqual({ report: ['Wählen Sie eine CSV-Datei aus (Formularfeld „report“).'] });
    expect(await tableCounts()).toEqual(before);
  });

  it('is for association admins and superusers only', async () => {
    for (const who of ['lkv-mitarbeiter', 'ldwu-admin', 'mitarbeiter']) {
      const res = await upload(who, `${HEADER}\n${own[0]};2026-01-05;2026-01-06;1;2;3\n`);
      expect(res.status, who).toBe(403);
      expect(res.body.detail).toBe('Nur Verbands-Administratoren können Prüfberichte hochladen.');
    }
    expect((await upload(undefined, `${HEADER}\n`)).status).toBe(401);
  });

  it('reads German thousands separators: 9.450 is 9450, 9.450,5 is 9450.5, 4.12 stays 4.12', async () => {
    const header = 'betriebsstaette;pruefdatum;verarbeitungsdatum;jahresleistung_milch_kg;fprz_pm;gesamtmilchmenge_t';
    const csv = `${header}\n${own[1]};2014-05-06;2014-05-07;9.450;4,12;1.234\n${own[1]};2014-06-06;2014-06-07;9.450,5;;12.345,5\n`;
    const res = await upload('lkv-admin', csv);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await rows<{ v: number[] }>(t.database.db, sql`
      select array[r.values[${FIELD_INDEX.get('jahresleistung_milch_kg')! + 1}], r.values[${FIELD_INDEX.get('fprz_pm')! + 1}], r.values[${FIELD_INDEX.get('gesamtmilchmenge_t')! + 1}]] as v
      from reports r join sites s on s.id = r.site_id where s.number = ${own[1]} and r.inspection_date in ('2014-05-06', '2014-06-06') order by r.inspection_date`);
    expect(stored.map((r) => r.v.map((x) => (Number.isNaN(Number(x)) ? null : Number(x))))).toEqual([
      [9450, 4.12, 1234],
      [9450.5, null, 12345.5],
    ]);
    // A file that writes its decimals with a point reads 9.450 as 9.45 … and one that mixes both styles is refused.
    const pointFile = await upload('lkv-admin', `${header}\n${own[1]};2014-07-06;2014-07-07;9.450;4.12;\n`);
    expect(pointFile.status).toBe(200);
    const mixed = await upload('lkv-admin', `${header}\n${own[1]};2014-08-06;2014-08-07;9.450;4.12;\n${own[1]};2014-08-16;2014-08-17;9450;4,12;\n`);
    expect(mixed.status).toBe(400);
    expect(mixed.body.errors).toEqual({
      'Zeile 2': ['„9.450“ in jahresleistung_milch_kg ist mehrdeutig, weil die Datei Dezimalkommas (Zeile 3) und Dezimalpunkte (Zeile 2) enthält: Schreiben Sie 9450 (Tausender ohne Punkt) oder 9,45 (mit Dezimalkomma).'],
    });
  });

  it('refuses negative counts and values outside a figure\'s plausible range, by line, and stores nothing', async () => {
    const before = await tableCounts();
    const header = 'betriebsstaette;pruefdatum;verarbeitungsdatum;kuehe_gesamt;fprz_pm;anteil_eutergesund';
    const res = await upload('lkv-admin', `${header}\n${own[2]};2014-05-06;2014-05-07;80;4,1;60\n${own[2]};2014-06-06;2014-06-07;-80;4,1;60\n${own[2]};2014-07-06;2014-07-07;80;45;100,5\n`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'Zeile 3': ['Kühe gesamt (Anzahl) (kuehe_gesamt): „-80“ ist negativ; eine Anzahl ist nie kleiner als 0.'],
      'Zeile 4': [
        `${REPORT_FIELDS[FIELD_INDEX.get('fprz_pm')!]!.label} (fprz_pm): „45“ liegt außerhalb des plausiblen Bereichs 0 bis 15.`,
        `${REPORT_FIELDS[FIELD_INDEX.get('anteil_eutergesund')!]!.label} (anteil_eutergesund): „100,5“ liegt außerhalb des plausiblen Bereichs 0 bis 100.`,
      ],
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('answers a stray double quote with 400 naming the line, and an Excel workbook with 400 asking for CSV', async () => {
    const before = await tableCounts();
    const stray = await upload('lkv-admin', `${HEADER}\n${own[0]};2014-05-06;2014-05-07;1;2;3\n${own[0]};2014-06-06;2014-06-07;1;2"5;3\n`);
    expect(stray.status).toBe(400);
    expect(stray.body.code).toBe('invalid_file');
    expect(stray.body.errors).toEqual({ 'Zeile 3': ['Ein Anführungszeichen (") steht mitten in einem Feld. Entfernen Sie es oder setzen Sie das ganze Feld in Anführungszeichen.'] });
    const open = await upload('lkv-admin', `${HEADER}\n${own[0]};2014-05-06;2014-05-07;1;2;3\n${own[0]};2014-06-06;"2014-06-07;1;2;3\n${own[0]};2014-07-06;2014-07-07;1;2;3\n`);
    expect(open.status).toBe(400);
    expect(Object.keys(open.body.errors)).toEqual(['Zeile 3']);
    for (const magic of [[0x50, 0x4b, 0x03, 0x04], [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]]) {
      const workbook = await upload('lkv-admin', Buffer.concat([Buffer.from(magic), Buffer.alloc(600, 7)]));
      expect(workbook.status).toBe(400);
      expect(workbook.body.errors.Datei[0]).toMatch(/Excel-Arbeitsmappe.*„CSV UTF-8 \(durch Trennzeichen getrennt\)“/);
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a file over the upload limit whole with 413, after rows were already written in the transaction', async () => {
    const numbers = (await rows<{ number: string }>(t.database.db, sql`select number from sites order by id`)).map((r) => r.number);
    const lines = [HEADER];
    // About 1.3 MB of valid rows (more than one batch of 1,000 before the 1 MB limit), test days in 2001–2005.
    for (let i = 0; lines.length <= 32_000; i++) {
      const day = new Date(Date.UTC(2001, 0, 1) + Math.floor(i / numbers.length) * 86_400_000).toISOString().slice(0, 10);
      lines.push(`${numbers[i % numbers.length]};${day};${day};1;2;3`);
    }
    const csv = `${lines.join('\n')}\n`;
    expect(Buffer.byteLength(csv)).toBeGreaterThan(1024 * 1024);
    const before = await tableCounts();
    const res = await upload('superuser', csv);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'Die Datei ist größer als 1 MB. Es wurde nichts gespeichert.', code: 'payload_too_large' });
    expect(await tableCounts()).toEqual(before);
    // The first rows of the same file, below the limit, are taken.
    const fits = await upload('superuser', `${lines.slice(0, 1_500).join('\n')}\n`);
    expect(fits.status, JSON.stringify(fits.body).slice(0, 300)).toBe(200);
    expect(fits.body.stored).toBe(1_499);
  });
});
