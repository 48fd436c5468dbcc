// Which entity of the chosen type: a plain select for a handful, a searchable combo box (name or
// number, at most MAX_MATCHES shown) for an association's thousands of farms and sites.
import { useMemo, useState } from 'react';
import { Button, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components/ComboBox';
import { Select } from '../../../ui/Select.tsx';
import { ChevronDownIcon } from '../../../ui/Icons.tsx';
import type { NamedItem } from '../useEvaluationData.ts';

const SELECT_UP_TO = 50;
const MAX_MATCHES = 50;

interface Props {
  label: string;
  options: readonly NamedItem[];
  value: number | null;
  onChange: (id: number) => void;
  onBlur: () => void;
  errorMessage?: string;
  isDisabled: boolean;
}

export function EntityChooser({ label, options, value, onChange, onBlur, errorMessage, isDisabled }: Props) {
  if (options.length <= SELECT_UP_TO) {
    return (
      <Select
        label={label}
        placeholder="Bitte wählen"
        items={options.map((e) => ({ id: e.id, label: e.name }))}
        selectedKey={value}
        onSelectionChange={(key) => key !== null && onChange(Number(key))}
        onBlur={onBlur}
        isInvalid={!!errorMessage}
        errorMessage={errorMessage}
        isRequired
        isDisabled={isDisabled}
      />
    );
  }
  return <EntitySearch label={label} options={options} value={value} onChange={onChange} onBlur={onBlur} errorMessage={errorMessage} isDisabled={isDisabled} />;
}

function EntitySearch({ label, options, value, onChange, onBlur, errorMessage, isDisabled }: Props) {
  const selected = options.find((o) => o.id === value) ?? null;
  const [text, setText] = useState(selected?.name ?? '');
  const items = useMemo(() => {
    const needle = text.trim().toLocaleLowerCase('de');
    const matches = needle && needle !== selected?.name.toLocaleLowerCase('de') ? options.filter((o) => o.name.toLocaleLowerCase('de').includes(needle)) : options;
    return matches.slice(0, MAX_MATCHES).map((o) => ({ id: o.id, label: o.name }));
  }, [options, text, selected]);
  return (
    <ComboBox
      className="field select"
      items={items}
      inputValue={text}
      onInputChange={setText}
      selectedKey={value}
      onSelectionChange={(key) => {
        if (key === null) return;
        onChange(Number(key));
        setText(options.find((o) => o.id === Number(key))?.name ?? '');
      }}
      onBlur={onBlur}
      isInvalid={!!errorMessage}
      isRequired
      isDisabled={isDisabled}
      menuTrigger="focus"
    >
      <Label className="field__label">{label}</Label>
      <div className="entity-search">
        <Input className="field__input entity-search__input" placeholder="Name oder Nummer eingeben" />
        <Button className="entity-search__button" aria-label={`${label} auswählen`}>
          <ChevronDownIcon />
        </Button>
      </div>
      <Text slot="description" className="field__description">
        {`${options.length} zur Auswahl, höchstens ${MAX_MATCHES} Treffer werden angezeigt.`}
      </Text>
      <FieldError className="field__error">{errorMessage}</FieldError>
      <Popover className="popover select__popover">
        <ListBox className="menu">
          {(item: { id: number; label: string }) => (
            <ListBoxItem id={item.id} textValue={item.label} className="menu__item">
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
