// The order indexes kept (order-index.ts), by month and figure, each with when it was last used: a
// look-up is an array read, where a Map keyed by a "month:field" text built a string, hashed it and
// moved the entry to the end on every one of an evaluation's 200 look-ups. The least recently used
// go first, found by sorting only when the budget is exceeded (after a build, which costs far more).
import type { ColumnIndex } from './column-index.ts';

interface Month {
  indexes: (ColumnIndex | undefined)[];
  used: number[];
}

export class IndexShelf {
  private readonly months = new Map<number, Month>();
  private tick = 0;

  /** The month's index of the figure, marked as used now. */
  take(month: number, field: number): ColumnIndex | undefined {
    const m = this.months.get(month);
    const index = m?.indexes[field];
    if (index) m!.used[field] = ++this.tick;
    return index;
  }

  /** The same without marking it (a question, not a use). */
  peek(month: number, field: number): ColumnIndex | undefined {
    return this.months.get(month)?.indexes[field];
  }

  put(month: number, field: number, index: ColumnIndex): void {
    let m = this.months.get(month);
    if (!m) this.months.set(month, (m = { indexes: [], used: [] }));
    m.indexes[field] = index;
    m.used[field] = ++this.tick;
  }

  remove(month: number, field: number): void {
    const m = this.months.get(month);
    if (m) m.indexes[field] = undefined;
  }

  clear(): void {
    this.months.clear();
  }

  /** Every index kept, least recently used first, with its month and figure. */
  byAge(): { month: number; field: number; index: ColumnIndex }[] {
    const all: { month: number; field: number; index: ColumnIndex; used: number }[] = [];
    for (const [month, m] of this.months) m.indexes.forEach((index, field) => index && all.push({ month, field, index, used: m.used[field]! }));
    return all.sort((a, b) => a.used - b.used);
  }
}
