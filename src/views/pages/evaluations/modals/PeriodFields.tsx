// 'Vergleichszeitraum' of every group tab (product rules ‹Business constants and limits›): the presets or 'Vor ... Tagen', which opens a
// field for the number of days. The rules (which choice a delay shows, what a choice sets, the
// message) live in src/domain/comparison-period.ts.
import { CUSTOM_PERIOD, CUSTOM_PERIOD_MIN_DAYS, PERIOD_CHOICES, periodChoice, periodKeyOf, type PeriodKey, type PeriodValue } from '../../../../domain/comparison-period.ts';
import { COMPARISON_PERIOD_MAX_DAYS } from '../../../../domain/constants.ts';
import { Select } from '../../../ui/Select.tsx';
import { StepperField } from './StepperField.tsx';

export interface PeriodFieldsProps {
  value: PeriodValue;
  onChange: (value: Partial<PeriodValue>) => void;
  errorMessage: string | undefined;
  isDisabled: boolean;
}

export function PeriodFields({ value, onChange, errorMessage, isDisabled }: PeriodFieldsProps) {
  const key = periodKeyOf(value);
  const custom = key === CUSTOM_PERIOD;
  return (
    <div className="group-fields__pair">
      <Select
        label="Vergleichszeitraum"
        items={PERIOD_CHOICES}
        selectedKey={key}
        onSelectionChange={(k) => onChange(periodChoice(k as PeriodKey, value))}
        errorMessage={custom ? undefined : errorMessage}
        isInvalid={!custom && !!errorMessage}
        isDisabled={isDisabled}
      />
      {custom ? (
        <StepperField
          label="Anzahl Tage"
          description="Vergleichswerte von vor so vielen Tagen."
          value={value.delay}
          onChange={(delay) => onChange({ delay, delay_custom: true })}
          minValue={CUSTOM_PERIOD_MIN_DAYS}
          maxValue={COMPARISON_PERIOD_MAX_DAYS}
          step={1}
          unit="Tage"
          errorMessage={errorMessage}
          isDisabled={isDisabled}
        />
      ) : null}
    </div>
  );
}
