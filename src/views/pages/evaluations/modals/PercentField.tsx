// A percentage input of the group modal (product rules ‹Validation rules›, ‹Business constants and limits›: number, min 0, max 95, step 5); empty = off.
import { TOP_PERCENTAGE_MAX, TOP_PERCENTAGE_STEP } from '../../../../domain/constants.ts';
import { StepperField } from './StepperField.tsx';

export function PercentField(props: { label: string; value: number | null; onChange: (v: number | null) => void; description?: string; errorMessage?: string | undefined; isDisabled?: boolean }) {
  return <StepperField {...props} minValue={0} maxValue={TOP_PERCENTAGE_MAX} step={TOP_PERCENTAGE_STEP} unit="%" />;
}
