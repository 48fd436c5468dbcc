// 'Neues Kontrollfeld' and its edit twin (product rules ‹Control-field modals›): renders the
// controlFieldForm machine; the live hint and saving are the machine's effects, built here on the
// views' urql client.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useClient, type Client } from 'urql';
import { useAppSystem } from '../../../app/AppContext.tsx';
import { useGroupChoiceActor } from '../../../app/group-choice-actor.ts';
import { DEFINITION_SEARCH_TEXT } from '../../../domain/definition-search.ts';
import { EMPTY_CONTROL_FIELD, GROUP_PLACEHOLDER, type ControlFieldValues, type FieldOption } from '../../../domain/control-field-form.ts';
import { OPERATORS, OPERATOR_LABELS, usesBound, type Operator } from '../../../domain/trigger.ts';
import { CreateAlertDocument, CurrentValueDocument, UpdateAlertDocument } from '../../../gateway/client/generated/graphql.ts';
import { provideControlFieldForm, type ControlFieldFormEffects } from '../../../machines/controlFieldForm/effects.ts';
import type { ControlFieldEntity, ControlFieldFormSnapshot } from '../../../machines/controlFieldForm/machine.ts';
import * as sel from '../../../machines/controlFieldForm/selectors.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { SearchChoiceField } from '../../ui/SearchChoiceField.tsx';
import { Select } from '../../ui/Select.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { operatorToWire as toWire } from '../../../domain/trigger.ts';
import { type Alert } from './data.ts';
import { resultData } from '../../../gateway/client/operation-result.ts';

function modalEffects(client: Client): ControlFieldFormEffects {
  return {
    // The server answers by the rule detection uses, so the hint and the incidents never disagree.
    async loadHint({ entity_type, entity_id, field, comparison_group }) {
      const variables = { entity_type, entity_id, field, ...(comparison_group === null ? {} : { comparison_group }) };
      const d = await resultData(client.query(CurrentValueDocument, variables, { requestPolicy: 'network-only' }).toPromise());
      const current = d.getCurrentValue;
      return { value: current?.value ?? null, groupValue: current?.group_value ?? null, groupProblem: current?.group_problem ?? null };
    },
    async saveAlert(input) {
      if (input.kind === 'create') {
        const d = await resultData(client.mutation(CreateAlertDocument, { input: { ...input.body, operator: toWire(input.body.operator) } }).toPromise());
        return { id: d.createAlert!.id };
      }
      const d = await resultData(client.mutation(UpdateAlertDocument, { id: input.id, input: { ...input.body, operator: toWire(input.body.operator) } }).toPromise());
      return { id: d.updateAlert!.id };
    },
  };
}

export interface ControlFieldModalProps {
  entity: ControlFieldEntity;
  /** The edited control field; null for a new one. */
  alert: Alert | null;
  catalogue: readonly FieldOption[];
  watched: readonly string[];
  onClose: (savedId: number | null) => void;
}

const initialOf = (alert: Alert | null): ControlFieldValues =>
  alert
    ? { ...EMPTY_CONTROL_FIELD, field: alert.field, operator: alert.operator, lower_bound: alert.lower_bound, upper_bound: alert.upper_bound, is_relative: alert.is_relative, comparison_group: alert.comparison_group, send_mail: alert.send_mail }
    : EMPTY_CONTROL_FIELD;

