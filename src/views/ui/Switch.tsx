// On/off switch (react-aria Switch, role=switch): the track shows the state by position and a tick,
// not by colour alone.
import type { ReactNode } from 'react';
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components/Switch';
import { composeClassName } from './cx.ts';

export interface SwitchProps extends Omit<RACSwitchProps, 'children'> {
  children: ReactNode;
}

export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={composeClassName('switch', className)}>
      {({ isSelected }) => (
        <>
          <span className="switch__track" aria-hidden="true">
            <span className="switch__thumb">{isSelected ? '✓' : ''}</span>
          </span>
          <span className="switch__label">{children}</span>
        </>
      )}
    </RACSwitch>
  );
}
