// The engine's columns: one block per calendar month, and in each block one Float32Array per
// figure with a slot per site (the report_months view: the latest report of a site in that month).
// Single precision halves the memory (60,000 sites × 200 figures × 36 months fit in ~1.7 GB instead
// of ~3.5 GB); MLP figures carry at most 7 significant digits, and the SQL reference reads the
// same float4-rounded values, so both agree exactly. NaN marks a missing value, as in reports.values.

/** Inspection day of an empty slot (no report of that site in that month). */
export const NO_REPORT = -2_147_483_648;

export interface MonthBlock {
  month: number;
  /** reports.id per site slot (0: none). */
  reportId: Int32Array;
  /** Inspection day number per site slot (NO_REPORT: none). */
  inspectionDay: Int32Array;
  /** Processing time (epoch ms) per site slot. */
  processing: Float64Array;
  /** One column per figure. */
  columns: Float32Array[];
  /** Bumped on every change of this month (a snapshot taken of it knows whether it is still current). */
  changes: number;
}

/** A whole month in row order (the snapshot path): row i belongs to siteIds[i]. */
export interface MonthRows {
  siteIds: Int32Array;
  reportIds: Int32Array;
  inspectionDays: Int32Array;
  processing: Float64Array;
  /** One column per figure (missing or short columns: missing values). */
  columns: readonly (Float32Array | undefined)[];
}

export interface StoredReport {
  reportId: number;
  inspectionDay: number;
  processingMs: number;
  /** One value per figure (NaN: missing); shorter arrays leave the rest missing. */
  values: ArrayLike<number>;
}

function gather<T extends Int32Array | Float32Array | Float64Array>(from: T, order: Int32Array, out: T): T {
  for (let i = 0; i < order.length; i++) out[i] = from[order[i]!]!;
  return out;
}

export class ReportStore {
  readonly fieldCount: number;
  /** Site id per slot. */
  siteIds: Int32Array;
  siteCount = 0;
  private readonly slots = new Map<number, number>();
  private readonly blocks = new Map<number, MonthBlock>();
  /** Bumped on every change, so cached per-date selections know when they are stale. */
  version = 0;

  constructor(fieldCount: number, siteCapacity = 1024) {
    this.fieldCount = fieldCount;
    this.siteIds = new Int32Array(Math.max(16, siteCapacity));
  }

  get capacity(): number {
    return this.siteIds.length;
  }

  /** The slot of a site (undefined: the engine holds no report of it). */
  slotOf(siteId: number): number | undefined {
    return this.slots.get(siteId);
  }

  /** The slot of a site, adding it when new. */
  ensureSlot(siteId: number): number {
    let slot = this.slots.get(siteId);
    if (slot !== undefined) return slot;
    if (this.siteCount === this.capacity) this.grow(Math.ceil(this.capacity * 1.25) + 16);
    slot = this.siteCount++;
    this.siteIds[slot] = siteId;
    this.slots.set(siteId, slot);
    return slot;
  }

  month(month: number): MonthBlock | undefined {
    return this.blocks.get(month);
  }

  /** Months that hold data, ascending. */
  months(): number[] {
    return [...this.blocks.keys()].sort((a, b) => a - b);
  }

  private newBlock(month: number): MonthBlock {
    const capacity = this.capacity;
    const inspectionDay = new Int32Array(capacity).fill(NO_REPORT);
    const columns: Float32Array[] = [];
    for (let f = 0; f < this.fieldCount; f++) columns.push(new Float32Array(capacity).fill(Number.NaN));
    const block = { month, reportId: new Int32Array(capacity), inspectionDay, processing: new Float64Array(capacity), columns, changes: 0 };
    this.blocks.set(month, block);
    return block;
  }

