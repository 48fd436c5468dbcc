// react-aria Button styled by its render states (data-hovered, data-pressed, data-focus-visible,
// data-disabled, data-pending). While pending it shows a spinner and stays focusable.
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components/Button';
import { composeClassName } from './cx.ts';
import { Spinner } from './Spinner.tsx';

export interface ButtonProps extends RACButtonProps {
  variant?: 'primary' | 'secondary' | 'quiet' | 'light';
  block?: boolean;
  /** Spinner label while pending. */
  pendingLabel?: string;
}

export function Button({ variant = 'primary', block = false, pendingLabel, className, children, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeClassName(`button button--${variant}${block ? ' button--block' : ''}`, className)}
    >
      {(state) => (
        <>
          {state.isPending ? <Spinner label={pendingLabel ?? 'Bitte warten …'} /> : null}
          {typeof children === 'function' ? children(state) : children}
        </>
      )}
    </RACButton>
  );
}
