// What the evaluation wizard sends and how it reads the answers (product rules ‹Evaluation modals›, ‹Evaluation, group and filter calls›): POST for a new
// evaluation or a copy, PATCH once stored; the start page only when the switch moved; a refusal's
// field messages with the tab that shows them, or a notice; a change clears its server message.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/domain/errors.ts';
import { emptyEvaluationForm, formAfterChange, type EvaluationFormValues } from '../../src/domain/evaluation-form.ts';
import { defaultChanged, defaultRefusal, defaultRequest, refusalTab, saveRefusal, saveRequest, type EvaluationDraft } from '../../src/domain/evaluation-save.ts';

const values: EvaluationFormValues = { ...emptyEvaluationForm(), name: ' Herdenvergleich ', entityType: 'farm', entityId: 7, groups: [4], isDefault: true };
const draft = (over: Partial<EvaluationDraft> = {}): EvaluationDraft => ({ mode: 'create', evaluationId: null, initial: emptyEvaluationForm(), values, user: { account_type: 'farm_admin' }, ...over });
const invalid = (fields: Record<string, string[]>) => new ApiError({ status: 400, detail: 'Ungültige Eingabe.', fields });

describe('evaluation save', () => {
  it('creates until the evaluation is stored, then updates it', () => {
    expect(saveRequest(draft())).toEqual({
      kind: 'create',
      body: { name: 'Herdenvergleich', entity_type: 'farm', entity_id: 7, filter: null, comparison_groups: [4], visibility: 'self', send_mail: false },
    });
    expect(saveRequest(draft({ mode: 'edit', evaluationId: 21 }))).toMatchObject({ kind: 'update', id: 21, body: { name: 'Herdenvergleich' } });
    // An edit without an id (cannot happen from the views) still never PATCHes nothing.
    expect(saveRequest(draft({ mode: 'edit' })).kind).toBe('create');
  });

  it('sets the start page only when the switch moved: on to this evaluation, off to none', () => {
    expect(defaultChanged(draft())).toBe(true);
    expect(defaultRequest(draft({ evaluationId: 21 }))).toEqual({ evaluationId: 21 });
    const off = draft({ evaluationId: 21, initial: { ...values }, values: { ...values, isDefault: false } });
    expect(defaultChanged(off)).toBe(true);
    expect(defaultRequest(off)).toEqual({ evaluationId: null });
    expect(defaultChanged(draft({ initial: { ...values } }))).toBe(false);
  });

  it("a refusal's field messages open the first tab that shows one; anything else is a notice on the third tab", () => {
    const both = invalid({ 'comparison_groups.0': ['Die Vergleichsgruppe 4 existiert nicht.'], filter: ['Der Filter existiert nicht.'] });
    expect(saveRefusal(both)).toEqual({ serverErrors: { groups: 'Die Vergleichsgruppe 4 existiert nicht.', filter: 'Der Filter existiert nicht.' }, notice: null });
    expect(refusalTab(both)).toBe('figures');
    expect(refusalTab(invalid({ name: ['Geben Sie einen Namen ein.'] }))).toBe('general');
    const down = new ApiError({ status: 500, statusText: 'Internal Server Error' });
    expect(saveRefusal(down)).toMatchObject({ serverErrors: {}, notice: { title: 'Auswertung nicht gespeichert', level: 'error' } });
    expect(refusalTab(down)).toBe('groups');
    expect(defaultRefusal(down)).toMatchObject({ title: 'Startseite nicht geändert', level: 'warning' });
  });

  it("a change marks its fields touched and drops only their server messages (entity type and id are one field)", () => {
    const after = formAfterChange({ values, touched: {}, serverErrors: { entity: 'Die Entität existiert nicht.', filter: 'Der Filter existiert nicht.' } }, { entityId: 8 }, { account_type: 'farm_admin' });
    expect(after.values.entityId).toBe(8);
    expect(after.touched).toEqual({ entity: true });
    expect(after.serverErrors).toEqual({ filter: 'Der Filter existiert nicht.' });
  });
});
