// Tab 'Vergleichsgruppen' of the evaluation wizard (contract.ts): the groups the user may choose as a
// multi-select list with name, kind, owner and member count (more than a page: searched on the
// server, the chosen ones listed first, src/domain/definition-search.ts); others' groups locked ('nur
// auswählbar'); groups that cannot be chosen say why; a details popover after 500 ms. Owners edit
// and delete (delete: 'Bitte bestätigen', and when evaluations use the group a second one with the
// server's text, then with force); anyone who may manage evaluations creates and copies.
import { useCallback, useMemo, useState } from 'react';
import { CheckboxGroup } from 'react-aria-components/CheckboxGroup';
import { useCurrentUser } from '../../../../app/hooks.ts';
import { comparisonGroupKind, type ComparisonGroupInput } from '../../../../domain/comparison-group-rules.ts';
import { describeGroupOptions, groupUnselectableReason, KIND_LABELS, OTHERS_GROUP_LABEL } from '../../../../domain/comparison-group-form.ts';
import { COPY_SUFFIX, POPOVER_DELAY_MS } from '../../../../domain/constants.ts';
import { DEFINITION_SEARCH_TEXT } from '../../../../domain/definition-search.ts';
import type { EntityRef } from '../../../../domain/entity-param.ts';
import { toApiErrorInfo } from '../../../../domain/errors.ts';
import {
  groupRefOfParam, HIDDEN_DEFINITION, LOCATION_SIZE_GROUP, LOCATION_SIZE_GROUP_HINT, LOCATION_SIZE_GROUP_LABEL, locationSizeAllowed, type EvaluationGroupRef,
} from '../../../../domain/evaluation-rules.ts';
import { UNKNOWN_ENTITY_NAME } from '../../../../domain/evaluation-list.ts';
import { LOCATION_SIZE_ONLY_FOR_LOCATION } from '../../../../domain/group-privacy.ts';
import { canManageEvaluations, isOwner } from '../../../../domain/permissions.ts';
import type { EntityType } from '../../../../domain/roles.ts';
import { Button } from '../../../ui/Button.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { ComparisonGroupModal } from '../modals/ComparisonGroupModal.tsx';
import { ConfirmDialog } from '../modals/ConfirmDialog.tsx';
import type { ComparisonGroupPickerProps } from './contract.ts';
import { DefinitionSearch } from './DefinitionSearch.tsx';
import { DetailsPopover } from './DetailsPopover.tsx';
import { LockedBadge } from './LockedBadge.tsx';
import { OwnerName } from './OwnerName.tsx';
import { useEntityNames } from '../useEntityNames.ts';
import { groupInputOf, useCatalogue, useComparisonGroups, usePickerMutations, type PickerGroup } from './usePickerData.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the modals' own stylesheet (common brief: no edits to styles.css)
import '../evaluation-modals.css';

/** The special group: always offered, selectable for a location or a universal evaluation. */
function LocationSizeRow({ entityType, selected }: { entityType: ComparisonGroupPickerProps['entityType']; selected: boolean }) {
  const allowed = locationSizeAllowed(entityType);
  return (
    <div className="picker__row">
      <div className="picker__main">
        <Checkbox value={LOCATION_SIZE_GROUP} isDisabled={!allowed && !selected} className="picker__check">
          <span className="picker__name">{LOCATION_SIZE_GROUP_LABEL}</span>
        </Checkbox>
        <span className="picker__meta">
          <span>{LOCATION_SIZE_GROUP_HINT}</span>
          {allowed ? null : <span className="picker__reason">{LOCATION_SIZE_ONLY_FOR_LOCATION}</span>}
        </span>
      </div>
    </div>
  );
}

type Editing = { group: { id: number; input: ComparisonGroupInput } | null };
/** wasSelected: the group was in the selection before the delete took it out (a cancel puts it back). */
type Deleting = { group: PickerGroup; serverText: string | null; wasSelected: boolean };