export function ControlFieldModal({ entity, alert, catalogue, watched, onClose }: ControlFieldModalProps) {
  const client = useClient();
  const { journal } = useAppSystem();
  const actor = useActorRef(provideControlFieldForm(modalEffects(client)), {
    input: { entity, alertId: alert?.id ?? null, initial: initialOf(alert), catalogue, watched },
    inspect: journal.inspect,
  });
  const s = useSelector(actor, (snap) => snap);
  useEffect(() => {
    if (sel.isSaved(s)) onClose(sel.savedId(s));
  }, [s, onClose]);
  return (
    <Dialog title={alert ? 'Kontrollfeld bearbeiten' : 'Neues Kontrollfeld'} isOpen onOpenChange={(open) => !open && onClose(null)}>
      <form
        className="form control-field-form"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'form.submit' });
        }}
      >
        <FieldChoice s={s} send={actor.send} />
        <Threshold s={s} send={actor.send} />
        <GroupChoice
          value={s.context.values.comparison_group}
          onChoose={(group) => actor.send({ type: 'group.choose', group })}
          errorMessage={sel.serverErrors(s).comparison_group?.join(' ')}
        />
        {s.context.hint?.groupProblem ? (
          <p className="warning-text" role="status">
            <span aria-hidden="true">⚠ </span>
            {s.context.hint.groupProblem}
          </p>
        ) : null}
        <Switch isSelected={s.context.values.send_mail} onChange={(on) => actor.send({ type: 'mail.toggle', on })}>
          Benachrichtigung per E-Mail
        </Switch>
        <LiveHint s={s} />
        {sel.formNotice(s) ? (
          <Notice kind="error" title={sel.formNotice(s)!.title}>
            {sel.formNotice(s)!.message}
          </Notice>
        ) : null}
        {sel.saveBlocker(s) ? (
          <p id="control-field-blocker" className="field__description">
            {sel.saveBlocker(s)}
          </p>
        ) : null}
        <div className="dialog__actions">
          <Button variant="secondary" onPress={() => onClose(null)}>
            Abbrechen
          </Button>
          <Button type="submit" isDisabled={!sel.canSave(s)} isPending={sel.isSaving(s)} aria-describedby={sel.saveBlocker(s) ? 'control-field-blocker' : undefined}>
            {alert ? 'Speichern' : 'Hinzufügen'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

type Send = ReturnType<typeof useActorRef<ReturnType<typeof provideControlFieldForm>>>['send'];

function FieldChoice({ s, send }: { s: ControlFieldFormSnapshot; send: Send }) {
  const v = s.context.values;
  const fieldError = sel.serverErrors(s).field?.join(' ');
  return (
    <fieldset className="control-field-form__group">
      <legend>Kennzahl</legend>
      <Select
        label="Kategorie"
        placeholder="Kategorie wählen"
        items={sel.categories(s)}
        selectedKey={v.category}
        onSelectionChange={(key) => key !== null && send({ type: 'choice.category', category: String(key) })}
      />
      <Select
        label="Unterkategorie"
        placeholder="Unterkategorie wählen"
        items={sel.subcategories(s)}
        isDisabled={v.category === null}
        selectedKey={v.subcategory}
        onSelectionChange={(key) => key !== null && send({ type: 'choice.subcategory', subcategory: String(key) })}
      />
      <Select
        label="Feld"
        placeholder="Feld wählen"
        items={sel.fields(s)}
        isDisabled={v.subcategory === null}
        selectedKey={v.field}
        onSelectionChange={(key) => key !== null && send({ type: 'choice.field', field: String(key) })}
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

function Threshold({ s, send }: { s: ControlFieldFormSnapshot; send: Send }) {
  const v = s.context.values;
  const messages = sel.thresholdMessages(s);
  const ranged = v.operator === 'in' || v.operator === 'not in';
  const unit = v.is_relative ? ' (in % der Vergleichsgruppe)' : '';
  return (
    <fieldset className="control-field-form__group">
      <legend>Schwellenwert</legend>
      <Select
        label="Bedingung"
        items={OPERATORS.map((op) => ({ id: op, label: OPERATOR_LABELS[op] }))}
        selectedKey={v.operator}
        onSelectionChange={(key) => key !== null && send({ type: 'threshold.operator', operator: key as Operator })}
      />
      <div className="control-field-form__bounds">
        {usesBound(v.operator, 'lower') ? (
          <BoundInput label={`${ranged ? 'Linker Bereichswert' : 'Wert'}${unit}`} value={v.lower_bound} message={messages.lower_bound} onChange={(value) => send({ type: 'threshold.lower', value })} />
        ) : null}
        {usesBound(v.operator, 'upper') ? (
          <BoundInput label={`${ranged ? 'Rechter Bereichswert' : 'Wert'}${unit}`} value={v.upper_bound} message={messages.upper_bound} onChange={(value) => send({ type: 'threshold.upper', value })} />
        ) : null}
      </div>
      <Switch isSelected={v.is_relative} onChange={(on) => send({ type: 'threshold.relative', on })}>
        Relativ zur Vergleichsgruppe (Prozent ihres Werts)
      </Switch>
    </fieldset>
  );
}

function LiveHint({ s }: { s: ControlFieldFormSnapshot }) {
  const hint = sel.hint(s);
  if (sel.isHintLoading(s)) return <Spinner label="Aktueller Wert wird geladen …" showLabel />;
  if (sel.hintFailed(s)) return <p className="muted">Der aktuelle Wert konnte nicht geladen werden.</p>;
  if (!hint) return null;
  const kind = hint.triggers === true ? 'control-hint--triggers' : hint.triggers === false ? 'control-hint--quiet' : '';
  return (
    <div className={`control-hint ${kind}`} role="status">
      {hint.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

/** The comparison group out of all the caller sees, searched on the server when there are many. */
function GroupChoice({ value, onChoose, errorMessage }: { value: number | null; onChoose: (group: number) => void; errorMessage: string | undefined }) {
  const actor = useGroupChoiceActor(value);
  return (
    <SearchChoiceField
      actor={actor}
      label="Vergleichsgruppe"
      placeholder={GROUP_PLACEHOLDER}
      searchPlaceholder={DEFINITION_SEARCH_TEXT.placeholder}
      value={value}
      onChange={(choice) => choice && onChoose(choice.id)}
      {...(errorMessage ? { errorMessage } : {})}
    />
  );
}
