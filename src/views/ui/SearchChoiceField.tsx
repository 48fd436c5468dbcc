// One choice out of possibly thousands, state in an entitySearch actor (src/machines/entitySearch): a
// plain select when the caller's whole list fits one page, otherwise a combo box that asks the server
// as the user types and says when there are more matches. The current choice always shows by its
// name, never its id. Entities: pages/evaluations/pickers/EntityChoiceField.tsx; comparison groups:
// the control-field modal.
import { useSelector } from '@xstate/react';
import { choiceLines, ENTITY_SEARCH_TEXT, type EntitySearchChoice } from '../../domain/entity-search.ts';
import type { EntitySearchActorRef } from '../../machines/entitySearch/machine.ts';
import { inputText, isComplete, isLoading, isSearching, moreHint, searchFailure, shownChoices } from '../../machines/entitySearch/selectors.ts';
import { Button } from './Button.tsx';
import { ComboBox } from './ComboBox.tsx';
import { Select } from './Select.tsx';

const NONE = 'none';

export interface SearchChoiceFieldProps {
  label: string;
  /** The chosen id; null for none. */
  value: number | null;
  onChange: (choice: EntitySearchChoice | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** What the search box says while empty (entities: 'Name oder Nummer eingeben'). */
  searchPlaceholder?: string;
  /** A first choice meaning 'none' (e.g. 'Alle Betriebe'). */
  noneLabel?: string;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

export function SearchChoiceField({ actor, label, value, onChange, onBlur, placeholder = 'Bitte wählen', searchPlaceholder = ENTITY_SEARCH_TEXT.placeholder, noneLabel, errorMessage, isRequired, isDisabled }: SearchChoiceFieldProps & { actor: EntitySearchActorRef }) {
  const loading = useSelector(actor, isLoading);
  const complete = useSelector(actor, isComplete);
  const failure = useSelector(actor, searchFailure);
  const searching = useSelector(actor, isSearching);
  const choices = useSelector(actor, shownChoices);
  const hint = useSelector(actor, moreHint);
  const text = useSelector(actor, inputText);
  const none = noneLabel ? [{ id: NONE, label: noneLabel }] : [];
  const selectedKey = value ?? (noneLabel ? NONE : null);
  const choose = (key: unknown) => {
    if (key === NONE) {
      actor.send({ type: 'entity.choose', choice: null });
      onChange(null);
      return;
    }
    const choice = choices.find((c) => c.id === Number(key));
    if (!choice || choice.id === value) return void actor.send({ type: 'search.revert' });
    actor.send({ type: 'entity.choose', choice });
    onChange(choice);
  };
  const retry = failure ? (
    <div className="entity-choice__failure" role="alert">
      <span>{failure}</span>
      <Button variant="secondary" onPress={() => actor.send({ type: 'search.retry' })}>
        {ENTITY_SEARCH_TEXT.retry}
      </Button>
    </div>
  ) : null;

  if (loading || (failure && !complete && choices.length === 0 && text === '')) {
    return (
      <div className="entity-choice">
        <Select label={label} placeholder={loading ? ENTITY_SEARCH_TEXT.loading : placeholder} items={[]} isDisabled isRequired={isRequired} />
        {retry}
      </div>
    );
  }
  if (complete) {
    return (
      <Select
        label={label}
        placeholder={placeholder}
        items={[...none, ...choiceLines(choices)]}
        selectedKey={selectedKey}
        onSelectionChange={(key) => key !== null && choose(key)}
        onBlur={onBlur}
        isInvalid={!!errorMessage}
        errorMessage={errorMessage}
        isRequired={isRequired}
        isDisabled={isDisabled}
      />
    );
  }
  return (
    <div className="entity-choice">
      <ComboBox
        label={label}
        placeholder={searchPlaceholder}
        items={[...none, ...choices]}
        inputValue={text}
        onInputChange={(typed) => actor.send({ type: 'search.input', text: typed })}
        selectedKey={selectedKey}
        onSelectionChange={(key) => (key === null ? actor.send({ type: 'search.revert' }) : choose(key))}
        onBlur={onBlur}
        menuTrigger="focus"
        status={searching ? ENTITY_SEARCH_TEXT.searching : hint}
        emptyText={searching ? ENTITY_SEARCH_TEXT.searching : ENTITY_SEARCH_TEXT.noMatches}
        isInvalid={!!errorMessage}
        errorMessage={errorMessage}
        isRequired={isRequired}
        isDisabled={isDisabled}
      />
      {retry}
    </div>
  );
}
