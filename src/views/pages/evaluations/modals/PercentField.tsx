// A percentage input of the group modal (spec 2 §5, §9: number, min 0, max 95, step 5); empty = off.
import { Button, Group, Input, Label, NumberField, Text } from 'react-aria-components/NumberField';
import { TOP_PERCENTAGE_MAX, TOP_PERCENTAGE_STEP } from '../../../../domain/constants.ts';

export function PercentField(props: { label: string; value: number | null; onChange: (v: number | null) => void; description?: string; errorMessage?: string | undefined; isDisabled?: boolean }) {
  const { label, value, onChange, description, errorMessage, isDisabled } = props;
  return (
    <NumberField
      className="field"
      value={value ?? Number.NaN}
      onChange={(v) => onChange(Number.isNaN(v) ? null : v)}
      minValue={0}
      maxValue={TOP_PERCENTAGE_MAX}
      step={TOP_PERCENTAGE_STEP}
      isDisabled={isDisabled ?? false}
      isInvalid={!!errorMessage}
      formatOptions={{ maximumFractionDigits: 0 }}
    >
      <Label className="field__label">{label}</Label>
      <Group className="percent-field">
        <Button slot="decrement" className="percent-field__step" aria-label={`${label} verringern`}>
          −
        </Button>
        <Input className="field__input percent-field__input" />
        <span className="percent-field__unit" aria-hidden="true">
          %
        </span>
        <Button slot="increment" className="percent-field__step" aria-label={`${label} erhöhen`}>
          +
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      {errorMessage ? (
        <Text slot="errorMessage" className="field__error">
          {errorMessage}
        </Text>
      ) : null}
    </NumberField>
  );
}
