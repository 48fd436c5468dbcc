// Which entity of one type (wizard 'Allgemeines', comparison-group modal, 'Anwenden auf:'): a plain
// select when the caller's whole list fits one page (a farm admin's farm and locations), otherwise a
// combo box that asks the server as the user types and says when there are more matches. The
// current choice always shows by its display name. State: the entitySearch machine.
import { useSelector } from '@xstate/react';
import { choiceLines, ENTITY_SEARCH_TEXT, type EntitySearchChoice } from '../../../../domain/entity-search.ts';
import type { EntityType } from '../../../../domain/roles.ts';
import { useEntitySearchActor } from '../../../../app/entity-search-actor.ts';
import { inputText, isComplete, isLoading, isSearching, moreHint, searchFailure, shownChoices } from '../../../../machines/entitySearch/selectors.ts';
import { Button } from '../../../ui/Button.tsx';
import { ComboBox } from '../../../ui/ComboBox.tsx';
import { Select } from '../../../ui/Select.tsx';

const NONE = 'none';

export interface EntityChoiceFieldProps {
  entityType: EntityType;
  label: string;
  /** The chosen entity's id; null for none. */
  value: number | null;
  onChange: (choice: EntitySearchChoice | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** A first choice meaning 'no entity' (e.g. 'Alle Betriebe'). */
  noneLabel?: string;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/** Mount it per entity type (key): the machine's input is fixed when it starts. */
export function EntityChoiceField({ entityType, label, value, onChange, onBlur, placeholder = 'Bitte wählen', noneLabel, errorMessage, isRequired, isDisabled }: EntityChoiceFieldProps) {
  const actor = useEntitySearchActor({ entityType, selectedId: value });
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
        placeholder={ENTITY_SEARCH_TEXT.placeholder}
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
