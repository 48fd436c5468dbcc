// A tooltip on a focusable react-aria trigger (Button, Link, ToggleButton): shown after `delay` ms of
// hovering and at once on keyboard focus, hidden on Escape. The content may be a short structured
// text (a heading and a list); it is never interactive.
import type { ReactElement, ReactNode } from 'react';
import { Tooltip as RACTooltip, TooltipTrigger, type TooltipProps as RACTooltipProps } from 'react-aria-components/Tooltip';
// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet of this module
import './tooltip.css';
import { setInteractionModality } from 'react-aria-components';

// react-aria opens a tooltip on hover only once the interaction modality is 'pointer', which a click
// or key sets; a mouse that merely moves (a page opened from the address bar) would never see one.
// The first mouse movement over the page counts as pointer use (a key press switches back to keyboard).
// 'pointerover' in the capture phase on the document runs before React's synthetic pointer-enter.
if (typeof document !== 'undefined') {
  const firstMouse = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    setInteractionModality('pointer');
    document.removeEventListener('pointerover', firstMouse, true);
  };
  document.addEventListener('pointerover', firstMouse, true);
}

export interface TooltipProps {
  content: ReactNode;
  /** The trigger: one focusable react-aria element. */
  children: ReactElement;
  /** Hover delay in ms (react-aria's default 1500). */
  delay?: number;
  placement?: RACTooltipProps['placement'];
  /** A wider box for lists. */
  wide?: boolean;
}

export function Tooltip({ content, children, delay = 700, placement = 'top', wide = false }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={200}>
      {children}
      <RACTooltip className={wide ? 'tooltip tooltip--wide' : 'tooltip'} placement={placement} offset={6}>
        {content}
      </RACTooltip>
    </TooltipTrigger>
  );
}
