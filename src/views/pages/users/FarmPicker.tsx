// Choosing farms out of possibly thousands: the chosen ones are listed first (untick to remove), a
// search ('LDWU suchen', name or number) offers at most MAX_MATCHES others. Small lists show all.
import { useMemo, useState } from 'react';
import { CheckboxGroup, Label, Text } from 'react-aria-components/CheckboxGroup';
import { compareText } from '../../../domain/user-list.ts';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import type { FarmOption } from './options.ts';

const MAX_MATCHES = 25;
const SHOW_ALL_UP_TO = 12;

export interface FarmPickerProps {
  label: string;
  options: readonly FarmOption[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  isDisabled?: boolean;
  description?: string;
}

export function FarmPicker({ label, options, selected, onChange, isDisabled = false, description }: FarmPickerProps) {
  const [text, setText] = useState('');
  const byId = useMemo(() => new Map(options.map((f) => [f.id, f])), [options]);
  const sorted = useMemo(() => [...options].sort((a, b) => compareText(a.label, b.label)), [options]);
  const chosen = selected.map((id) => byId.get(id) ?? { id, number: String(id), name: '', label: `LDWU ${id}` });
  const small = options.length <= SHOW_ALL_UP_TO;
  const needle = text.trim().toLocaleLowerCase('de');
  const others = isDisabled
    ? []
    : sorted.filter((f) => !selected.includes(f.id) && (small || (needle !== '' && f.label.toLocaleLowerCase('de').includes(needle))));
  const shown = others.slice(0, MAX_MATCHES);

  return (
    <div className="farm-picker">
      <CheckboxGroup
        value={selected.map(String)}
        onChange={(values) => {
          const visible = new Set([...chosen, ...shown].map((f) => f.id));
          const kept = selected.filter((id) => !visible.has(id));
          onChange([...kept, ...values.map(Number)]);
        }}
        isDisabled={isDisabled}
        className="checkbox-group"
      >
        <Label className="field__label">{label}</Label>
        {description ? (
          <Text slot="description" className="field__description">
            {description}
          </Text>
        ) : null}
        {chosen.length === 0 && isDisabled ? <p className="field__description">Keine</p> : null}
        {[...chosen, ...shown].map((f) => (
          <Checkbox key={f.id} value={String(f.id)}>
            {f.label}
          </Checkbox>
        ))}
      </CheckboxGroup>
      {!isDisabled && !small ? (
        <>
          <SearchField label={`${label}: LDWU suchen`} placeholder="Name oder Nummer" value={text} onChange={setText} />
          <p className="field__description" aria-live="polite">
            {needle === ''
              ? `${options.length.toLocaleString('de-DE')} LDWUs zur Auswahl – zum Hinzufügen suchen.`
              : others.length === 0
                ? 'Kein weiteres LDWU gefunden.'
                : others.length > MAX_MATCHES
                  ? `${MAX_MATCHES} von ${others.length.toLocaleString('de-DE')} Treffern – Suche eingrenzen.`
                  : `${others.length} Treffer.`}
          </p>
        </>
      ) : null}
    </div>
  );
}
