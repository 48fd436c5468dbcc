// Choosing farms out of possibly tens of thousands: the chosen ones are listed first (untick to
// remove); a search ('LDWU suchen', name or number) asks the server for the first matches as the
// entity choice does, so every farm in the editor's scope can be found. Short lists show all.
import { useSelector } from '@xstate/react';
import { CheckboxGroup, Label, Text } from 'react-aria-components/CheckboxGroup';
import { useFarmChoiceActor } from '../../../app/farm-choice-actor.ts';
import { ENTITY_SEARCH_TEXT, moreMatchesHint } from '../../../domain/entity-search.ts';
import { inputText, isComplete, isLoading, isSearching, searchFailure, shownChoices } from '../../../machines/entitySearch/selectors.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import type { FarmNames } from './useFarmNames.ts';

/** A complete list this short is shown whole, without typing. */
const SHOW_ALL_UP_TO = 12;

export interface FarmPickerProps {
  label: string;
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  names: FarmNames;
  /** Only farms this association serves. */
  association?: number | null;
  isDisabled?: boolean;
  description?: string;
}

export function FarmPicker({ isDisabled = false, ...props }: FarmPickerProps) {
  return isDisabled ? <ChosenFarms {...props} /> : <SearchingFarmPicker {...props} />;
}

function ChosenFarms({ label, selected, names, description }: Omit<FarmPickerProps, 'isDisabled' | 'onChange'>) {
  return (
    <div className="farm-picker">
      <CheckboxGroup value={selected.map(String)} isDisabled className="checkbox-group">
        <Label className="field__label">{label}</Label>
        {description ? (
          <Text slot="description" className="field__description">
            {description}
          </Text>
        ) : null}
        {selected.length === 0 ? <p className="field__description">Keine</p> : null}
        {selected.map((id) => (
          <Checkbox key={id} value={String(id)}>
            {names.nameOf(id) ?? ENTITY_SEARCH_TEXT.loading}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </div>
  );
}

function SearchingFarmPicker({ label, selected, onChange, names, association = null, description }: Omit<FarmPickerProps, 'isDisabled'>) {
  const actor = useFarmChoiceActor(association);
  const text = useSelector(actor, inputText);
  const choices = useSelector(actor, shownChoices);
  const complete = useSelector(actor, isComplete);
  const loading = useSelector(actor, isLoading);
  const searching = useSelector(actor, isSearching);
  const failure = useSelector(actor, searchFailure);
  const page = useSelector(actor, (s) => s.context.page);
  const needle = text.trim();
  const small = complete && (page?.count ?? 0) <= SHOW_ALL_UP_TO;
  const others = choices.filter((c) => !selected.includes(c.id));
  const shown = small || needle !== '' ? others : [];

  return (
    <div className="farm-picker">
      <CheckboxGroup
        value={selected.map(String)}
        onChange={(values) => {
          const visible = new Set([...selected, ...shown.map((c) => c.id)]);
          const kept = selected.filter((id) => !visible.has(id));
          const next = values.map(Number);
          names.learn(shown.filter((c) => next.includes(c.id)));
          onChange([...kept, ...next]);
        }}
        className="checkbox-group"
      >
        <Label className="field__label">{label}</Label>
        {description ? (
          <Text slot="description" className="field__description">
            {description}
          </Text>
        ) : null}
        {selected.map((id) => (
          <Checkbox key={id} value={String(id)}>
            {names.nameOf(id) ?? ENTITY_SEARCH_TEXT.loading}
          </Checkbox>
        ))}
        {shown.map((c) => (
          <Checkbox key={c.id} value={String(c.id)}>
            {c.label}
          </Checkbox>
        ))}
      </CheckboxGroup>
      {small ? null : (
        <>
          <SearchField
            label={`${label}: LDWU suchen`}
            placeholder="Name oder Nummer"
            value={text}
            onChange={(value) => actor.send({ type: 'search.input', text: value })}
          />
          <p className="field__description" aria-live="polite">
            {failure ? failure : statusText({ loading, searching, needle, total: page?.count ?? 0, complete, matches: others.length, sent: page?.choices.length ?? 0 })}
          </p>
          {failure ? (
            <Button variant="secondary" onPress={() => actor.send({ type: 'search.retry' })}>
              {ENTITY_SEARCH_TEXT.retry}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

interface Status {
  loading: boolean;
  searching: boolean;
  needle: string;
  /** Matches on the server for the answered text ('' : every farm to choose from). */
  total: number;
  complete: boolean;
  /** Shown matches not chosen yet. */
  matches: number;
  /** Matches the server sent. */
  sent: number;
}

function statusText({ loading, searching, needle, total, complete, matches, sent }: Status): string {
  if (loading) return ENTITY_SEARCH_TEXT.loading;
  if (searching) return ENTITY_SEARCH_TEXT.searching;
  if (needle === '') return `${total.toLocaleString('de-DE')} LDWUs zur Auswahl – zum Hinzufügen suchen.`;
  if (matches === 0) return 'Kein weiteres LDWU gefunden.';
  return (!complete && moreMatchesHint(sent, total)) || `${matches.toLocaleString('de-DE')} Treffer.`;
}