  private grow(capacity: number) {
    const ids = new Int32Array(capacity);
    ids.set(this.siteIds);
    this.siteIds = ids;
    for (const block of this.blocks.values()) {
      const grow32 = (a: Float32Array) => {
        const b = new Float32Array(capacity).fill(Number.NaN);
        b.set(a);
        return b;
      };
      const reportId = new Int32Array(capacity);
      reportId.set(block.reportId);
      const inspectionDay = new Int32Array(capacity).fill(NO_REPORT);
      inspectionDay.set(block.inspectionDay);
      const processing = new Float64Array(capacity);
      processing.set(block.processing);
      block.reportId = reportId;
      block.inspectionDay = inspectionDay;
      block.processing = processing;
      block.columns = block.columns.map(grow32);
    }
  }

  /** Stores (or replaces) a site's report of a month. */
  put(siteId: number, month: number, report: StoredReport): void {
    const slot = this.ensureSlot(siteId);
    const block = this.blocks.get(month) ?? this.newBlock(month);
    block.reportId[slot] = report.reportId;
    block.inspectionDay[slot] = report.inspectionDay;
    block.processing[slot] = report.processingMs;
    const n = Math.min(report.values.length, this.fieldCount);
    for (let f = 0; f < this.fieldCount; f++) block.columns[f]![slot] = f < n ? report.values[f]! : Number.NaN;
    block.changes++;
    this.version++;
  }

  /** Stores a whole month (rows of sites without a report in it stay empty); one pass per column. */
  putMonth(month: number, rows: MonthRows): void {
    const count = rows.siteIds.length;
    const slots = new Int32Array(count);
    let identity = true;
    for (let i = 0; i < count; i++) {
      slots[i] = this.ensureSlot(rows.siteIds[i]!);
      if (slots[i] !== i) identity = false;
    }
    const block = this.blocks.get(month) ?? this.newBlock(month);
    for (let i = 0; i < count; i++) {
      const slot = slots[i]!;
      block.reportId[slot] = rows.reportIds[i]!;
      block.inspectionDay[slot] = rows.inspectionDays[i]!;
      block.processing[slot] = rows.processing[i]!;
    }
    for (let f = 0; f < this.fieldCount; f++) {
      const from = rows.columns[f];
      if (!from) continue;
      const to = block.columns[f]!;
      const n = Math.min(count, from.length);
      // Sites loaded in id order sit in slots 0..n: a straight copy.
      if (identity) to.set(n === from.length ? from : from.subarray(0, n));
      else for (let i = 0; i < n; i++) to[slots[i]!] = from[i]!;
    }
    block.changes++;
    this.version++;
  }

  /** A month in row order: the slots holding a report, as copies (what a snapshot stores). */
  monthRows(month: number): MonthRows | undefined {
    const block = this.blocks.get(month);
    if (!block) return undefined;
    const slots: number[] = [];
    for (let s = 0; s < this.siteCount; s++) if (block.inspectionDay[s] !== NO_REPORT) slots.push(s);
    const order = Int32Array.from(slots).sort((a, b) => this.siteIds[a]! - this.siteIds[b]!);
    return {
      siteIds: gather(this.siteIds, order, new Int32Array(order.length)),
      reportIds: gather(block.reportId, order, new Int32Array(order.length)),
      inspectionDays: gather(block.inspectionDay, order, new Int32Array(order.length)),
      processing: gather(block.processing, order, new Float64Array(order.length)),
      columns: block.columns.map((c) => gather(c, order, new Float32Array(order.length))),
    };
  }

  /** Forgets a site's report of a month (it was deleted). */
  clear(siteId: number, month: number): void {
    const slot = this.slots.get(siteId);
    const block = this.blocks.get(month);
    if (slot === undefined || !block) return;
    block.reportId[slot] = 0;
    block.inspectionDay[slot] = NO_REPORT;
    for (const column of block.columns) column[slot] = Number.NaN;
    block.changes++;
    this.version++;
  }

  /** Bytes held by the columns (for the benchmark's memory figure). */
  bytes(): number {
    let total = this.siteIds.byteLength;
    for (const b of this.blocks.values()) {
      total += b.reportId.byteLength + b.inspectionDay.byteLength + b.processing.byteLength;
      for (const c of b.columns) total += c.byteLength;
    }
    return total;
  }
}
