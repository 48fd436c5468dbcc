// The wizard's form rules (product rules ‹Evaluation modals›, ‹Evaluation and group workflows›, ‹Validation rules›): readiness per tab, messages, copy and edit start
// values, the body it sends, server messages mapped to fields, and the 'deselektiert' partition.
import { describe, expect, it } from 'vitest';
import {
  applyFormChange, canOpenTab, emptyEvaluationForm, evaluationBody, evaluationFormErrors, evaluationFormFrom, firstTabWith, isTabReady,
  partitionSelection, serverFieldErrors,
} from '../../src/domain/evaluation-form.ts';
import { UNIVERSAL_NOT_SHAREABLE, canSetVisibility, visibilityOptions } from '../../src/domain/evaluation-visibility.ts';

const farmAdmin = { account_type: 'farm_admin' as const };
const lkvAdmin = { account_type: 'association_admin' as const };
const member = { account_type: 'association_member' as const };

describe('evaluation form', () => {
  it("messages of product rules ‹Validation rules›: 'Geben Sie einen Namen ein.', 'Wählen Sie eine Entität aus.', 'Wählen Sie mind. eine Vergleichsgruppe aus.'", () => {
    expect(evaluationFormErrors(emptyEvaluationForm())).toEqual({
      name: 'Geben Sie einen Namen ein.',
      entity: 'Wählen Sie eine Entität aus.',
      groups: 'Wählen Sie mind. eine Vergleichsgruppe aus.',
    });
    expect(evaluationFormErrors({ ...emptyEvaluationForm(), name: 'x', entityType: 'universal', groups: [1] })).toEqual({});
  });

  it('tab 1 needs a name and an entity (a type alone is not enough), tab 2 is always ready, tab 3 needs a group', () => {
    const v = { ...emptyEvaluationForm(), name: 'Vergleich', entityType: 'farm' as const };
    expect(isTabReady('general', v)).toBe(false);
    expect(isTabReady('general', { ...v, entityId: 3 })).toBe(true);
    expect(isTabReady('general', { ...v, name: '   ', entityId: 3 })).toBe(false);
    expect(isTabReady('figures', v)).toBe(true);
    expect(isTabReady('groups', v)).toBe(false);
    expect(canOpenTab('groups', { ...v, entityId: 3 })).toBe(true);
    expect(canOpenTab('figures', v)).toBe(false);
    expect(canOpenTab('general', v)).toBe(true);
  });

  it('visibility: offered only where allowed; universal ones cannot be shared; association and all only for association admins', () => {
    expect(canSetVisibility(farmAdmin, null)).toBe(false);
    expect(UNIVERSAL_NOT_SHAREABLE).toBe('Universelle Auswertungen können nicht geteilt werden.');
    expect(visibilityOptions(farmAdmin, 'farm')).toEqual(['self', 'farm']);
    expect(visibilityOptions(farmAdmin, 'association')).toEqual(['self']);
    expect(visibilityOptions(member, 'association')).toEqual(['self', 'farm']);
    expect(visibilityOptions(lkvAdmin, 'site')).toEqual(['self', 'farm', 'association', 'all']);
  });

  it('a new entity type clears the entity; a visibility no longer offered falls back to self', () => {
    const v = { ...emptyEvaluationForm(), entityType: 'association' as const, entityId: 2, visibility: 'all' as const, isDefault: true };
    expect(applyFormChange(v, { entityType: 'farm' }, lkvAdmin)).toMatchObject({ entityId: null, visibility: 'all', isDefault: true });
    expect(applyFormChange(v, { entityType: 'farm' }, farmAdmin)).toMatchObject({ visibility: 'self' });
    expect(applyFormChange(v, { entityType: 'universal' }, lkvAdmin)).toMatchObject({ visibility: 'self', isDefault: false });
  });

  it('the body: trimmed name, universal as no entity, groups in the order chosen', () => {
    const v = { ...emptyEvaluationForm(), name: '  Milch  ', entityType: 'universal' as const, entityId: 4, groups: [6, 2], filter: 3, sendMail: true };
    expect(evaluationBody(v, farmAdmin)).toEqual({ name: 'Milch', entity_type: null, entity_id: null, filter: 3, comparison_groups: [6, 2], visibility: 'self', send_mail: true });
  });

  it('edit and copy start values', () => {
    const stored = { id: 5, name: 'Verbandsüberblick', entity_type: 'association' as const, entity_id: 2, filter: null, comparison_groups: [2, 3], visibility: 'association' as const, send_mail: true };
    expect(evaluationFormFrom(stored, false, lkvAdmin, 5)).toMatchObject({ name: 'Verbandsüberblick', entityType: 'association', entityId: 2, visibility: 'association', isDefault: true });
    expect(evaluationFormFrom(stored, true, lkvAdmin, 5)).toMatchObject({ name: 'Verbandsüberblick Kopie', isDefault: false, sendMail: true });
    expect(evaluationFormFrom({ ...stored, entity_type: null, entity_id: null }, false, lkvAdmin, 5)).toMatchObject({ entityType: 'universal', visibility: 'self', isDefault: false });
  });

  it('server messages land on their fields and name the first tab holding one', () => {
    const errors = serverFieldErrors({ 'comparison_groups.1': ['Gruppe 9 fehlt.'], entity_id: ['Außerhalb.'], unknown: ['x'] });
    expect(errors).toEqual({ groups: 'Gruppe 9 fehlt.', entity: 'Außerhalb.' });
    expect(firstTabWith(errors)).toBe('general');
    expect(firstTabWith({ filter: 'x' })).toBe('figures');
    expect(firstTabWith({})).toBeNull();
  });

  it("groups the user cannot select (not visible, or without member locations) are dropped and kept as 'deselektiert'", () => {
    expect(partitionSelection([3, 1, 2, 8], [{ id: 1, location_count: 4 }, { id: 2, location_count: 0 }, { id: 3, location_count: 20 }])).toEqual({ kept: [3, 1], deselected: [2, 8] });
  });
});
