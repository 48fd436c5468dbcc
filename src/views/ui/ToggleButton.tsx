// Two-state button (aria-pressed); the pressed state shows a tick as well as a colour change.
import { ToggleButton as RACToggleButton, type ToggleButtonProps as RACToggleButtonProps } from 'react-aria-components/ToggleButton';
import type { ReactNode } from 'react';
import { composeClassName } from './cx.ts';

export interface ToggleButtonProps extends Omit<RACToggleButtonProps, 'children'> {
  children: ReactNode;
}

export function ToggleButton({ className, children, ...props }: ToggleButtonProps) {
  return (
    <RACToggleButton {...props} className={composeClassName('toggle-button', className)}>
      {({ isSelected }) => (
        <>
          <span className="toggle-button__mark" aria-hidden="true">
            {isSelected ? '✓' : ''}
          </span>
          {children}
        </>
      )}
    </RACToggleButton>
  );
}
