// Labelled text input with description and validation message (react-aria TextField).
import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextField as RACTextField, type TextFieldProps as RACTextFieldProps, type ValidationResult } from 'react-aria-components/TextField';
import { composeClassName } from './cx.ts';

export interface TextFieldProps extends RACTextFieldProps {
  label: string;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
}

export function TextField({ label, description, errorMessage, placeholder, className, ...props }: TextFieldProps) {
  return (
    <RACTextField {...props} className={composeClassName('field', className)}>
      <Label className="field__label">{label}</Label>
      <Input className="field__input" placeholder={placeholder} />
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field__error">{errorMessage}</FieldError>
    </RACTextField>
  );
}