export function ComparisonGroupPicker({ value, onChange, deselected, entityType, isDisabled = false }: ComparisonGroupPickerProps) {
  const user = useCurrentUser();
  const [typed, setTyped] = useState('');
  const chosenIds = useMemo(() => [...value, ...deselected].filter((r): r is number => typeof r === 'number'), [value, deselected]);
  const { groups, fetching, error, complete, searchable, searching, more, empty } = useComparisonGroups(typed, chosenIds);
  const { fields, questions } = useCatalogue();
  // Names of the entities the groups are bound to, by id (not the user's whole lists).
  const refs = useMemo(() => groups.flatMap((g): EntityRef[] => (g.filter.entity_type && g.filter.entity_id !== null && g.filter.entity_id !== undefined ? [{ type: g.filter.entity_type, id: g.filter.entity_id }] : [])), [groups]);
  const { names } = useEntityNames(refs);
  const mutations = usePickerMutations();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const manage = !!user && canManageEvaluations(user) && !isDisabled;

  const labels = useMemo(() => {
    const fieldLabel = new Map(fields.map((f) => [f.pythonic_name, f.label]));
    const question = new Map(questions.map((q) => [q.name, q]));
    return {
      field: (n: string) => fieldLabel.get(n) ?? n,
      question: (n: string) => {
        const q = question.get(n);
        return q && { text: q.text, option: (k: string) => q.options.find((o) => o.key === k)?.label ?? k };
      },
      entity: (type: string, id: number) => names(type as EntityType, id) ?? UNKNOWN_ENTITY_NAME,
    };
  }, [fields, questions, names]);

  const select = useCallback((id: number) => onChange([...value.filter((v) => v !== id), id]), [onChange, value]);
  const onSaved = useCallback(
    (id: number) => {
      setEditing(null);
      select(id);
    },
    [select],
  );

  const copy = async (g: PickerGroup) => {
    setFailure(null);
    try {
      const id = await mutations.copyGroup(g);
      select(id);
      setEditing({ group: { id, input: { ...groupInputOf(g), name: `${g.name}${COPY_SUFFIX}` } } });
    } catch (e) {
      setFailure(toApiErrorInfo(e)?.detail ?? 'Die Kopie wurde nicht erstellt.');
    }
  };

  const remove = async (d: Deleting) => {
    // The group leaves the selection first (product rules ‹Evaluation and group workflows›), then the delete: without force, then with.
    onChange(value.filter((v) => v !== d.group.id));
    try {
      await mutations.deleteGroup(d.group.id, d.serverText !== null);
      setDeleting(null);
    } catch (e) {
      const info = toApiErrorInfo(e);
      if (d.serverText === null && info?.status === 400) setDeleting({ ...d, serverText: info.detail ?? 'Die Vergleichsgruppe wird verwendet.' });
      else {
        cancelDelete(d);
        setFailure(info?.detail ?? 'Die Vergleichsgruppe wurde nicht gelöscht.');
      }
    }
  };

  // The group stays after all: it goes back into the selection the delete took it out of.
  const cancelDelete = (d: Deleting) => {
    setDeleting(null);
    if (d.wasSelected) onChange([...value.filter((v) => v !== d.group.id), d.group.id]);
  };

  return (
    <div className="picker">
      <div className="picker__head">
        <p className="picker__hint">Wählen Sie eine oder mehrere Vergleichsgruppen.</p>
        {manage ? (
          <Button variant="secondary" onPress={() => setEditing({ group: null })}>
            Neue Vergleichsgruppe
          </Button>
        ) : null}
      </div>
      {fetching ? <Spinner label="Vergleichsgruppen werden geladen …" /> : null}
      {error ? <Notice kind="error">Die Vergleichsgruppen konnten nicht geladen werden ({error.status ?? 'keine Antwort'}).</Notice> : null}
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      {searchable ? (
        <DefinitionSearch label={DEFINITION_SEARCH_TEXT.groupsLabel} typed={typed} onType={setTyped} searching={searching} more={more} empty={empty} />
      ) : null}
      <CheckboxGroup
        aria-label="Vergleichsgruppen"
        value={value.map(String)}
        onChange={(ids) => onChange(ids.map(groupRefOfParam).filter((r): r is EvaluationGroupRef => r !== null))}
        isDisabled={isDisabled}
        className="picker__list"
      >
        {deselected.map((id) => (
          <div key={`d${id}`} className="picker__row picker__row--deselected">
            <span className="picker__name">{id === LOCATION_SIZE_GROUP ? LOCATION_SIZE_GROUP_LABEL : (groups.find((g) => g.id === id)?.name ?? HIDDEN_DEFINITION.group)}</span>
            <span className="badge badge--muted">deselektiert</span>
          </div>
        ))}
        <LocationSizeRow entityType={entityType} selected={value.includes(LOCATION_SIZE_GROUP)} />
        {groups.map((g) => {
          const own = !!user && isOwner(user, g);
          const reason = groupUnselectableReason(g, entityType);
          const input = groupInputOf(g);
          return (
            <div key={g.id} className="picker__row">
              <div className="picker__main">
                <Checkbox value={String(g.id)} isDisabled={reason !== null && !value.includes(g.id)} className="picker__check">
                  <span className="picker__name">{g.name}</span>
                </Checkbox>
                <span className="picker__meta">
                  <span>{KIND_LABELS[comparisonGroupKind(input)]}</span>
                  <OwnerName owner={g.user} me={user?.id} />
                  <span>{g.location_count === 1 ? '1 Betrieb' : `${g.location_count.toLocaleString('de-DE')} Betriebe`}</span>
                  {own ? null : <LockedBadge text={OTHERS_GROUP_LABEL} />}
                  {reason ? <span className="picker__reason">{reason}</span> : null}
                </span>
              </div>
              <span className="picker__tools">
                <DetailsPopover label={`Optionen von „${g.name}“`} delay={POPOVER_DELAY_MS.comparisonGroup} title={g.name}>
                  <ul className="details-popover__list">
                    {describeGroupOptions(input, labels).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </DetailsPopover>
                {manage && own ? (
                  <Button variant="quiet" onPress={() => setEditing({ group: { id: g.id, input } })} aria-label={`„${g.name}“ bearbeiten`}>
                    Bearbeiten
                  </Button>
                ) : null}
                {manage ? (
                  <Button variant="quiet" onPress={() => copy(g)} aria-label={`Kopie erstellen: „${g.name}“`}>
                    Kopie erstellen
                  </Button>
                ) : null}
                {manage && own ? (
                  <Button variant="quiet" className="picker__delete" onPress={() => setDeleting({ group: g, serverText: null, wasSelected: value.includes(g.id) })} aria-label={`„${g.name}“ löschen`}>
                    Löschen
                  </Button>
                ) : null}
              </span>
            </div>
          );
        })}
      </CheckboxGroup>
      {!fetching && complete && groups.length === 0 ? <p>Noch keine Vergleichsgruppen vorhanden.</p> : null}
      {editing ? <ComparisonGroupModal key={editing.group?.id ?? 'new'} group={editing.group} onClose={() => setEditing(null)} onSaved={onSaved} /> : null}
      {deleting ? (
        <ConfirmDialog
          key={deleting.serverText === null ? 'first' : 'force'}
          question={`Möchten Sie die Vergleichsgruppe '${deleting.group.name}' wirklich löschen?`}
          serverText={deleting.serverText}
          onConfirm={() => remove(deleting)}
          onCancel={() => (deleting.serverText === null ? setDeleting(null) : cancelDelete(deleting))}
        />
      ) : null}
    </div>
  );
}
