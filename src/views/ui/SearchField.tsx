// Labelled search input with a clear button (Escape clears as well).
import { Button, Input, Label, SearchField as RACSearchField, type SearchFieldProps as RACSearchFieldProps } from 'react-aria-components/SearchField';
import { composeClassName } from './cx.ts';

export interface SearchFieldProps extends RACSearchFieldProps {
  label: string;
  placeholder?: string;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
}

export function SearchField({ label, placeholder, hideLabel = false, className, ...props }: SearchFieldProps) {
  return (
    <RACSearchField {...props} className={composeClassName('field search-field', className)}>
      <Label className={hideLabel ? 'visually-hidden' : 'field__label'}>{label}</Label>
      <div className="search-field__row">
        <Input className="field__input search-field__input" placeholder={placeholder} />
        <Button className="search-field__clear" aria-label="Eingabe löschen">
          ×
        </Button>
      </div>
    </RACSearchField>
  );
}
