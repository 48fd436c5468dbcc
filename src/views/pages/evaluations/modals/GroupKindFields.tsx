// The fields of one comparison-group tab (product rules ‹Entities and fields›, ‹Evaluation and group workflows›, ‹Validation rules›, ‹Business constants and limits›): benchmark (profile answers, size band,
// top percentage, association), 'Mein Betrieb' (an own entity), top-N (best x % by a figure) and
// expert (all of them, top percentage and top-in excluding each other). Period for all.
import { LOCATION_SIZE_BOUNDS } from '../../../../domain/constants.ts';
import type { ComparisonGroupKind } from '../../../../domain/comparison-group-rules.ts';
import { locationSizeLabel, type GroupFormErrors, type GroupFormValues } from '../../../../domain/comparison-group-form.ts';
import { ENTITY_TYPE_LABELS, type EntityType } from '../../../../domain/roles.ts';
import { Notice } from '../../../ui/Notice.tsx';
import { Select } from '../../../ui/Select.tsx';
import { EntityChoiceField } from '../pickers/EntityChoiceField.tsx';
import type { CatalogueField, SurveyQuestionChoice } from '../pickers/usePickerData.ts';
import { PercentField } from './PercentField.tsx';
import { PeriodFields } from './PeriodFields.tsx';
import { ProfileCriteria } from './ProfileCriteria.tsx';

export interface GroupKindFieldsProps {
  kind: ComparisonGroupKind;
  values: GroupFormValues;
  errors: GroupFormErrors;
  onChange: (values: Partial<GroupFormValues>) => void;
  exclusion: { disabled: 'top_in' | 'threshold'; message: string } | null;
  fields: CatalogueField[];
  questions: SurveyQuestionChoice[];
  /** The entity types this tab offers (offeredEntityTypes; the entity itself is searched). */
  entityTypes: readonly EntityType[];
  isDisabled: boolean;
}

const NONE = 'none';
const SIZE_ITEMS = [{ id: NONE, label: 'Keine Begrenzung' }, ...LOCATION_SIZE_BOUNDS.map((b) => ({ id: String(b), label: locationSizeLabel(b) }))];
const keyOf = (v: number | null) => (v === null ? NONE : String(v));
const numberOf = (k: unknown) => (k === NONE || k === null ? null : Number(k));

export function GroupKindFields({ kind, values: v, errors, onChange, exclusion, fields, questions, entityTypes, isDisabled }: GroupKindFieldsProps) {
  const offeredTypes = entityTypes;
  const boundType = kind === 'benchmark' ? 'association' : v.entity_type;
  const rated = fields.filter((f) => f.evaluation !== null).map((f) => ({ id: f.pythonic_name, label: `${f.label} (${f.category})` }));
  const topInDisabled = isDisabled || exclusion?.disabled === 'top_in';
  const thresholdDisabled = isDisabled || exclusion?.disabled === 'threshold';

  const entitySelect = offeredTypes.length > 0 && (
    <div className="group-fields__pair">
      {kind !== 'benchmark' ? (
        <Select
          label="Entitätstyp"
          items={[...(kind === 'expert' ? [{ id: NONE, label: 'Keine' }] : []), ...offeredTypes.map((t) => ({ id: t, label: ENTITY_TYPE_LABELS[t] }))]}
          selectedKey={v.entity_type ?? (kind === 'expert' ? NONE : null)}
          onSelectionChange={(k) => onChange({ entity_type: k === NONE ? null : (k as GroupFormValues['entity_type']), entity_id: null })}
          isDisabled={isDisabled}
        />
      ) : null}
      {boundType ? (
        <EntityChoiceField
          key={boundType}
          entityType={boundType}
          label={kind === 'benchmark' ? 'Verband' : 'Entität'}
          noneLabel={kind === 'benchmark' ? 'Alle Betriebe' : undefined}
          value={v.entity_id}
          onChange={(choice) => onChange(choice === null ? { entity_type: null, entity_id: null } : { entity_type: boundType, entity_id: choice.id })}
          isDisabled={isDisabled}
          errorMessage={errors.entity_id}
        />
      ) : (
        <Select label="Entität" items={[]} placeholder="Bitte wählen" isDisabled errorMessage={errors.entity_id} isInvalid={!!errors.entity_id} />
      )}
    </div>
  );

  const threshold = (
    <PercentField
      label="Top-Betriebe"
      description="Wert der besten x % der Gruppe statt des Mittelwerts (leer: aus; z. B. 5, 10 oder 25)."
      value={v.how === 'percentile' ? v.threshold : null}
      onChange={(t) => onChange(t === null ? { how: 'add', threshold: null } : { how: 'percentile', threshold: t })}
      errorMessage={errors.threshold}
      isDisabled={thresholdDisabled}
    />
  );

  const topIn = (
    <div className="group-fields__pair">
      <Select
        label="Kennzahl"
        placeholder="Kennzahl wählen"
        items={[...(kind === 'expert' ? [{ id: NONE, label: 'Keine' }] : []), ...rated]}
        selectedKey={v.top_in_field ?? (kind === 'expert' ? NONE : null)}
        onSelectionChange={(k) => onChange({ top_in_field: k === NONE ? null : String(k) })}
        errorMessage={errors.top_in_field}
        isInvalid={!!errors.top_in_field}
        isDisabled={topInDisabled}
      />
      <PercentField
        label="Anteil der Besten"
        description="Betriebe unter den besten x % nach dieser Kennzahl (z. B. 5, 10 oder 25)."
        value={v.top_in_value}
        onChange={(t) => onChange({ top_in_value: t })}
        errorMessage={errors.top_in_value}
        isDisabled={topInDisabled}
      />
    </div>
  );

  return (
    <div className="group-fields">
      {kind === 'benchmark' || kind === 'expert' ? (
        <>
          <Select
            label="Betriebsgröße"
            items={SIZE_ITEMS}
            selectedKey={keyOf(v.location_size)}
            onSelectionChange={(k) => onChange({ location_size: numberOf(k) })}
            errorMessage={errors.location_size}
            isInvalid={!!errors.location_size}
            isDisabled={isDisabled}
          />
          <ProfileCriteria value={v.management_options} onChange={(m) => onChange({ management_options: m })} questions={questions} errorMessage={errors.management_options} />
        </>
      ) : null}
      {kind !== 'top' ? entitySelect : null}
      {kind === 'benchmark' || kind === 'expert' ? threshold : null}
      {kind === 'top' || kind === 'expert' ? topIn : null}
      {exclusion ? <Notice kind="info">{exclusion.message}</Notice> : null}
      <PeriodFields value={v} onChange={onChange} errorMessage={errors.delay} isDisabled={isDisabled} />
    </div>
  );
}
