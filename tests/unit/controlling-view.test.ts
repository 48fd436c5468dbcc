// Rules of the controlling screens (src/domain/controlling-view.ts, control-field-form.ts, the route
// segment of entity-param.ts and the query flags of entity-flags.ts): heading,
// counts as farm - location - site, filter and empty texts, route segments, labels, history window,
// value cells and their tooltips, the modal's bound parsing and body.
import { describe, expect, it } from 'vitest';
import { controlFieldBody, EMPTY_CONTROL_FIELD } from '../../src/domain/control-field-form.ts';
import {
  countText, emptyOverviewText, entitiesWithIncidents, fieldLabel, historyWindow, incidentFarmsFirst, indexAlerts, indexTallies, levelCounts, NO_LOCATION, overviewHeading, overviewTreeRows, valueCell,
} from '../../src/domain/controlling-view.ts';
import { entityFlags } from '../../src/domain/entity-flags.ts';
import { entityOfSegment } from '../../src/domain/entity-param.ts';

const farms = [
  { id: 1, number: '276001', name: 'Sonnenhof', display_name: '276001 - Sonnenhof', locations: [10], sites: [100, 101] },
  { id: 2, number: '276002', name: 'Berghof', display_name: '276002 - Berghof', locations: [20], sites: [200] },
];
const index = indexAlerts([
  { entity_type: 'farm', entity_id: 1, send_mail: false },
  { entity_type: 'site', entity_id: 100, send_mail: true },
  { entity_type: 'site', entity_id: 101, send_mail: false },
  { entity_type: 'location', entity_id: 20, send_mail: false },
]);

const site = (id: number) => ({ id, display_name: `276001 Stall ${id}` });

describe('controlling overview rules', () => {
  it("heading: 'LDWUs: …' for several farms, 'LDWU …' for one, '<keine Farm>' for none", () => {
    expect(overviewHeading(['1 - A', '2 - B'])).toBe('LDWUs: 1 - A, 2 - B');
    expect(overviewHeading(['1 - A'])).toBe('LDWU 1 - A');
    expect(overviewHeading([])).toBe('<keine Farm>');
  });

  it('counts per level as farm - location - site, for control fields and active notifications', () => {
    const sonnenhof = levelCounts(index, 1, [10], [100, 101]);
    expect(countText(sonnenhof, 'total')).toBe('1 - 0 - 2');
    expect(countText(sonnenhof, 'mail')).toBe('0 - 0 - 1');
    expect(countText(levelCounts(index, null, [20], [200]), 'total')).toBe('1 - 0');
    expect(countText(levelCounts(index, null, [], [100]), 'mail')).toBe('1');
  });

  it("the server's counts per entity index alike (the overview's page carries them)", () => {
    const tallies = [
      { entity_type: 'farm', entity_id: 1, total: 1, mail: 0 },
      { entity_type: 'site', entity_id: 100, total: 1, mail: 1 },
      { entity_type: 'site', entity_id: 101, total: 1, mail: 0 },
      { entity_type: 'location', entity_id: 20, total: 1, mail: 0 },
    ] as const;
    expect(indexTallies(tallies)).toEqual(index);
    expect(countText(levelCounts(indexTallies([{ entity_type: 'site', entity_id: 100, total: 7, mail: 3 }]), 1, [10], [100, 101]), 'total')).toBe('0 - 0 - 7');
  });

  it('the empty texts name the filter text and the mail switch', () => {
    expect(emptyOverviewText('xyz', false)).toBe('Keine LDWU-Namen / -IDs enthalten den Text "xyz"');
    expect(emptyOverviewText('', true)).toBe('Keine LDWUs mit aktiven Benachrichtigungen.');
    expect(emptyOverviewText('', false)).toBe('Keine LDWUs');
  });

  it('farms with an incident on any level lead the overview, each part keeping its order', () => {
    const third = { id: 3, number: '276003', name: 'Talhof', display_name: '276003 - Talhof', locations: [30], sites: [300] };
    const all = [...farms, third];
    const order = (alerts: Parameters<typeof entitiesWithIncidents>[0]) => incidentFarmsFirst(all, entitiesWithIncidents(alerts)).map((f) => f.id);
    expect(order([{ entity_type: 'site', entity_id: 100, send_mail: false, last_incident: null }])).toEqual([1, 2, 3]);
    expect(order([{ entity_type: 'site', entity_id: 300, send_mail: false, last_incident: { id: 1 } }])).toEqual([3, 1, 2]);
    expect(order([
      { entity_type: 'location', entity_id: 20, send_mail: false, last_incident: { id: 2 } },
      { entity_type: 'farm', entity_id: 3, send_mail: false, last_incident: { id: 3 } },
    ])).toEqual([2, 3, 1]);
  });

  it("a site without location is listed as such under its farm ('Ohne Betrieb'), never after another location", () => {
    const rows = overviewTreeRows({ locations: [{ id: 10, name: 'Nord', sites: [site(100)] }, { id: 11, name: 'Süd', sites: [] }], unassigned: [site(199)] });
    const label = (r: (typeof rows)[number]) => (r.kind === 'location' ? `Betrieb ${r.name}` : r.kind === 'no-location' ? NO_LOCATION : `${r.site.display_name} @ ${r.location}`);
    expect(rows.map(label)).toEqual(['Ohne Betrieb', '276001 Stall 199 @ null', 'Betrieb Nord', '276001 Stall 100 @ 10', 'Betrieb Süd']);
    expect(overviewTreeRows({ locations: [{ id: 10, name: 'Nord', sites: [] }], unassigned: [] }).map(label)).toEqual(['Betrieb Nord']);
  });
});

