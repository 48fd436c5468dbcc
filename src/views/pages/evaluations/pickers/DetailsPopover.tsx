// The picker's details popover (product rules ‹Business constants and limits›: comparison group and filter 500 ms): opens on hover after
// the delay, at once on keyboard focus; read-only content, Escape closes it.
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Tooltip, TooltipTrigger } from 'react-aria-components/Tooltip';

export function DetailsPopover({ label, delay, title, children }: { label: string; delay: number; title: string; children: ReactNode }) {
  return (
    <TooltipTrigger delay={delay} closeDelay={150}>
      <Button className="details-trigger" aria-label={label}>
        <span aria-hidden="true">i</span>
      </Button>
      <Tooltip className="popover details-popover" placement="bottom start" offset={6}>
        <strong className="details-popover__title">{title}</strong>
        {children}
      </Tooltip>
    </TooltipTrigger>
  );
}
