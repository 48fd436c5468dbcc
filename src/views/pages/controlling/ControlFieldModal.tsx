// 'Neues Kontrollfeld' and its edit twin (product rules ‹Control-field modals›): renders the
// controlFieldForm machine, each part reading only what it shows; the live hint and saving are the
// machine's effects (src/app/control-field-actors.ts).
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useControlFieldFormActor } from '../../../app/control-field-actors.ts';
import { useGroupChoiceActor } from '../../../app/group-choice-actor.ts';
import { DEFINITION_SEARCH_TEXT } from '../../../domain/definition-search.ts';
import { LIFECYCLE_FIELD_LABELS, LIFECYCLE_LEGEND, RECOVERY_MARGIN_HELP, pendingTestDaysHelp, recoveryMarginLabel } from '../../../domain/alert-lifecycle-view.ts';
import { GROUP_PLACEHOLDER, initialControlField, type FieldOption, type StoredControlField } from '../../../domain/control-field-form.ts';
import { OPERATORS, OPERATOR_LABELS, isRangeOperator, usesBound, type Operator } from '../../../domain/trigger.ts';
import type { ControlFieldEntity, ControlFieldFormActorRef } from '../../../machines/controlFieldForm/machine.ts';
import * as sel from '../../../machines/controlFieldForm/selectors.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { SearchChoiceField } from '../../ui/SearchChoiceField.tsx';
import { Select } from '../../ui/Select.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Switch } from '../../ui/Switch.tsx';

export interface ControlFieldModalProps {
  entity: ControlFieldEntity;
  /** The edited control field; null for a new one. */
  alert: StoredControlField | null;
  catalogue: readonly FieldOption[];
  watched: readonly string[];
  onClose: (savedId: number | null) => void;
}

export function ControlFieldModal({ entity, alert, catalogue, watched, onClose }: ControlFieldModalProps) {
  const actor = useControlFieldFormActor({ entity, alertId: alert?.id ?? null, initial: initialControlField(alert), catalogue, watched });
  const saved = useSelector(actor, sel.isSaved);
  const savedId = useSelector(actor, sel.savedId);
  useEffect(() => {
    if (saved) onClose(savedId);
  }, [saved, savedId, onClose]);
  return (
    <Dialog title={alert ? 'Kontrollfeld bearbeiten' : 'Neues Kontrollfeld'} isOpen onOpenChange={(open) => !open && onClose(null)}>
      <form
        className="form control-field-form"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'form.submit' });
        }}
      >
        <FieldChoice actor={actor} />
        <Threshold actor={actor} />
        <Lifecycle actor={actor} />
        <GroupChoice actor={actor} />
        <MailSwitch actor={actor} />
        <LiveHint actor={actor} />
        <FormNotice actor={actor} />
        <Actions actor={actor} editing={alert !== null} onCancel={() => onClose(null)} />
      </form>
    </Dialog>
  );
}

type Part = { actor: ControlFieldFormActorRef };

function FieldChoice({ actor }: Part) {
  const category = useSelector(actor, sel.category);
  const subcategory = useSelector(actor, sel.subcategory);
  const field = useSelector(actor, sel.field);
  const categories = useSelector(actor, sel.categories, sel.sameChoices);
  const subcategories = useSelector(actor, sel.subcategories, sel.sameChoices);
  const fields = useSelector(actor, sel.fields, sel.sameChoices);
  const fieldError = useSelector(actor, sel.fieldError);
  return (
    <fieldset className="control-field-form__group">
      <legend>Kennzahl</legend>
      <Select
        label="Kategorie"
        placeholder="Kategorie wählen"
        items={categories}
        selectedKey={category}
        onSelectionChange={(key) => key !== null && actor.send({ type: 'choice.category', category: String(key) })}
      />
      <Select
        label="Unterkategorie"
        placeholder="Unterkategorie wählen"
        items={subcategories}
        isDisabled={category === null}
        selectedKey={subcategory}
        onSelectionChange={(key) => key !== null && actor.send({ type: 'choice.subcategory', subcategory: String(key) })}
      />
      <Select
        label="Feld"
        placeholder="Feld wählen"
        items={fields}
        isDisabled={subcategory === null}
        selectedKey={field}
        onSelectionChange={(key) => key !== null && actor.send({ type: 'choice.field', field: String(key) })}
        isInvalid={!!fieldError}
        errorMessage={fieldError}
      />
    </fieldset>
  );
}

