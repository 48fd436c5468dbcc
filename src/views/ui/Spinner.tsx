// An indeterminate progress indicator that always carries a text label (visible or for screen readers).
import { ProgressBar } from 'react-aria-components/ProgressBar';
import { cx } from './cx.ts';

export interface SpinnerProps {
  /** Accessible label, e.g. 'Wird geladen …'. */
  label?: string;
  /** Show the label next to the circle (otherwise only for screen readers). */
  showLabel?: boolean;
  size?: 'small' | 'large';
  className?: string;
}

/** A trailing '…' stays on the line of the word before it (alone on a phone's next line it looks like a glitch). */
const keepEllipsis = (text: string) => text.replace(/ …$/, '\u00a0…');

export function Spinner({ label = 'Wird geladen …', showLabel = false, size = 'small', className }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={cx('spinner', size === 'large' && 'spinner--large', className)}>
      <span className="spinner__circle" aria-hidden="true" />
      {showLabel ? <span>{keepEllipsis(label)}</span> : null}
    </ProgressBar>
  );
}
