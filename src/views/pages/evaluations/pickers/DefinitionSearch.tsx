// The search above a group or filter list that holds more than one page: what is typed asks the
// server (debounced by the caller's hook); beneath it, whether a search runs, found nothing, or found
// more than it shows.
import { DEFINITION_SEARCH_TEXT } from '../../../../domain/definition-search.ts';
import { SearchField } from '../../../ui/SearchField.tsx';

interface Props {
  label: string;
  typed: string;
  onType: (text: string) => void;
  searching: boolean;
  more: string | null;
  empty: string | null;
}

export function DefinitionSearch({ label, typed, onType, searching, more, empty }: Props) {
  const status = searching ? DEFINITION_SEARCH_TEXT.searching : (empty ?? more);
  return (
    <div className="picker__search">
      <SearchField label={label} placeholder={DEFINITION_SEARCH_TEXT.placeholder} value={typed} onChange={onType} />
      <p className="field__description" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
