// Which report of each site counts on a date: the latest one inspected on or before it and not
// older than the look-back window (CURRENT_REPORT_DAYS, the product's "current report" rule), read
// from the month blocks (report_months: the latest report of a site per calendar month).
// A snapshot depends only on the months of its window: a change elsewhere leaves it as it is
// (`stillCurrent`), and a change of a few sites within them is patched at those sites
// (`patchedSnapshot`), the same pick a new snapshot would take; what was derived from the older
// snapshot (plans, combined values) is patched from `from` in turn.
import { NO_REPORT, type MonthBlock, type ReportStore } from './store.ts';
import { monthOfDay } from './dates.ts';

export interface Snapshot {
  /** Unique per snapshot taken or patched (caches of derived state are keyed by it). */
  id: number;
  day: number;
  /** Candidate month blocks, newest first. */
  blocks: MonthBlock[];
  /** Per site slot: index into `blocks`, or -1 when no report counts. */
  pick: Int8Array;
  /** Store version and each block's change count when the pick was made. */
  version: number;
  changes: Int32Array;
  /** The snapshot this one was patched from and the slots patched (null: taken whole, or the link was let go). */
  from: { snapshot: Snapshot; slots: Int32Array } | null;
}

let ids = 0;

/** The window's months, newest first, and the oldest day counted. */
function windowOf(day: number, lookbackDays: number) {
  return { newest: monthOfDay(day), oldest: monthOfDay(day - lookbackDays), oldestDay: day - lookbackDays };
}

function blocksOf(store: ReportStore, day: number, lookbackDays: number): MonthBlock[] {
  const { newest, oldest } = windowOf(day, lookbackDays);
  const blocks: MonthBlock[] = [];
  for (let m = newest; m >= oldest; m--) {
    const block = store.month(m);
    if (block) blocks.push(block);
  }
  return blocks;
}

/** The newest block whose report of `slot` counts on `day` (−1: none). */
function pickOf(days: readonly Int32Array[], slot: number, day: number, oldestDay: number): number {
  for (let b = 0; b < days.length; b++) {
    const d = days[b]![slot]!;
    if (d <= day && d >= oldestDay && d !== NO_REPORT) return b;
  }
  return -1;
}

export function takeSnapshot(store: ReportStore, day: number, lookbackDays: number): Snapshot {
  const blocks = blocksOf(store, day, lookbackDays);
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
  return { id: ++ids, day, blocks, pick, version: store.version, changes: Int32Array.from(blocks, (b) => b.changes), from: null };
}

/** Whether the window's blocks are the snapshot's (no month added, the columns not grown). */
function sameBlocks(store: ReportStore, s: Snapshot, lookbackDays: number): boolean {
  if (s.pick.length !== store.capacity) return false;
  const blocks = blocksOf(store, s.day, lookbackDays);
  return blocks.length === s.blocks.length && blocks.every((b, k) => b === s.blocks[k]);
}

/** Whether nothing in the snapshot's window changed since it was made (a change of other months leaves it valid). */
export function stillCurrent(store: ReportStore, s: Snapshot, lookbackDays: number): boolean {
  return sameBlocks(store, s, lookbackDays) && s.blocks.every((b, k) => b.changes === s.changes[k]);
}

/**
 * The snapshot of the store now, from an older one of the same day patched at the slots changed
 * in its window since (null: the log does not reach back, more than `limit` slots changed, or
 * the window's blocks are others: take it anew).
 */
export function patchedSnapshot(store: ReportStore, s: Snapshot, lookbackDays: number, limit: number): Snapshot | null {
  if (!sameBlocks(store, s, lookbackDays)) return null;
  const { newest, oldest, oldestDay } = windowOf(s.day, lookbackDays);
  const changed = store.changedSlots(s.version, oldest, newest);
  if (!changed || changed.length > limit) return null;
  const slots = Int32Array.from(new Set(changed)).sort();
  const pick = s.pick.slice();
  const days = s.blocks.map((b) => b.inspectionDay);
  for (const slot of slots) pick[slot] = slot < store.siteCount ? pickOf(days, slot, s.day, oldestDay) : -1;
  // One link back at most: the older snapshot lets go of its own, so no chain of them stays alive.
  s.from = null;
  return { id: ++ids, day: s.day, blocks: s.blocks, pick, version: store.version, changes: Int32Array.from(s.blocks, (b) => b.changes), from: { snapshot: s, slots } };
}

/** The column of figure `field` in each candidate block (hoisted out of the per-site loops). */
export const columnsOf = (snapshot: Snapshot, field: number) => snapshot.blocks.map((b) => b.columns[field]!);
