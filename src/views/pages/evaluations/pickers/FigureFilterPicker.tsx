// Tab 'Kennzahlen' of the evaluation wizard (contract.ts): one figure filter or none (all figures),
// with name, owner and figure count and a popover of its figures after 500 ms (more than a page:
// searched on the server, the chosen one listed first, src/domain/definition-search.ts). Owners edit and
// delete; others' filters open read-only ('Kennzahlen-Filter ansehen') and can be copied (created
// at once with ' Kopie', then its edit modal opens). After any change the list reloads and the
// saved filter is selected.
import { useCallback, useMemo, useState } from 'react';
import { useCurrentUser } from '../../../../app/hooks.ts';
import { COPY_SUFFIX, POPOVER_DELAY_MS } from '../../../../domain/constants.ts';
import { DEFINITION_SEARCH_TEXT } from '../../../../domain/definition-search.ts';
import { toApiErrorInfo } from '../../../../domain/errors.ts';
import { canManageEvaluations, isOwner } from '../../../../domain/permissions.ts';
import { Button } from '../../../ui/Button.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { Radio, RadioGroup } from '../../../ui/RadioGroup.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { ConfirmDialog } from '../modals/ConfirmDialog.tsx';
import { FigureFilterModal, type FigureFilterMode } from '../modals/FigureFilterModal.tsx';
import type { FigureFilterPickerProps } from './contract.ts';
import { DefinitionSearch } from './DefinitionSearch.tsx';
import { DetailsPopover } from './DetailsPopover.tsx';
import { LockedBadge } from './LockedBadge.tsx';
import { OwnerName } from './OwnerName.tsx';
import { useCatalogue, useFigureFilters, usePickerMutations, type PickerFilter } from './usePickerData.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the modals' own stylesheet (common brief: no edits to styles.css)
import '../evaluation-modals.css';

const ALL = 'all';

export function FigureFilterPicker({ value, onChange, isDisabled = false }: FigureFilterPickerProps) {
  const user = useCurrentUser();
  const [typed, setTyped] = useState('');
  const { filters, fetching, error, searchable, searching, more, empty } = useFigureFilters(typed, value);
  const { fields } = useCatalogue();
  const mutations = usePickerMutations();
  const [open, setOpen] = useState<{ mode: FigureFilterMode; filter: PickerFilter | null } | null>(null);
  const [deleting, setDeleting] = useState<PickerFilter | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const manage = !!user && canManageEvaluations(user) && !isDisabled;
  const label = useMemo(() => new Map(fields.map((f) => [f.pythonic_name, f.label])), [fields]);

  const onSaved = useCallback(
    (id: number) => {
      setOpen(null);
      onChange(id);
    },
    [onChange],
  );
  const copy = async (f: PickerFilter) => {
    setFailure(null);
    try {
      const name = `${f.name}${COPY_SUFFIX}`;
      const id = await mutations.saveFilter(null, name, f.fields);
      onChange(id);
      setOpen({ mode: 'edit', filter: { id, name, user: user?.id ?? null, fields: f.fields } });
    } catch (e) {
      setFailure(toApiErrorInfo(e)?.detail ?? 'Die Kopie wurde nicht erstellt.');
    }
  };
  const remove = async (f: PickerFilter) => {
    try {
      await mutations.deleteFilter(f.id);
      if (value === f.id) onChange(null);
    } catch (e) {
      setFailure(toApiErrorInfo(e)?.detail ?? 'Der Kennzahlen-Filter wurde nicht gelöscht.');
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="picker">
      <div className="picker__head">
        <p className="picker__hint">Ohne Filter zeigt die Auswertung alle Kennzahlen.</p>
        {manage ? (
          <Button variant="secondary" onPress={() => setOpen({ mode: 'create', filter: null })}>
            Neuer Kennzahlen-Filter
          </Button>
        ) : null}
      </div>
      {fetching ? <Spinner label="Kennzahlen-Filter werden geladen …" /> : null}
      {error ? <Notice kind="error">Die Kennzahlen-Filter konnten nicht geladen werden ({error.status ?? 'keine Antwort'}).</Notice> : null}
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      {searchable ? (
        <DefinitionSearch label={DEFINITION_SEARCH_TEXT.filtersLabel} typed={typed} onType={setTyped} searching={searching} more={more} empty={empty} />
      ) : null}
      <RadioGroup label="Kennzahlen-Filter" value={value === null ? ALL : String(value)} onChange={(v) => onChange(v === ALL ? null : Number(v))} isDisabled={isDisabled} className="picker__list">
        <div className="picker__row">
          <Radio value={ALL}>Alle Kennzahlen (kein Filter)</Radio>
        </div>
        {filters.map((f) => {
          const own = !!user && isOwner(user, f);
          return (
            <div key={f.id} className="picker__row">
              <div className="picker__main">
                <Radio value={String(f.id)}>
                  <span className="picker__name">{f.name}</span>
                </Radio>
                <span className="picker__meta">
                  <span>{f.fields.length === 1 ? '1 Kennzahl' : `${f.fields.length} Kennzahlen`}</span>
                  <OwnerName owner={f.user} me={user?.id} />
                  {own ? null : <LockedBadge text="nur ansehen und kopieren" />}
                </span>
              </div>
              <span className="picker__tools">
                <DetailsPopover label={`Kennzahlen von „${f.name}“`} delay={POPOVER_DELAY_MS.filter} title={f.name}>
                  <ul className="details-popover__list">
                    {f.fields.map((n) => (
                      <li key={n}>{label.get(n) ?? n}</li>
                    ))}
                  </ul>
                </DetailsPopover>
                {own && manage ? (
                  <Button variant="quiet" onPress={() => setOpen({ mode: 'edit', filter: f })} aria-label={`„${f.name}“ bearbeiten`}>
                    Bearbeiten
                  </Button>
                ) : (
                  <Button variant="quiet" onPress={() => setOpen({ mode: 'view', filter: f })} aria-label={`„${f.name}“ ansehen`}>
                    Ansehen
                  </Button>
                )}
                {manage ? (
                  <Button variant="quiet" onPress={() => copy(f)} aria-label={`Kopie erstellen: „${f.name}“`}>
                    Kopie erstellen
                  </Button>
                ) : null}
                {own && manage ? (
                  <Button variant="quiet" className="picker__delete" onPress={() => setDeleting(f)} aria-label={`„${f.name}“ löschen`}>
                    Löschen
                  </Button>
                ) : null}
              </span>
            </div>
          );
        })}
      </RadioGroup>
      {open ? (
        <FigureFilterModal
          key={`${open.mode}${open.filter?.id ?? ''}`}
          mode={open.mode}
          filter={open.filter}
          onClose={() => setOpen(null)}
          onSaved={onSaved}
          {...(open.mode === 'view' && open.filter && manage ? { onCopy: () => copy(open.filter!) } : {})}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog question={`Möchten Sie den Kennzahlen-Filter '${deleting.name}' wirklich löschen?`} onConfirm={() => remove(deleting)} onCancel={() => setDeleting(null)} />
      ) : null}
    </div>
  );
}
