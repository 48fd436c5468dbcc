// A tooltip on a focusable inline element (react-aria TooltipTrigger + Focusable): it opens on hover
// and on keyboard focus, Escape closes it. The text is also in the element's accessible description,
// so screen readers get it without opening anything.
import { useId, type ReactNode } from 'react';
import { Focusable } from 'react-aria-components/Focusable';
import { Tooltip, TooltipTrigger } from 'react-aria-components/Tooltip';
import { cx } from './cx.ts';

export interface TipProps {
  /** The tooltip's lines. */
  tip: readonly string[];
  children: ReactNode;
  className?: string;
}

export function Tip({ tip, children, className }: TipProps) {
  const id = useId();
  return (
    <TooltipTrigger delay={300} closeDelay={100}>
      <Focusable>
        <span tabIndex={0} className={cx('tip', className)} aria-describedby={id}>
          {children}
          <span id={id} className="visually-hidden">
            {tip.join('. ')}
          </span>
        </span>
      </Focusable>
      <Tooltip className="tip__popup" offset={6}>
        {tip.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </Tooltip>
    </TooltipTrigger>
  );
}
