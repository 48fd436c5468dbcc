// A whole-number input of the group modal with − / + buttons and its unit ('%', 'Tage'); empty = null.
// German notation whatever the browser's language ('1.000' is 1000), like src/views/ui/NumberField.
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Button, Group, Input, Label, NumberField, Text } from 'react-aria-components/NumberField';

export interface StepperFieldProps {
  label: string;
  value: number | null;
  onChange: (v: number | null) => void;
  minValue: number;
  maxValue: number;
  step: number;
  unit: string;
  description?: string;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
}

export function StepperField({ label, value, onChange, minValue, maxValue, step, unit, description, errorMessage, isDisabled }: StepperFieldProps) {
  return (
    <I18nProvider locale="de-DE">
      <NumberField
        className="field"
        value={value ?? Number.NaN}
        onChange={(v) => onChange(Number.isNaN(v) ? null : v)}
        minValue={minValue}
        maxValue={maxValue}
        step={step}
        isDisabled={isDisabled ?? false}
        isInvalid={!!errorMessage}
        formatOptions={{ maximumFractionDigits: 0 }}
      >
        <Label className="field__label">{label}</Label>
        <Group className="stepper-field">
          <Button slot="decrement" className="stepper-field__step" aria-label={`${label} verringern`}>
            −
          </Button>
          <Input className="field__input stepper-field__input" />
          <span className="stepper-field__unit" aria-hidden="true">
            {unit}
          </span>
          <Button slot="increment" className="stepper-field__step" aria-label={`${label} erhöhen`}>
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
    </I18nProvider>
  );
}
