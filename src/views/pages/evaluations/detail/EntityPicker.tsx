// 'Anwenden auf:' (product rules ‹Evaluation detail›): for a universal evaluation, the entity type and then one of the
// user's own entities of that type, searched as the user types (the server scopes every list to the
// caller; an association clerk has thousands of farms).
import { useState } from 'react';
import type { EntityRef } from '../../../../domain/entity-param.ts';
import { REPORT_TEXT } from '../../../../domain/evaluation-report.ts';
import { ENTITY_TYPE_LABELS, type EntityType } from '../../../../domain/roles.ts';
import { usePermissionUser } from '../../../hooks/usePermissionUser.ts';
import { Select } from '../../../ui/Select.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { EntityChoiceField } from '../pickers/EntityChoiceField.tsx';
import { useEntityTypes } from '../useEntityNames.ts';

export function EntityPicker({ value, onChange }: { value: EntityRef | null; onChange: (entity: EntityRef | null) => void }) {
  const user = usePermissionUser();
  const types = useEntityTypes(user);
  const [chosenType, setChosenType] = useState<EntityType | null>(value?.type ?? null);
  const type = value?.type ?? chosenType;
  if (!types) return <Spinner label="Ihre Entitäten werden geladen …" />;
  return (
    <div className="entity-picker">
      <Select
        label={REPORT_TEXT.applyTo}
        placeholder="Entitätstyp wählen"
        items={types.map((t) => ({ id: t, label: ENTITY_TYPE_LABELS[t] }))}
        selectedKey={type}
        onSelectionChange={(key) => {
          setChosenType((key as EntityType | null) ?? null);
          onChange(null);
        }}
      />
      {type ? (
        <EntityChoiceField
          key={type}
          entityType={type}
          label={ENTITY_TYPE_LABELS[type]}
          placeholder={`${ENTITY_TYPE_LABELS[type]} wählen`}
          value={value?.id ?? null}
          onChange={(choice) => onChange(choice ? { type, id: choice.id } : null)}
        />
      ) : null}
    </div>
  );
}
