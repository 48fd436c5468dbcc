// The assignments of the user form per role (product rules ‹Roles and permissions›): association users get associations (members
// with their allowed farms and 'Adminrechte für weitere LDWUs' among them), farm admins their farms,
// farm staff locations with the three staff permissions, shown only once locations are chosen.
// Farms are chosen by a server search (FarmPicker); the chosen ones are named by useFarmNames.
import { useRef, useState } from 'react';
import { CheckboxGroup, Label, Text } from 'react-aria-components/CheckboxGroup';
import { useQuery } from 'urql';
import { ENTITY_SEARCH_TEXT } from '../../../domain/entity-search.ts';
import { STAFF_PERMISSION_LABELS, type StaffPermissions } from '../../../domain/permissions.ts';
import { assignmentKind } from '../../../domain/user-rules.ts';
import { showsStaffPermissions, type AssociationAssignment, type UserFormValues } from '../../../domain/user-form.ts';
import { compareText } from '../../../domain/user-list.ts';
import { UserFormLocationsDocument } from '../../../gateway/client/generated/graphql.ts';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { FarmPicker } from './FarmPicker.tsx';
import type { AssociationOption } from './options.ts';
import { useFarmNames, type FarmNames } from './useFarmNames.ts';

export interface AssignmentFieldsProps {
  values: UserFormValues;
  onChange: (patch: Partial<UserFormValues>) => void;
  isEditable: boolean;
  /** Associations the editor may assign. */
  associations: readonly AssociationOption[];
  /** Farms whose locations to list first for farm staff. */
  staffFarms: readonly number[];
  error?: string | undefined;
}