describe('entity controlling page rules', () => {
  it('route segments, unloaded fields and the history window (12 months up to tomorrow)', () => {
    expect(entityOfSegment('sites')).toBe('site');
    expect(entityOfSegment('associations')).toBe('association');
    expect(entityOfSegment('kuehe')).toBeNull();
    expect(entityOfSegment('constructor')).toBeNull();
    // The page asks for the entity of its segment only: one root field of the entity query.
    expect(entityFlags(entityOfSegment('locations'))).toEqual({ association: false, farm: false, location: true, site: false });
    expect(entityFlags(null)).toEqual({ association: false, farm: false, location: false, site: false });
    // The history query knows no associations: it is sent only the flags it declares.
    expect(entityFlags('site', ['farm', 'location', 'site'])).toEqual({ farm: false, location: false, site: true });
    expect(fieldLabel(new Map(), 'fprz_pm')).toBe('Feld fprz_pm (nicht geladen)');
    expect(historyWindow('2026-03-31')).toEqual({ oldest_date: '2025-03-31', report_date: '2026-04-01' });
  });

  it('a value cell: state, and the tooltip with my value, standing and the group value with the differences', () => {
    const threshold = { operator: 'lt' as const, lower_bound: null, upper_bound: 90, is_relative: true };
    const cell = valueCell({ threshold, value: 40, groupValue: 50, date: '2026-11-02', hasIncident: false, higherIsBetter: true, precision: 1 });
    expect(cell.state).toBe('triggered'); // 90 % of 50 = 45 > 40
    expect(cell.text).toBe('40,0');
    expect(cell.tooltip).toEqual([
      'Mein Wert: 40,0',
      '...würde jetzt auslösen',
      'Schlechter als die Vergleichsgruppe',
      'Vergleichsgruppenwert (02.11.2026): 50,0',
      'Diff. Absolut: -10,0',
      'Diff. Prozentual: -20,0 %',
    ]);
    expect(valueCell({ threshold, value: 40, groupValue: 50, date: null, hasIncident: true, higherIsBetter: false, precision: 1 }).tooltip.slice(1, 3)).toEqual([
      '...löste ein Ereignis aus',
      'Besser als die Vergleichsgruppe',
    ]);
    expect(valueCell({ threshold, value: 50, groupValue: 50, date: null, hasIncident: false, higherIsBetter: true, precision: 1 }).tooltip.slice(1, 3)).toEqual([
      '...würde jetzt nicht auslösen',
      'Genauso gut wie die Vergleichsgruppe',
    ]);
  });
});

describe('control-field modal rules', () => {
  it('the body: Gt sends only the lower bound, In both', () => {
    const v = { ...EMPTY_CONTROL_FIELD, field: 'fprz_pm', comparison_group: 3, lower_bound: 2, upper_bound: 5 };
    expect(controlFieldBody({ ...v, operator: 'gt' })).toMatchObject({ lower_bound: 2, upper_bound: null, operator: 'gt' });
    expect(controlFieldBody({ ...v, operator: 'in' })).toMatchObject({ lower_bound: 2, upper_bound: 5 });
  });
});
