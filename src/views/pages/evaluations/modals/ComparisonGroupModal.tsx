// 'Neue Vergleichsgruppe erstellen' / 'Vergleichsgruppe bearbeiten' (product rules ‹Comparison-group modals›): the name, the kinds
// as tabs, the count of matching operations under the form, and the ok button ('Erstellen' /
// 'Speichern'). The comparisonGroupForm machine holds the state; this view renders it.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs';
import { useComparisonGroupFormActor } from '../../../../app/comparison-group-form-actor.ts';
import { useCurrentUser, useMinGroupSize } from '../../../../app/hooks.ts';
import { COMPARISON_GROUP_KINDS, EXPERT_COPIED_NOTICE, KIND_LABELS, offeredEntityTypes } from '../../../../domain/comparison-group-form.ts';
import { canSelectAssociationEntity } from '../../../../domain/permissions.ts';
import type { ComparisonGroupInput, ComparisonGroupKind } from '../../../../domain/comparison-group-rules.ts';
import {
  countFailure,
  countLine,
  currentKind,
  currentValues,
  exclusion,
  formNotice,
  groupName,
  isSaving,
  savedId,
  showsCopiedNotice,
  tooFewMessage,
  visibleErrors,
} from '../../../../machines/comparisonGroupForm/selectors.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useCatalogue } from '../pickers/usePickerData.ts';
import { useEntityTypes } from '../useEntityNames.ts';
import { GroupKindFields } from './GroupKindFields.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the modals' own stylesheet (common brief: no edits to styles.css)
import '../evaluation-modals.css';

export interface ComparisonGroupModalProps {
  /** The stored group when editing; null creates. */
  group: { id: number; input: ComparisonGroupInput } | null;
  onClose: () => void;
  onSaved: (id: number) => void;
}

export function ComparisonGroupModal({ group, onClose, onSaved }: ComparisonGroupModalProps) {
  // The server's minimum (MIN_GROUP_SIZE), which it also applies when it answers for the group.
  const minimum = useMinGroupSize();
  const actor = useComparisonGroupFormActor({ groupId: group?.id ?? null, group: group?.input ?? null, minimum });
  const s = useSelector(actor, (snap) => snap);
  const { fields, questions } = useCatalogue();
  // Every type the user sees entities of (a benchmark group may be bound to a visible association).
  const user = useCurrentUser();
  const entityTypes = useEntityTypes(user, true) ?? [];
  const associationUser = !!user && canSelectAssociationEntity(user);
  const saved = savedId(s);
  useEffect(() => {
    if (saved !== null) onSaved(saved);
  }, [saved, onSaved]);

  const kind = currentKind(s);
  const errors = visibleErrors(s);
  const saving = isSaving(s);
  const tooFew = tooFewMessage(s);
  const notice = formNotice(s);
  const title = group ? 'Vergleichsgruppe bearbeiten' : 'Neue Vergleichsgruppe erstellen';

  return (
    <Dialog title={title} isOpen onOpenChange={(open) => !open && !saving && onClose()}>
      <form
        className="form group-modal"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'form.submit' });
        }}
      >
        <TextField label="Name" value={groupName(s)} onChange={(name) => actor.send({ type: 'form.name', name })} isRequired isInvalid={!!errors.name} errorMessage={errors.name} isDisabled={saving} />
        <Tabs selectedKey={kind} onSelectionChange={(k) => actor.send({ type: 'kind.select', kind: k as ComparisonGroupKind })} className="group-modal__tabs">
          <TabList aria-label="Art der Vergleichsgruppe" className="group-modal__tablist">
            {COMPARISON_GROUP_KINDS.map((k) => (
              <Tab key={k} id={k} className="group-modal__tab">
                {KIND_LABELS[k]}
              </Tab>
            ))}
          </TabList>
          {COMPARISON_GROUP_KINDS.map((k) => (
            <TabPanel key={k} id={k} className="group-modal__panel">
              {showsCopiedNotice(s) && k === 'expert' ? <Notice kind="info">{EXPERT_COPIED_NOTICE}</Notice> : null}
              <GroupKindFields
                kind={k}
                values={currentValues(s)}
                errors={errors}
                onChange={(values) => actor.send({ type: 'form.change', values })}
                exclusion={exclusion(s)}
                fields={fields}
                questions={questions}
                entityTypes={offeredEntityTypes(k, entityTypes, associationUser)}
                isDisabled={saving}
              />
            </TabPanel>
          ))}
        </Tabs>
        <div className="group-modal__count" role="status" aria-live="polite">
          {countLine(s)}
        </div>
        {countFailure(s) ? <p className="group-modal__count-warning">{countFailure(s)}</p> : null}
        {tooFew ? <Notice kind="error">{tooFew}</Notice> : null}
        {errors.form ? <Notice kind="error">{errors.form}</Notice> : null}
        {notice ? (
          <Notice kind="error" title={notice.title}>
            <p>{notice.message}</p>
          </Notice>
        ) : null}
        <div className="dialog__actions">
          <Button variant="secondary" onPress={onClose} isDisabled={saving}>
            Abbrechen
          </Button>
          <Button type="submit" isPending={saving} pendingLabel="Wird gespeichert …">
            {group ? 'Speichern' : 'Erstellen'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
