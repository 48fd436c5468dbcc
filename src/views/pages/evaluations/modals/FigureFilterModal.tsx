// The figure-filter modals (product rules ‹Figure-filter modals›, ‹Validation rules›): 'Neuen Kennzahlen-Filter erstellen' and
// 'Kennzahlen-Filter bearbeiten' choose figures from the catalogue grouped by category and
// subcategory, with a search; 'Kennzahlen-Filter ansehen' shows another user's filter read-only
// with 'Schließen' (and 'Kopie erstellen'). Rules from src/domain/evaluation-rules.ts.
import { useMemo, useState } from 'react';
import { CheckboxGroup } from 'react-aria-components/CheckboxGroup';
import { figureSections } from '../../../../domain/evaluation-layout.ts';
import { FIGURE_FILTER_MESSAGES, figureFilterProblems } from '../../../../domain/evaluation-rules.ts';
import { noticeFromError, toApiErrorInfo } from '../../../../domain/errors.ts';
import { Button } from '../../../ui/Button.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useCatalogue, usePickerMutations, type CatalogueField, type PickerFilter } from '../pickers/usePickerData.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the modals' own stylesheet (common brief: no edits to styles.css)
import '../evaluation-modals.css';

export type FigureFilterMode = 'create' | 'edit' | 'view';
const TITLES: Record<FigureFilterMode, string> = {
  create: 'Neuen Kennzahlen-Filter erstellen',
  edit: 'Kennzahlen-Filter bearbeiten',
  view: 'Kennzahlen-Filter ansehen',
};

export interface FigureFilterModalProps {
  mode: FigureFilterMode;
  filter: PickerFilter | null;
  onClose: () => void;
  onSaved: (id: number) => void;
  /** View mode: copy the filter (created at once, its edit modal opens). */
  onCopy?: () => void;
}

const matches = (f: CatalogueField, q: string) => !q || `${f.label} ${f.category} ${f.subcategory} ${f.pythonic_name}`.toLowerCase().includes(q.toLowerCase());

/** The sections of one category together (figureSections keeps them adjacent). */
function byCategory<S extends { category: string }>(sections: S[]): { category: string; subcategories: S[] }[] {
  const out: { category: string; subcategories: S[] }[] = [];
  for (const s of sections) {
    const last = out[out.length - 1];
    if (last && last.category === s.category) last.subcategories.push(s);
    else out.push({ category: s.category, subcategories: [s] });
  }
  return out;
}

export function FigureFilterModal({ mode, filter, onClose, onSaved, onCopy }: FigureFilterModalProps) {
  const { fields, loading } = useCatalogue();
  const mutations = usePickerMutations();
  const [name, setName] = useState(filter?.name ?? '');
  const [chosen, setChosen] = useState<string[]>(filter?.fields ?? []);
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const readOnly = mode === 'view';
  const known = useMemo(() => new Set(fields.map((f) => f.pythonic_name)), [fields]);
  const problems = figureFilterProblems({ name, fields: chosen.map((pythonic_name) => ({ pythonic_name })) }, known);
  const shown = submitted ? problems : {};
  const byName = useMemo(() => new Map(fields.map((f) => [f.pythonic_name, f])), [fields]);
  const sections = useMemo(
    () => byCategory(figureSections(fields.filter((f) => (readOnly ? chosen.includes(f.pythonic_name) : matches(f, query))).map((f) => ({ ...f, name: f.label })))),
    [fields, query, readOnly, chosen],
  );

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    setServerError(null);
    try {
      onSaved(await mutations.saveFilter(mode === 'edit' && filter ? filter.id : null, name.trim(), chosen));
    } catch (error) {
      const info = toApiErrorInfo(error);
      setServerError(info?.fields ? Object.values(info.fields).flat().join(' ') : (noticeFromError(error)?.message ?? 'Der Filter wurde nicht gespeichert.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog title={TITLES[mode]} isOpen onOpenChange={(open) => !open && !saving && onClose()}>
      <div className="form filter-modal">
        {readOnly ? (
          <p className="filter-modal__name">
            <strong>Name:</strong> {filter?.name}
          </p>
        ) : (
          <TextField label="Name" value={name} onChange={setName} isRequired isInvalid={!!shown.name} errorMessage={shown.name?.join(' ')} isDisabled={saving} />
        )}
        {readOnly ? null : <SearchField label="Kennzahlen suchen" value={query} onChange={setQuery} placeholder="z. B. Zellzahl" />}
        <p className="filter-modal__count" role="status">
          {chosen.length === 1 ? '1 Kennzahl ausgewählt' : `${chosen.length} Kennzahlen ausgewählt`}
        </p>
        {/* Editable modes keep the list's height while the catalogue loads and while a search narrows it,
            so the buttons below stand still (a tap on 'Erstellen' must not land on a moving target). */}
        <CheckboxGroup
          className={readOnly ? 'filter-modal__figures' : 'filter-modal__figures filter-modal__figures--steady'}
          value={chosen}
          onChange={(v) => setChosen(v)}
          isReadOnly={readOnly}
          isDisabled={saving}
          isInvalid={!!shown.fields}
          aria-label="Kennzahlen"
        >
          {loading ? <p>Kennzahlen werden geladen …</p> : null}
          {sections.map((c) => (
            <section key={c.category} className="filter-modal__category">
              <h3 className="filter-modal__category-title">{c.category}</h3>
              {c.subcategories.map((sub) => (
                <div key={sub.subcategory} className="filter-modal__subcategory">
                  <h4 className="filter-modal__subcategory-title">{sub.subcategory}</h4>
                  {sub.fields.map((f) => (
                    <Checkbox key={f.pythonic_name} value={f.pythonic_name}>
                      {byName.get(f.pythonic_name)?.label ?? f.pythonic_name}
                    </Checkbox>
                  ))}
                </div>
              ))}
            </section>
          ))}
          {!loading && sections.length === 0 ? <p>Keine Kennzahl passt zur Suche.</p> : null}
        </CheckboxGroup>
        {shown.fields ? <p className="field__error">{FIGURE_FILTER_MESSAGES.fieldRequired}</p> : null}
        {Object.keys(shown).length > 0 ? <Notice kind="error">{FIGURE_FILTER_MESSAGES.hint}</Notice> : null}
        {serverError ? <Notice kind="error">{serverError}</Notice> : null}
        <div className="dialog__actions">
          {readOnly ? (
            <>
              {onCopy ? (
                <Button variant="secondary" onPress={onCopy}>
                  Kopie erstellen
                </Button>
              ) : null}
              <Button onPress={onClose} autoFocus>
                Schließen
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onPress={onClose} isDisabled={saving}>
                Abbrechen
              </Button>
              <Button onPress={save} isPending={saving} pendingLabel="Wird gespeichert …">
                {mode === 'edit' ? 'Speichern' : 'Erstellen'}
              </Button>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
