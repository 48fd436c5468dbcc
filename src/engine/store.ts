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

/** Parts of a month other than the figure columns (0, 1, …), as MonthWriter.part numbers them. */
export const REPORT_IDS = -3;
export const INSPECTION_DAYS = -2;
export const PROCESSING = -1;

type Typed = Int32Array | Float32Array | Float64Array;
type TypedOf = new (buffer: ArrayBufferLike, offset: number, length: number) => Typed;

let aligned = new Uint8Array(1 << 16);

/**
 * The elements of `bytes` (machine byte order) into `target`: a byte copy when rows are slots
 * 0..n (sites in slot order), else one element per row to its slot.
 */
function place(target: Typed, bytes: Uint8Array, slots: Int32Array | null, count: number): void {
  const size = target.BYTES_PER_ELEMENT;
  const n = Math.min(count, Math.floor(bytes.byteLength / size));
  if (!slots) {
    new Uint8Array(target.buffer, target.byteOffset, n * size).set(bytes.subarray(0, n * size));
    return;
  }
  let from = bytes;
  if (bytes.byteOffset % size !== 0) {
    if (aligned.length < n * size) aligned = new Uint8Array(n * size);
    aligned.set(bytes.subarray(0, n * size));
    from = aligned;
  }
  const view = new (target.constructor as TypedOf)(from.buffer, from.byteOffset, n);
  for (let i = 0; i < n; i++) target[slots[i]!] = view[i]!;
}

const bytesOfArray = (a: Typed) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

/** One month being written into its block, part by part (store.monthWriter). */
export class MonthWriter {
  constructor(
    private readonly store: ReportStore,
    private readonly block: MonthBlock,
    /** Slot of each row (null: row i is slot i). */
    private readonly slots: Int32Array | null,
    private readonly count: number,
  ) {}

  /** One part's bytes: REPORT_IDS, INSPECTION_DAYS, PROCESSING or a figure column (short: the rest stay as they are; unknown figures are ignored). */
  part(part: number, bytes: Uint8Array): void {
    const b = this.block;
    const target = part === REPORT_IDS ? b.reportId : part === INSPECTION_DAYS ? b.inspectionDay : part === PROCESSING ? b.processing : b.columns[part];
    if (target) place(target, bytes, this.slots, this.count);
  }

  finish(): void {
    this.store.changed(this.block);
  }
}

function gather<T extends Int32Array | Float32Array | Float64Array>(from: T, order: Int32Array, out: T): T {
  for (let i = 0; i < order.length; i++) out[i] = from[order[i]!]!;
  return out;
}

/** Entries the change log keeps (a national upload runs over: its dates are rebuilt). */
const LOG_ENTRIES = 1 << 16;

/** The store's changes by version, slot and month, complete from version `from` on. */
class ChangeLog {
  private versions = new Float64Array(LOG_ENTRIES);
  private slots = new Int32Array(LOG_ENTRIES);
  private months = new Int32Array(LOG_ENTRIES);
  private length = 0;
  /** Changes after this version are all in the log. */
  private from = 0;

  add(version: number, slot: number, month: number): void {
    if (this.length === LOG_ENTRIES) this.reset(version - 1);
    this.versions[this.length] = version;
    this.slots[this.length] = slot;
    this.months[this.length++] = month;
  }

  /** Nothing before `version` is known any more. */
  reset(version: number): void {
    this.length = 0;
    this.from = version;
  }

  slotsSince(version: number, from: number, to: number): Int32Array | null {
    if (version < this.from) return null;
    // Versions ascend: the first entry after `version` by binary search.
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.versions[mid]! <= version) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let k = lo; k < this.length; k++) {
      const m = this.months[k]!;
      if (m >= from && m <= to) out.push(this.slots[k]!);
    }
    return Int32Array.from(out);
  }
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
  /** Which slot of which month each recent version changed (what a date's derived state is patched at). */
  private readonly log = new ChangeLog();

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
    // Every array is new: what was derived from them is rebuilt, not patched.
    this.log.reset(this.version + 1);
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
    this.log.add(++this.version, slot, month);
  }

  /** Stores a whole month (rows of sites without a report in it stay empty); one pass per column. */
  putMonth(month: number, rows: MonthRows): void {
    const writer = this.monthWriter(month, rows.siteIds);
    writer.part(REPORT_IDS, bytesOfArray(rows.reportIds));
    writer.part(INSPECTION_DAYS, bytesOfArray(rows.inspectionDays));
    writer.part(PROCESSING, bytesOfArray(rows.processing));
    rows.columns.forEach((c, f) => {
      if (c) writer.part(f, bytesOfArray(c));
    });
    writer.finish();
  }

  /**
   * Writes a whole month part by part straight into its block (the start from snapshots: each part
   * goes from the database's bytes into the engine's columns, no month is held beside them).
   */
  monthWriter(month: number, siteIds: Int32Array): MonthWriter {
    const count = siteIds.length;
    const slots = new Int32Array(count);
    let identity = true;
    for (let i = 0; i < count; i++) {
      slots[i] = this.ensureSlot(siteIds[i]!);
      if (slots[i] !== i) identity = false;
    }
    const block = this.blocks.get(month) ?? this.newBlock(month);
    return new MonthWriter(this, block, identity ? null : slots, count);
  }

  /** Called by a MonthWriter when its month is complete. */
  changed(block: MonthBlock): void {
    block.changes++;
    // A whole month: no list of slots, derived state is rebuilt.
    this.log.reset(++this.version);
  }

  /**
   * The slots whose report in one of the months `from..to` changed after `version` (repeats
   * possible), or null when the log does not reach back that far (a whole month was written, the
   * columns grew, or too many changes since).
   */
  changedSlots(version: number, from: number, to: number): Int32Array | null {
    return this.log.slotsSince(version, from, to);
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
    this.log.add(++this.version, slot, month);
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
