// react-aria Button styled by its render states (data-hovered, data-pressed, data-focus-visible,
// data-disabled). While pending it shows a spinner, stays focusable and ignores presses.
//
// Pending is ours, not react-aria's `isPending`: that one announces the state through the live
// announcer as role="img" with aria-labelledby pointing at the button, and when the button goes away
// (the login button after a successful login, a dialog's save button) the reference dangles for
// seconds (axe role-img-alt on the next page). A text status beside the button says the same and
// leaves nothing behind.
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components/Button';
import { composeClassName } from './cx.ts';
import { Spinner } from './Spinner.tsx';

export interface ButtonProps extends RACButtonProps {
  variant?: 'primary' | 'secondary' | 'quiet' | 'light';
  block?: boolean;
  /** Spinner label while pending. */
  pendingLabel?: string;
}

export function Button({ variant = 'primary', block = false, pendingLabel, className, children, isPending, onPress, type, ...props }: ButtonProps) {
  const pending = isPending === true;
  const label = pendingLabel ?? 'Bitte warten …';
  const button = (
    <RACButton
      {...props}
      // A pending submit button must not submit the form again (Enter, a second click).
      type={pending && type === 'submit' ? 'button' : type}
      {...(pending ? { 'aria-disabled': true } : onPress ? { onPress } : {})}
      className={composeClassName(`button button--${variant}${block ? ' button--block' : ''}${pending ? ' button--pending' : ''}`, className)}
    >
      {(state) => (
        <>
          {pending ? <Spinner label={label} /> : null}
          {typeof children === 'function' ? children({ ...state, isPending: pending }) : children}
        </>
      )}
    </RACButton>
  );
  // Only buttons that can be pending get a live region, present before it speaks. A bare polite live
  // region, not role="status": the page's own statuses (a dialog's match count) stay the only ones.
  if (isPending === undefined) return button;
  return (
    <>
      {button}
      <span className="visually-hidden" aria-live="polite">
        {pending ? label : ''}
      </span>
    </>
  );
}