/** A threshold in German notation ('3,5', '9.450'); empty is null. */
function BoundInput({ label, value, message, onChange }: { label: string; value: number | null; message: string | undefined; onChange: (v: number | null) => void }) {
  return <NumberField label={label} defaultValue={value} errorMessage={message} onChange={onChange} />;
}

function Threshold({ actor }: Part) {
  const operator = useSelector(actor, sel.operator);
  const lower = useSelector(actor, sel.lowerBound);
  const upper = useSelector(actor, sel.upperBound);
  const relative = useSelector(actor, sel.isRelative);
  const lowerMessage = useSelector(actor, sel.lowerBoundMessage);
  const upperMessage = useSelector(actor, sel.upperBoundMessage);
  const ranged = isRangeOperator(operator);
  const unit = relative ? ' (in % der Vergleichsgruppe)' : '';
  return (
    <fieldset className="control-field-form__group">
      <legend>Schwellenwert</legend>
      <Select
        label="Bedingung"
        items={OPERATORS.map((op) => ({ id: op, label: OPERATOR_LABELS[op] }))}
        selectedKey={operator}
        onSelectionChange={(key) => key !== null && actor.send({ type: 'threshold.operator', operator: key as Operator })}
      />
      <div className="control-field-form__bounds">
        {usesBound(operator, 'lower') ? (
          <BoundInput label={`${ranged ? 'Linker Bereichswert' : 'Wert'}${unit}`} value={lower} message={lowerMessage} onChange={(value) => actor.send({ type: 'threshold.lower', value })} />
        ) : null}
        {usesBound(operator, 'upper') ? (
          <BoundInput label={`${ranged ? 'Rechter Bereichswert' : 'Wert'}${unit}`} value={upper} message={upperMessage} onChange={(value) => actor.send({ type: 'threshold.upper', value })} />
        ) : null}
      </div>
      <Switch isSelected={relative} onChange={(on) => actor.send({ type: 'threshold.relative', on })}>
        Relativ zur Vergleichsgruppe (Prozent ihres Werts)
      </Switch>
    </fieldset>
  );
}

/** When it fires and when it counts as resolved (product rules ‹Control-field lifecycle›). */
function Lifecycle({ actor }: Part) {
  const days = useSelector(actor, sel.pendingTestDays);
  const margin = useSelector(actor, sel.recoveryMargin);
  const relative = useSelector(actor, sel.isRelative);
  const daysMessage = useSelector(actor, sel.pendingTestDaysMessage);
  const marginMessage = useSelector(actor, sel.recoveryMarginMessage);
  return (
    <fieldset className="control-field-form__group">
      <legend>{LIFECYCLE_LEGEND}</legend>
      <div className="control-field-form__bounds">
        <NumberField
          label={LIFECYCLE_FIELD_LABELS.pending_test_days}
          defaultValue={days}
          description={pendingTestDaysHelp(days)}
          errorMessage={daysMessage}
          onChange={(value) => actor.send({ type: 'lifecycle.pendingDays', value })}
        />
        <NumberField
          label={recoveryMarginLabel(relative)}
          defaultValue={margin}
          description={RECOVERY_MARGIN_HELP}
          errorMessage={marginMessage}
          onChange={(value) => actor.send({ type: 'lifecycle.margin', value })}
        />
      </div>
    </fieldset>
  );
}

