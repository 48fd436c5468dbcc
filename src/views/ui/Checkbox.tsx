// Checkbox with a visible box whose tick (not only its colour) shows the state; styled by render states.
import type { ReactNode } from 'react';
import { Checkbox as RACCheckbox, type CheckboxProps as RACCheckboxProps } from 'react-aria-components/Checkbox';
import { composeClassName } from './cx.ts';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children'> {
  children?: ReactNode;
}

export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={composeClassName('checkbox', className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className="checkbox__box" aria-hidden="true">
            {isIndeterminate ? '–' : isSelected ? '✓' : ''}
          </span>
          <span className="checkbox__label">{children}</span>
        </>
      )}
    </RACCheckbox>
  );
}