export function AssignmentFields({ values, onChange, isEditable, associations, staffFarms, error }: AssignmentFieldsProps) {
  const kind = assignmentKind(values.account_type);
  const names = useFarmNames([...values.farms, ...staffFarms, ...values.associations.flatMap((a) => a.allowed_farms)]);
  return (
    <fieldset className="assignments" aria-describedby={error ? 'assignments-error' : undefined}>
      <legend className="assignments__legend">Zuordnung</legend>
      {!isEditable ? <p className="field__description">Zuordnungen ändert ein Administrator.</p> : null}
      {kind === 'associations' ? (
        <AssociationAssignments values={values} onChange={onChange} isEditable={isEditable} names={names} associations={associations} />
      ) : kind === 'farm_admin_of' ? (
        <FarmPicker label="LDWUs" names={names} selected={values.farms} onChange={(ids) => onChange({ farms: ids })} isDisabled={!isEditable} />
      ) : (
        <StaffAssignments values={values} onChange={onChange} isEditable={isEditable} names={names} staffFarms={staffFarms} />
      )}
      {error ? (
        <p id="assignments-error" className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type WithNames<P> = P & { names: FarmNames };

function AssociationAssignments({ values, onChange, isEditable, names, associations }: WithNames<Omit<AssignmentFieldsProps, 'staffFarms' | 'error'>>) {
  const member = values.account_type === 'association_member';
  const byId = new Map(values.associations.map((a) => [a.association, a]));
  const known = new Map(associations.map((a) => [a.id, a]));
  // Links to associations the editor does not administer still show (read only).
  const options = [...associations, ...values.associations.filter((a) => !known.has(a.association)).map((a) => ({ id: a.association, label: `Verband ${a.association}` }))];
  const update = (id: number, patch: Partial<AssociationAssignment>) =>
    onChange({ associations: values.associations.map((a) => (a.association === id ? { ...a, ...patch } : a)) });

  return (
    <>
      <CheckboxGroup
        className="checkbox-group"
        value={values.associations.map((a) => String(a.association))}
        isDisabled={!isEditable}
        onChange={(chosen) =>
          onChange({
            associations: chosen.map(Number).map(
              (id) => byId.get(id) ?? { association: id, allowed_farms: [], interim_admin_farms: [], is_admin: values.account_type === 'association_admin' },
            ),
          })
        }
      >
        <Label className="field__label">Verbände</Label>
        {options.length === 0 ? <Text slot="description" className="field__description">Keine Verbände zur Auswahl.</Text> : null}
        {options.map((a) => (
          <Checkbox key={a.id} value={String(a.id)} isDisabled={!known.has(a.id)}>
            {a.label}
          </Checkbox>
        ))}
      </CheckboxGroup>
      {member
        ? values.associations.map((link) => {
            const association = known.get(link.association);
            const allowed = link.allowed_farms.map((id) => ({ id, label: names.nameOf(id) ?? ENTITY_SEARCH_TEXT.loading }));
            return (
              <div key={link.association} className="assignments__group">
                <h3 className="assignments__title">{association?.label ?? `Verband ${link.association}`}</h3>
                <FarmPicker
                  label="Freigegebene LDWUs"
                  names={names}
                  association={link.association}
                  selected={link.allowed_farms}
                  isDisabled={!isEditable}
                  onChange={(ids) => update(link.association, { allowed_farms: ids, interim_admin_farms: link.interim_admin_farms.filter((f) => ids.includes(f)) })}
                />
                {allowed.length > 0 ? (
                  <CheckboxGroup
                    className="checkbox-group"
                    value={link.interim_admin_farms.map(String)}
                    isDisabled={!isEditable}
                    onChange={(ids) => update(link.association, { interim_admin_farms: ids.map(Number) })}
                  >
                    <Label className="field__label">Adminrechte für weitere LDWUs</Label>
                    {[...allowed].sort((a, b) => compareText(a.label, b.label)).map((f) => (
                      <Checkbox key={f.id} value={String(f.id)}>
                        {f.label}
                      </Checkbox>
                    ))}
                  </CheckboxGroup>
                ) : null}
              </div>
            );
          })
        : null}
    </>
  );
}

function StaffAssignments({ values, onChange, isEditable, names, staffFarms }: WithNames<Omit<AssignmentFieldsProps, 'associations' | 'error'>>) {
  const [shownFarms, setShownFarms] = useState<number[]>(() => [...staffFarms]);
  // Which farm each listed location belongs to, so dropping a farm drops its locations.
  const locationsOf = useRef(new Map<number, number[]>());
  const chooseFarms = (ids: number[]) => {
    const dropped = shownFarms.filter((f) => !ids.includes(f)).flatMap((f) => locationsOf.current.get(f) ?? []);
    setShownFarms(ids);
    if (dropped.length) onChange({ locations: values.locations.filter((l) => !dropped.includes(l)) });
  };

  return (
    <>
      {isEditable ? <FarmPicker label="LDWU" names={names} selected={shownFarms} onChange={chooseFarms} /> : null}
      {shownFarms.map((farmId) => (
        <LocationChecklist
          key={farmId}
          farmId={farmId}
          farmLabel={names.nameOf(farmId) ?? ENTITY_SEARCH_TEXT.loading}
          selected={values.locations}
          isEditable={isEditable}
          onLoaded={(ids) => locationsOf.current.set(farmId, ids)}
          onChange={(own, chosen) => onChange({ locations: [...values.locations.filter((l) => !own.includes(l)), ...chosen] })}
        />
      ))}
      {showsStaffPermissions(values) ? (
        <CheckboxGroup
          className="checkbox-group"
          value={(Object.keys(STAFF_PERMISSION_LABELS) as (keyof StaffPermissions)[]).filter((k) => values.permissions[k])}
          isDisabled={!isEditable}
          onChange={(keys) =>
            onChange({
              permissions: {
                allow_evaluation_creation: keys.includes('allow_evaluation_creation'),
                allow_alerts: keys.includes('allow_alerts'),
                allow_management: keys.includes('allow_management'),
              },
            })
          }
        >
          <Label className="field__label">Berechtigungen</Label>
          <Text slot="description" className="field__description">
            Gelten für alle gewählten Betriebe.
          </Text>
          {(['allow_evaluation_creation', 'allow_alerts', 'allow_management'] as const).map((k) => (
            <Checkbox key={k} value={k}>
              {STAFF_PERMISSION_LABELS[k]}
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : null}
    </>
  );
}

interface LocationChecklistProps {
  farmId: number;
  farmLabel: string;
  selected: readonly number[];
  isEditable: boolean;
  onLoaded: (ids: number[]) => void;
  onChange: (own: number[], chosen: number[]) => void;
}

function LocationChecklist({ farmId, farmLabel, selected, isEditable, onLoaded, onChange }: LocationChecklistProps) {
  const [{ data, fetching, error }] = useQuery({ query: UserFormLocationsDocument, variables: { farm: farmId } });
  const locations = (data?.listLocations?.results ?? []).filter((l) => l !== null).sort((a, b) => compareText(a.name, b.name));
  const own = locations.map((l) => l.id);
  if (data) onLoaded(own);
  if (fetching && !data) return <Spinner label={`Betriebe von ${farmLabel} werden geladen …`} />;
  if (error) return <p className="field__error">Die Betriebe von {farmLabel} konnten nicht geladen werden.</p>;
  return (
    <CheckboxGroup
      className="checkbox-group"
      value={selected.filter((l) => own.includes(l)).map(String)}
      isDisabled={!isEditable}
      onChange={(ids) => onChange(own, ids.map(Number))}
    >
      <Label className="field__label">Betriebe von {farmLabel}</Label>
      {locations.length === 0 ? <Text slot="description" className="field__description">Dieses LDWU hat noch keine Betriebe.</Text> : null}
      {locations
        .filter((l) => isEditable || selected.includes(l.id))
        .map((l) => (
          <Checkbox key={l.id} value={String(l.id)}>
            {l.name}
          </Checkbox>
        ))}
    </CheckboxGroup>
  );
}