/** The comparison group out of all the caller sees, searched on the server when there are many. */
function GroupChoice({ actor }: Part) {
  const group = useSelector(actor, sel.comparisonGroup);
  const groupError = useSelector(actor, sel.groupError);
  const groupProblem = useSelector(actor, sel.groupProblem);
  const choice = useGroupChoiceActor(group);
  return (
    <>
      <SearchChoiceField
        actor={choice}
        label="Vergleichsgruppe"
        placeholder={GROUP_PLACEHOLDER}
        searchPlaceholder={DEFINITION_SEARCH_TEXT.placeholder}
        value={group}
        onChange={(chosen) => chosen && actor.send({ type: 'group.choose', group: chosen.id })}
        {...(groupError ? { errorMessage: groupError } : {})}
      />
      {groupProblem ? (
        <p className="warning-text" role="status">
          <span aria-hidden="true">⚠ </span>
          {groupProblem}
        </p>
      ) : null}
    </>
  );
}

function MailSwitch({ actor }: Part) {
  const sendMail = useSelector(actor, sel.sendMail);
  return (
    <Switch isSelected={sendMail} onChange={(on) => actor.send({ type: 'mail.toggle', on })}>
      Benachrichtigung per E-Mail
    </Switch>
  );
}

type Hint = NonNullable<ReturnType<typeof sel.hint>>;

function LiveHint({ actor }: Part) {
  const loading = useSelector(actor, sel.isHintLoading);
  const failed = useSelector(actor, sel.hintFailed);
  const hint = useSelector(actor, sel.hint, sel.sameHint);
  // While a choice reloads it, the last hint keeps its room (hidden) under the spinner, so the buttons
  // below stay where they were (a tap must not land beside them); before the first, a two-line room.
  const [last, setLast] = useState<Hint | null>(hint);
  if (hint && hint !== last) setLast(hint); // React's pattern for a value kept from an earlier render
  if (loading) {
    return (
      <div className="control-hint-slot">
        {last ? <HintLines hint={last} hidden /> : null}
        <Spinner label="Aktueller Wert wird geladen …" showLabel className="control-hint-slot__spinner" />
      </div>
    );
  }
  if (!failed && !hint) return null;
  return <div className="control-hint-slot">{hint ? <HintLines hint={hint} /> : <p className="muted control-hint-slot__failed">Der aktuelle Wert konnte nicht geladen werden.</p>}</div>;
}

/** The hint's lines; `hidden`: only its room (the last hint while the next one loads). */
function HintLines({ hint, hidden = false }: { hint: Hint; hidden?: boolean }) {
  const kind = hint.triggers === true ? 'control-hint--triggers' : hint.triggers === false ? 'control-hint--quiet' : '';
  return (
    <div className={`control-hint ${kind}${hidden ? ' control-hint--room' : ''}`} role={hidden ? undefined : 'status'} aria-hidden={hidden || undefined}>
      {hint.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

function FormNotice({ actor }: Part) {
  const notice = useSelector(actor, sel.formNotice);
  const blocker = useSelector(actor, sel.saveBlocker);
  return (
    <>
      {notice ? (
        <Notice kind="error" title={notice.title}>
          {notice.message}
        </Notice>
      ) : null}
      {blocker ? (
        <p id="control-field-blocker" className="field__description">
          {blocker}
        </p>
      ) : null}
    </>
  );
}

function Actions({ actor, editing, onCancel }: Part & { editing: boolean; onCancel: () => void }) {
  const canSave = useSelector(actor, sel.canSave);
  const saving = useSelector(actor, sel.isSaving);
  const blocked = useSelector(actor, sel.isBlocked);
  return (
    <div className="dialog__actions">
      <Button variant="secondary" onPress={onCancel}>
        Abbrechen
      </Button>
      <Button type="submit" isDisabled={!canSave} isPending={saving} aria-describedby={blocked ? 'control-field-blocker' : undefined}>
        {editing ? 'Speichern' : 'Hinzufügen'}
      </Button>
    </div>
  );
}
