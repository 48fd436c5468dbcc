// A group's spread in one figure row (product rules ‹Group spread›): a strip with a box over the
// middle half (p25 to p75), a tick at the median and a diamond at the entity's own value, better to
// the right. The drawing is hidden from screen readers, which read the sentence instead; the strip
// has a fixed height, so rows do not move when it appears.
import type { SpreadCell } from '../../../../domain/evaluation-report.ts';

export function SpreadStrip({ spread }: { spread: SpreadCell | null }) {
  if (!spread) return null;
  const { strip, label } = spread;
  return (
    <span className="spread" title={label} data-spread="">
      <span className="spread__track" aria-hidden="true">
        <span className="spread__box" style={{ left: `${strip.boxFrom}%`, width: `${strip.boxTo - strip.boxFrom}%` }} />
        <span className="spread__median" style={{ left: `${strip.median}%` }} />
        {strip.own !== null ? <span className={`spread__own${strip.ownClamped ? ' spread__own--beyond' : ''}`} style={{ left: `${strip.own}%` }} /> : null}
      </span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
