// Labelled radio group; each Radio shows a filled dot when selected (shape, not only colour).
import type { ReactNode } from 'react';
import {
  FieldError,
  Label,
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  Text,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components/RadioGroup';
import { composeClassName } from './cx.ts';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  children: ReactNode;
}

export function RadioGroup({ label, description, errorMessage, className, children, ...props }: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={composeClassName('radio-group', className)}>
      <Label className="radio-group__label">{label}</Label>
      <div className="radio-group__options">{children}</div>
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field__error">{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}

export function Radio({ className, children, ...props }: Omit<RACRadioProps, 'children'> & { children: ReactNode }) {
  return (
    <RACRadio {...props} className={composeClassName('radio', className)}>
      <span className="radio__dot" aria-hidden="true" />
      <span>{children}</span>
    </RACRadio>
  );
}
