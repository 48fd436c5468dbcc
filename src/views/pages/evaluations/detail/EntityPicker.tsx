// 'Anwenden auf:' (spec 2 §2.5): for a universal evaluation, the entity type and then one of the
// user's own entities of that type (the server scopes every list to the caller).
import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { entityTypeChoices, sortChoices, type EntityChoice } from '../../../../domain/entity-choices.ts';
import type { EntityRef } from '../../../../domain/entity-param.ts';
import { REPORT_TEXT } from '../../../../domain/evaluation-report.ts';
import { canSelectAssociationEntity } from '../../../../domain/permissions.ts';
import { ENTITY_TYPE_LABELS, type EntityType } from '../../../../domain/roles.ts';
import { EvalDetailOwnEntitiesDocument } from '../../../../gateway/client/generated/graphql.ts';
import { usePermissionUser } from '../../../hooks/usePermissionUser.ts';
import { Select } from '../../../ui/Select.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';

const present = <T,>(list: readonly (T | null)[] | null | undefined): T[] => (list ?? []).filter((x): x is T => x !== null);

export function EntityPicker({ value, onChange }: { value: EntityRef | null; onChange: (entity: EntityRef | null) => void }) {
  const user = usePermissionUser();
  const associations = canSelectAssociationEntity(user);
  const [result] = useQuery({ query: EvalDetailOwnEntitiesDocument, variables: { associations } });
  const [chosenType, setChosenType] = useState<EntityType | null>(value?.type ?? null);
  const type = value?.type ?? chosenType;
  const lists = useMemo(() => {
    const d = result.data;
    const out: Partial<Record<EntityType, EntityChoice[]>> = {
      association: sortChoices(present(d?.listAssociations?.results).map((a) => ({ id: a.id, label: a.display_name }))),
      farm: sortChoices(present(d?.listFarms?.results).map((f) => ({ id: f.id, label: f.display_name }))),
      location: sortChoices(present(d?.listLocations?.results).map((l) => ({ id: l.id, label: l.name }))),
      site: sortChoices(present(d?.listSites?.results).map((s) => ({ id: s.id, label: s.display_name }))),
    };
    return out;
  }, [result.data]);
  if (!result.data) return <Spinner label="Ihre Entitäten werden geladen …" />;
  const types = entityTypeChoices(lists, user.account_type);
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
        <Select
          label={ENTITY_TYPE_LABELS[type]}
          placeholder={`${ENTITY_TYPE_LABELS[type]} wählen`}
          items={lists[type] ?? []}
          selectedKey={value?.id ?? null}
          onSelectionChange={(key) => onChange(key === null ? null : { type, id: Number(key) })}
        />
      ) : null}
    </div>
  );
}
