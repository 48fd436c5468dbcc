// Which report of each site counts on a date: the latest one inspected on or before it and not
// older than the look-back window (CURRENT_REPORT_DAYS, the product's "current report" rule), read
// from the month blocks (report_months: the latest report of a site per calendar month).
import { NO_REPORT, type MonthBlock, type ReportStore } from './store.ts';
import { monthOfDay } from './dates.ts';

export interface Snapshot {
  day: number;
  /** Candidate month blocks, newest first. */
  blocks: MonthBlock[];
  /** Per site slot: index into `blocks`, or -1 when no report counts. */
  pick: Int8Array;
}

export function takeSnapshot(store: ReportStore, day: number, lookbackDays: number): Snapshot {
  const first = monthOfDay(day - lookbackDays);
  const blocks: MonthBlock[] = [];
  for (let m = monthOfDay(day); m >= first; m--) {
    const block = store.month(m);
    if (block) blocks.push(block);
  }
  const pick = new Int8Array(store.capacity).fill(-1);
  const oldest = day - lookbackDays;
  // One pass over the sites, newest block first: the newest qualifying month wins.
  const days = blocks.map((b) => b.inspectionDay);
  const sites = store.siteCount;
  for (let s = 0; s < sites; s++) {
    for (let b = 0; b < days.length; b++) {
      const d = days[b]![s]!;
      if (d <= day && d >= oldest && d !== NO_REPORT) {
        pick[s] = b;
        break;
      }
    }
  }
  return { day, blocks, pick };
}

/** The column of figure `field` in each candidate block (hoisted out of the per-site loops). */
export const columnsOf = (snapshot: Snapshot, field: number) => snapshot.blocks.map((b) => b.columns[field]!);
