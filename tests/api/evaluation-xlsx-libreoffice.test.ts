// The XLSX export opens cleanly in LibreOffice: converted headless to CSV without an
// error, with the header and the figure rows. Skipped (with a note) where LibreOffice is not
// installed; nothing is installed for it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { demoSessions, getter, type Session } from '../support/read.ts';
import { caller } from '../support/writes.ts';

function findOffice(): string | null {
  for (const name of ['soffice', 'libreoffice']) {
    try {
      return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || null;
    } catch {
      // not on PATH
    }
  }
  return null;
}

const office = findOffice();
if (!office) console.log('LibreOffice ist nicht installiert: die Prüfung des XLSX-Exports mit LibreOffice wird übersprungen.');

describe.skipIf(!office)('the evaluation XLSX in LibreOffice', () => {
  let t: TestApp;
  let sessions: Map<string, Session>;
  const dir = mkdtempSync(join(tmpdir(), 'hb-xlsx-lo-'));
  beforeAll(async () => {
    t = await createTestApp('pglite');
    sessions = await demoSessions(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('converts to CSV without an error and holds the header and figures', async () => {
    const s = sessions.get('ldwu-admin')!;
    const call = caller(t);
    const farm = (await getter(t).all(s, '/farms/'))[0].id;
    const group = (await call(s, 'POST', '/comparison_groups/', { name: 'Alle', filter: { location_size: 1 } })).body.id;
    const created = await call(s, 'POST', '/evaluations/', { name: 'LO', entity_type: 'farm', entity_id: farm, comparison_groups: [group] });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/evaluations/${created.body.id}/xlsx/`, headers: s.headers });
    expect(res.statusCode).toBe(200);
    writeFileSync(join(dir, 'export.xlsx'), res.rawPayload);
    // A private profile directory: no interference with a running LibreOffice or its settings.
    execFileSync(office!, [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'csv', '--outdir', dir, join(dir, 'export.xlsx')], { timeout: 120_000 });
    const csv = readFileSync(join(dir, 'export.csv'), 'utf8');
    const lines = csv.split('\n');
    expect(lines[0]).toContain('Auswertung');
    expect(lines[5]).toContain('Kategorie');
    // The report date is a real date cell: LibreOffice's CSV filter writes dates in its own locale's
    // format (text would stay '26.11.2026').
    expect(lines[3]).toMatch(/^Stichtag,\d{1,2}\/\d{1,2}\/\d{4},/);
    expect(csv.split('\n').length).toBeGreaterThan(10);
  }, 180_000);
});
