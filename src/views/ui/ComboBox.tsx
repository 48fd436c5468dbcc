// Labelled searchable single choice (text input + listbox popover), fully controlled: the caller
// owns the typed text and the items (e.g. a page of server matches), so nothing is filtered here.
// Items: {id, label, detail?}; `status` is a line under the list (a hint, 'Suche läuft …').
import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as RACComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type ComboBoxProps as RACComboBoxProps,
  type Key,
} from 'react-aria-components/ComboBox';
import { ChevronDownIcon } from './Icons.tsx';
import { composeClassName } from './cx.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet of this module
import './combobox.css';

export interface ComboBoxItem {
  id: Key;
  label: string;
  /** A second, quieter line (what tells equal labels apart). */
  detail?: string;
}

export interface ComboBoxProps extends Omit<RACComboBoxProps<ComboBoxItem>, 'children' | 'items' | 'defaultItems'> {
  label: string;
  items: readonly ComboBoxItem[];
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: string;
  /** Shown under the list while it is open (e.g. 'weitere Treffer – bitte genauer suchen'). */
  status?: string | null;
  /** Shown instead of the list when it has no items. */
  emptyText: string;
}

export function ComboBox({ label, items, placeholder, description, errorMessage, status, emptyText, className, ...props }: ComboBoxProps) {
  return (
    <RACComboBox {...props} items={items} allowsEmptyCollection className={composeClassName('field combobox', className)}>
      <Label className="field__label">{label}</Label>
      <div className="combobox__row">
        <Input className="field__input combobox__input" placeholder={placeholder} />
        <Button className="combobox__button" aria-label={`${label} auswählen`}>
          <ChevronDownIcon />
        </Button>
      </div>
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field__error">{errorMessage}</FieldError>
      <Popover className="popover combobox__popover">
        <ListBox className="menu" renderEmptyState={() => <p className="combobox__empty">{emptyText}</p>}>
          {(item: ComboBoxItem) => (
            <ListBoxItem id={item.id} textValue={item.label} className="menu__item combobox__item">
              <span className="combobox__label">{item.label}</span>
              {item.detail ? <span className="combobox__detail">{item.detail}</span> : null}
            </ListBoxItem>
          )}
        </ListBox>
        {status ? (
          <p className="combobox__status" role="status">
            {status}
          </p>
        ) : null}
      </Popover>
    </RACComboBox>
  );
}
