// The evaluations list (product rules ‹Evaluations list›): sections, their order and sort, and the row tools per role.
import { describe, expect, it } from 'vitest';
import { deleteQuestion, evaluationSections, rowTools, UNKNOWN_ENTITY_NAME, type ListedEvaluation } from '../../src/domain/evaluation-list.ts';
import type { EntityType } from '../../src/domain/roles.ts';

const ev = (id: number, name: string, entity_type: EntityType | null, entity_id: number | null, user = 7): ListedEvaluation => ({ id, name, user, entity_type, entity_id });
const names: Record<string, string> = { 'farm:1': 'Zeller Hof', 'farm:2': 'Achental', 'location:5': 'Stall Nord', 'association:3': 'LKV - Süd', 'site:9': '1001 Weide' };
const lookup = (type: EntityType, id: number) => names[`${type}:${id}`];

describe('evaluation sections', () => {
  it('Universell first, then Verband, LDWU, Betrieb, Betriebsstätte; empty sections are left out', () => {
    const sections = evaluationSections([ev(1, 'A', 'site', 9), ev(2, 'B', 'farm', 1), ev(3, 'C', null, null), ev(4, 'D', 'association', 3)], lookup);
    expect(sections.map((s) => s.title)).toEqual(['Universell', 'Verband', 'LDWU', 'Betriebsstätte']);
  });

  it('inside a section by entity name (not id), then by evaluation name, German collation', () => {
    const sections = evaluationSections(
      [ev(1, 'Zellzahl', 'farm', 1), ev(2, 'Ökovergleich', 'farm', 1), ev(3, 'Milch', 'farm', 2), ev(4, 'abgänge', 'farm', 1)],
      lookup,
    );
    expect(sections[0]!.entries.map((e) => `${e.entityName}: ${e.evaluation.name}`)).toEqual([
      'Achental: Milch',
      'Zeller Hof: abgänge',
      'Zeller Hof: Ökovergleich',
      'Zeller Hof: Zellzahl',
    ]);
  });

  it("an entity the user cannot see is named '<unbekannt>'", () => {
    expect(evaluationSections([ev(1, 'Fremd', 'location', 404)], lookup)[0]!.entries[0]!.entityName).toBe(UNKNOWN_ENTITY_NAME);
    expect(UNKNOWN_ENTITY_NAME).toBe('<unbekannt>');
  });
});

describe('row tools', () => {
  const own = ev(1, 'Eigene', 'farm', 1, 7);
  const foreign = ev(2, 'Fremde', 'farm', 1, 8);
  const universal = ev(3, 'Universell', null, null, 7);
  it('a farm admin: star on entity-bound ones, copy on all, edit and delete only on their own', () => {
    const admin = { id: 7, account_type: 'farm_admin' as const };
    expect(rowTools(admin, own)).toEqual({ star: true, edit: true, copy: true, remove: true });
    expect(rowTools(admin, foreign)).toEqual({ star: true, edit: false, copy: true, remove: false });
    expect(rowTools(admin, universal)).toEqual({ star: false, edit: true, copy: true, remove: true });
  });
  it('farm staff without evaluation rights: only the star, even on their own', () => {
    const staff = { id: 7, account_type: 'farm_staff' as const, permissions: { allow_evaluation_creation: false } };
    expect(rowTools(staff, own)).toEqual({ star: true, edit: false, copy: false, remove: false });
    const allowed = { ...staff, permissions: { allow_evaluation_creation: true } };
    expect(rowTools(allowed, own)).toEqual({ star: true, edit: true, copy: true, remove: true });
  });
  it('the delete question names the evaluation', () => {
    expect(deleteQuestion('Herdenvergleich')).toBe("Möchten Sie die Auswertung 'Herdenvergleich' wirklich löschen?");
  });
});
