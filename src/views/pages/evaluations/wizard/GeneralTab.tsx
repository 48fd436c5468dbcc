// Tab 'Allgemeines' (product rules ‹Evaluation modals›, ‹Validation rules›): name, entity (type, then which one), visibility, the start-page
// default and the mail notification. Only what the rules allow is offered; universal evaluations say
// why they cannot be shared.
import { useSelector } from '@xstate/react';
import { NAME_HINT, type EntityTypeChoice, type EvaluationFormValues } from '../../../../domain/evaluation-form.ts';
import { STAR_TOOLTIPS, UNIVERSAL_LABEL } from '../../../../domain/evaluation-list.ts';
import { canSetVisibility, UNIVERSAL_NOT_SHAREABLE, VISIBILITY_LABELS, visibilityOptions, type EvaluationVisibility } from '../../../../domain/evaluation-visibility.ts';
import { canStarEvaluation, type PermissionUser } from '../../../../domain/permissions.ts';
import { ENTITY_TYPE_LABELS, type EntityType } from '../../../../domain/roles.ts';
import type { EvaluationWizardActorRef } from '../../../../machines/evaluationWizard/machine.ts';
import { formValues, visibleErrors } from '../../../../machines/evaluationWizard/selectors.ts';
import { Select } from '../../../ui/Select.tsx';
import { Switch } from '../../../ui/Switch.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { EntityChoiceField } from '../pickers/EntityChoiceField.tsx';

interface Props {
  actor: EvaluationWizardActorRef;
  user: PermissionUser;
  /** The entity types the user may bind it to (useEntityTypes: has entities of, association only for association users). */
  entityTypes: readonly EntityType[];
  isDisabled: boolean;
}

export const MAIL_LABEL = 'Bei neuen Prüfdaten per E-Mail benachrichtigen';

export function GeneralTab({ actor, user, entityTypes, isDisabled }: Props) {
  const values = useSelector(actor, formValues);
  const errors = useSelector(actor, visibleErrors);
  const change = (v: Partial<EvaluationFormValues>) => actor.send({ type: 'form.change', values: v });
  const typeItems = [{ id: 'universal', label: UNIVERSAL_LABEL }, ...entityTypes.map((t) => ({ id: t, label: ENTITY_TYPE_LABELS[t] }))];
  const entityType = values.entityType !== 'universal' ? values.entityType : null;
  const offered = visibilityOptions(user, entityType);
  const shareable = canSetVisibility(user, entityType);

  return (
    <div className="evaluation-wizard__fields">
      <TextField
        label="Name"
        value={values.name}
        onChange={(name) => change({ name })}
        onBlur={() => actor.send({ type: 'field.blur', field: 'name' })}
        description={NAME_HINT}
        isInvalid={!!errors.name}
        errorMessage={errors.name}
        isRequired
        isDisabled={isDisabled}
        autoFocus
      />
      <Select
        label="Entität"
        placeholder="Bitte wählen"
        items={typeItems}
        selectedKey={values.entityType}
        onSelectionChange={(key) => change({ entityType: key as EntityTypeChoice })}
        // Left without a type: the entity is missing. With one, the entity choice below is next.
        onBlur={() => values.entityType === null && actor.send({ type: 'field.blur', field: 'entity' })}
        isInvalid={!!errors.entity && !values.entityType}
        errorMessage={errors.entity}
        isRequired
        isDisabled={isDisabled}
      />
      {entityType ? (
        <EntityChoiceField
          key={entityType}
          entityType={entityType}
          label={ENTITY_TYPE_LABELS[entityType]}
          value={values.entityId}
          onChange={(choice) => change({ entityId: choice?.id ?? null })}
          onBlur={() => actor.send({ type: 'field.blur', field: 'entity' })}
          errorMessage={errors.entity}
          isRequired
          isDisabled={isDisabled}
        />
      ) : null}
      <Select
        label="Sichtbarkeit"
        items={offered.map((v) => ({ id: v, label: VISIBILITY_LABELS[v] }))}
        selectedKey={values.visibility}
        onSelectionChange={(key) => change({ visibility: key as EvaluationVisibility })}
        description={values.entityType === 'universal' ? UNIVERSAL_NOT_SHAREABLE : undefined}
        isInvalid={!!errors.visibility}
        errorMessage={errors.visibility}
        isDisabled={isDisabled || !shareable}
      />
      <Switch isSelected={values.isDefault} onChange={(isDefault) => change({ isDefault })} isDisabled={isDisabled || !canStarEvaluation({ entity_type: entityType })}>
        {STAR_TOOLTIPS.set}
      </Switch>
      <Switch isSelected={values.sendMail} onChange={(sendMail) => change({ sendMail })} isDisabled={isDisabled}>
        {MAIL_LABEL}
      </Switch>
    </div>
  );
}
