// The timeline's first request in a fresh server: without this it compiles the engine's timeline
// path and takes every date's snapshot itself (several times the later requests). Done once when
// the engine is built, for the dates of today's longest timeline (product rules ‹Timeline page›);
// the dates' snapshots stay valid while their months do not change.
import { HISTORY_MONTHS } from '../../../domain/constants.ts';
import { reportToday } from '../../../domain/reports.ts';
import { TIMELINE_MONTH_CHOICES, timelineDates } from '../../../domain/timeline.ts';
import { dayNumber, type BenchmarkEngine, type Topology } from '../../../engine/index.ts';
import type { BenchmarkContext } from '../../context.ts';

/** The dates of the longest timeline ending `today`, newest first; the code is warmed on the default timeline's. */
export function warmTimeline(engine: BenchmarkEngine, topology: Topology, today: string): void {
  const days = timelineDates(today, Math.max(...TIMELINE_MONTH_CHOICES)).map(dayNumber).reverse();
  // Any figure with a direction takes the same path as the one a user picks (the catalogue's last:
  // the warm-up leaves no head start to the figures asked most).
  const field = Math.max(0, engine.figures.direction.findLastIndex((d) => d !== 0));
  engine.warmUp(topology, days, field, HISTORY_MONTHS);
}

/** At start: the engine as built, its tree read (the first request needs it too), then warmed. */
export async function warmUpEngine(app: BenchmarkContext): Promise<void> {
  const engine = await app.engine.built();
  warmTimeline(engine, await app.topology.load(engine), reportToday());
}
