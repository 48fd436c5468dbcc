// Labelled single-choice select (button + listbox popover). Items: {id, label}.
import type { ReactNode } from 'react';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  Text,
  type Key,
  type SelectProps as RACSelectProps,
} from 'react-aria-components/Select';
import { ChevronDownIcon } from './Icons.tsx';
import { composeClassName } from './cx.ts';

export interface SelectItem {
  id: Key;
  label: string;
}

export interface SelectProps extends Omit<RACSelectProps<SelectItem>, 'children' | 'items'> {
  label: ReactNode;
  items: readonly SelectItem[];
  description?: ReactNode;
  errorMessage?: string;
}

/** Without a placeholder react-aria would show its own ('Element wählen'); ours is plain German. */
export const SELECT_PLACEHOLDER = 'Bitte wählen';

export function Select({ label, items, description, errorMessage, className, placeholder = SELECT_PLACEHOLDER, ...props }: SelectProps) {
  return (
    <RACSelect {...props} placeholder={placeholder} className={composeClassName('field select', className)}>
      <Label className="field__label">{label}</Label>
      <Button className="field__input select__button">
        <SelectValue className="select__value" />
        <ChevronDownIcon />
      </Button>
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field__error">{errorMessage}</FieldError>
      <Popover className="popover select__popover">
        <ListBox className="menu" items={items}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className="menu__item">
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
