// Labelled number input in German notation, styled like TextField: react-aria's NumberField under
// de-DE whatever the browser's language ('3,5' is 3.5, '9.450' is 9450; values show as '1.000,5').
// Uncontrolled text: onChange reports while typing (live hints, buttons waiting for a value) and
// again with the committed value on blur; empty or half-typed is null.
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { FieldError, Input, Label, NumberField as RACNumberField, Text } from 'react-aria-components/NumberField';
import { parseGermanNumber } from '../../domain/format.ts';
import { composeClassName } from './cx.ts';

export interface NumberFieldProps {
  label: string;
  /** The value the field starts with (null: empty). */
  defaultValue: number | null;
  onChange: (value: number | null) => void;
  description?: string;
  errorMessage?: string | undefined;
  minValue?: number;
  maxValue?: number;
  /** Decimals kept and shown (default 6: thresholds follow the figure's own precision). */
  maximumFractionDigits?: number;
  isDisabled?: boolean;
  className?: string;
}

export function NumberField({ label, defaultValue, onChange, description, errorMessage, minValue, maxValue, maximumFractionDigits = 6, isDisabled = false, className }: NumberFieldProps) {
  return (
    <I18nProvider locale="de-DE">
      <RACNumberField
        className={composeClassName('field', className)}
        defaultValue={defaultValue ?? Number.NaN}
        onChange={(v) => onChange(Number.isNaN(v) ? null : v)}
        {...(minValue === undefined ? {} : { minValue })}
        {...(maxValue === undefined ? {} : { maxValue })}
        formatOptions={{ maximumFractionDigits }}
        isDisabled={isDisabled}
        isInvalid={!!errorMessage}
      >
        <Label className="field__label">{label}</Label>
        <Input className="field__input" onInput={(e) => onChange(parseGermanNumber(e.currentTarget.value))} />
        {description ? (
          <Text slot="description" className="field__description">
            {description}
          </Text>
        ) : null}
        <FieldError className="field__error">{errorMessage}</FieldError>
      </RACNumberField>
    </I18nProvider>
  );
}
