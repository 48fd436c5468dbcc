// The digest's month (Europe/Berlin, across the clock changes), its grouping and its text.
import { describe, expect, it } from 'vitest';
import { digestMail, groupDigest, monthBounds, monthLabel, monthOf, nextMonth, previousMonth, type DigestLine } from '../../src/domain/controlling-digest.ts';

const line = (over: Partial<DigestLine>): DigestLine => ({
  top: { key: 'farm:1', name: '276 - Hof <Sonne>' },
  location: null,
  site: null,
  entityType: 'farm',
  entityId: 1,
  entityName: '276 - Hof <Sonne>',
  fieldLabel: 'Zellzahl',
  precision: 0,
  value: 250,
  groupValue: 180,
  groupName: 'Top 10',
  operator: 'gt',
  lower_bound: 200,
  upper_bound: null,
  is_relative: false,
  observed: '2026-03-10',
  muted: false,
  ...over,
});

const site = (id: number, name: string, location: { id: number; name: string } | null, over: Partial<DigestLine> = {}) =>
  line({ entityType: 'site', entityId: id, site: { id, name }, location, ...over });

describe('digest month', () => {
  it('ends at midnight in Berlin, in winter and in summer time', () => {
    expect(monthBounds('2026-03-01')).toEqual({ start: new Date('2026-02-28T23:00:00Z'), end: new Date('2026-03-31T22:00:00Z') });
    expect(monthBounds('2026-10-01')).toEqual({ start: new Date('2026-09-30T22:00:00Z'), end: new Date('2026-10-31T23:00:00Z') });
  });

  it('is the Berlin month of an instant, and the one before it for a digest sent then', () => {
    expect(monthOf(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11-01');
    expect(previousMonth(new Date('2026-10-31T23:30:00Z'))).toBe('2026-10-01');
    expect(previousMonth(new Date('2027-01-01T00:30:00+01:00'))).toBe('2026-12-01');
    expect(nextMonth('2026-12-01')).toBe('2027-01-01');
    expect(monthLabel('2026-03-01')).toBe('März 2026');
  });
});

describe('digest text', () => {
  it('groups farm › location › site by name, sites without a location under Ohne Betrieb', () => {
    const groups = groupDigest([
      site(3, 'Stall C', { id: 2, name: 'Weide' }),
      site(4, 'Stall D', null),
      site(1, 'Stall A', { id: 1, name: 'Auenhof' }, { observed: '2026-03-20' }),
      site(1, 'Stall A', { id: 1, name: 'Auenhof' }, { observed: '2026-03-05' }),
      line({}),
      line({ top: { key: 'farm:2', name: '100 - Anderer Hof' } }),
    ]);
    expect(groups.map((g) => g.name)).toEqual(['100 - Anderer Hof', '276 - Hof <Sonne>']);
    const [, farm] = groups;
    expect(farm!.lines).toHaveLength(1);
    expect(farm!.locations.map((l) => [l.name, l.sites.map((s) => s.name)])).toEqual([
      ['Auenhof', ['Stall A']],
      ['Ohne Betrieb', ['Stall D']],
      ['Weide', ['Stall C']],
    ]);
    expect(farm!.locations[0]!.sites[0]!.lines.map((l) => l.observed)).toEqual(['2026-03-05', '2026-03-20']);
  });

  it('names figure, test day, condition and value, marks muted ones, and escapes the HTML part', () => {
    const mail = digestMail('Herr Josef Berger', '2026-03-01', [line({}), site(5, 'Stall E', { id: 1, name: 'Auenhof' }, { muted: true, value: 210 })], 'https://herdenblick.example/');
    expect(mail!.subject).toBe('Herdenblick: Zusammenfassung der Controlling-Meldungen im März 2026');
    expect(mail!.text).toContain('Zellzahl (Prüfung vom 10.03.2026): Der Wert 250 ist über 200. Vergleichsgruppe „Top 10“: 180\n');
    expect(mail!.text).toContain('Der Wert 210 ist über 200. Vergleichsgruppe „Top 10“: 180 – stummgeschaltet');
    expect(mail!.text).toContain('https://herdenblick.example/sites/5/controlling');
    expect(mail!.html).toContain('<h2>276 - Hof &lt;Sonne&gt;</h2>');
    expect(mail!.html).not.toContain('<Sonne>');
  });

  it('is nothing for an empty month', () => {
    expect(digestMail('Herr Josef Berger', '2026-03-01', [], 'https://herdenblick.example')).toBeNull();
  });
});
