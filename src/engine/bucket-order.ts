// A bucket's list in value order (sorted the first time a query looks into it; a build leaves every
// list in slot order, and most buckets are never looked into). A group's k-th largest value in a
// bucket is then found by walking the list from the nearer end and counting the group's members
// (merged with the bucket's multi-site values, kept in value order too), and a value's rank by
// walking until the value: no member value is copied, nothing is selected, and on average half of
// the bucket is read where collecting read all of it.
import type { ColumnIndex } from './column-index.ts';

/** A slot fits below this in a sort key (value order bits × SLOT_SPAN + slot). */
const SLOT_SPAN = 2 ** 21;

let keys = new Float64Array(256);

/** Bucket b's list sorted by value (ties, −0 and 0 among them, by slot), once: index.sorted[b] says it is. */
export function sortBucket(index: ColumnIndex, b: number): void {
  if (index.sorted[b]) return;
  index.sorted[b] = 1;
  const from = index.start[b]!;
  const to = index.start[b + 1]!;
  const n = to - from;
  if (n < 2) return;
  const { slots, values } = index;
  // The float's bits read as an unsigned number in value order: one native numeric sort carries the slot along.
  const bits = new Uint32Array(values.buffer, values.byteOffset, values.length);
  if (keys.length < n) keys = new Float64Array(Math.max(n, keys.length * 2));
  let fits = true;
  for (let j = 0; j < n; j++) {
    const slot = slots[from + j]!;
    if (slot >= SLOT_SPAN) fits = false;
    keys[j] = orderBits(bits[from + j]!) * SLOT_SPAN + slot;
  }
  if (!fits) return sortByComparison(index, from, to);
  const sorted = keys.subarray(0, n).sort();
  // Each value read again from the column at its slot (the key holds −0 as 0).
  for (let j = 0; j < n; j++) {
    const slot = sorted[j]! % SLOT_SPAN;
    slots[from + j] = slot;
    values[from + j] = index.column[slot]!;
  }
}

/** Float bits → an unsigned number that orders as the values do (negative values reversed below the positive ones; −0 as 0). */
const orderBits = (b: number) => (b === 0x80000000 ? 0x80000000 : b & 0x80000000 ? ~b >>> 0 : (b | 0x80000000) >>> 0);

/** More slots than a key holds (over two million sites): a comparison sort of the entries. */
function sortByComparison(index: ColumnIndex, from: number, to: number): void {
  const { slots, values } = index;
  const entries = Array.from({ length: to - from }, (_, j) => [values[from + j]!, slots[from + j]!] as const);
  entries.sort((a, c) => a[0] - c[0] || a[1] - c[1]);
  entries.forEach(([v, s], j) => {
    values[from + j] = v;
    slots[from + j] = s;
  });
}

/** Where value v at `slot` goes in sorted bucket b (after its equals of lower slots). */
export function sortedPlace(index: ColumnIndex, b: number, v: number, slot: number): number {
  const { slots, values } = index;
  let lo = index.start[b]!;
  let hi = index.start[b + 1]!;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const w = values[mid]!;
    if (w < v || (w === v && slots[mid]! < slot)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * One group's values in one bucket, in value order: a block's sorted list (its members: bit g of
 * `bits`, the group bits of the slots that count from this block) merged with the bucket's
 * multi-site Betriebe in value order (multi-buckets.ts; members by ordinalBits). The fields are set
 * per bucket and group.
 */
export interface Walk {
  slots: Int32Array;
  values: Float32Array;
  /** The block's list: [first, end). */
  first: number;
  end: number;
  /** Per slot: the groups counting it from this block (shared-plan.ts blockBits). */
  bits: Uint8Array;
  g: number;
  /** The multi-site entries [multiFirst, multiEnd): their ordinals and values (multi-buckets.ts), group bits by ordinal. */
  ordinals: Int32Array;
  multiFirst: number;
  multiEnd: number;
  multiValues: Float64Array;
  ordinalBits: Uint8Array;
}

/** Entries a walk takes at once. */
const CHUNK = 8;

/** The members of group g among slots[from..from+CHUNK) as bits (bit j: the entry from + j). */
const memberMask = (bits: Uint8Array, slots: Int32Array, from: number, g: number) =>
  ((bits[slots[from]!]! >> g) & 1) |
  (((bits[slots[from + 1]!]! >> g) & 1) << 1) |
  (((bits[slots[from + 2]!]! >> g) & 1) << 2) |
  (((bits[slots[from + 3]!]! >> g) & 1) << 3) |
  (((bits[slots[from + 4]!]! >> g) & 1) << 4) |
  (((bits[slots[from + 5]!]! >> g) & 1) << 5) |
  (((bits[slots[from + 6]!]! >> g) & 1) << 6) |
  (((bits[slots[from + 7]!]! >> g) & 1) << 7);

/** Set bits per byte value (a chunk's member count from its mask). */
const MEMBERS = Uint8Array.from({ length: 1 << CHUNK }, (_, m) => {
  let n = 0;
  for (let x = m; x !== 0; x &= x - 1) n++;
  return n;
});

/** How many members of group g lie at slots[from..from+CHUNK). */
const membersIn = (bits: Uint8Array, slots: Int32Array, from: number, g: number) => MEMBERS[memberMask(bits, slots, from, g)]!;

/**
 * The k-th largest (k from 1) of the walk's values; `count`: how many there are. Walked from the
 * nearer end, both lists merged: the block's entries are taken CHUNK at a time while a chunk lies
 * wholly before the next multi-site value, its members as a bit mask (no branch per entry, no value
 * compared); the chunk that holds the member still needed gives it by the mask's bits, without a
 * second walk over its entries (at 6,000 sites the walks took a quarter of the main thread's time).
 * Near a multi-site value of the group's own Betriebe (those of other groups are passed over: they
 * count for nothing) and at the bucket's edge, one entry at a time. A member counts without a
 * branch on membership (as good as random).
 */
export function kthInBucket(w: Walk, k: number, count: number): number {
  const { slots, values, first, end, bits, g, ordinals, multiFirst, multiEnd, multiValues, ordinalBits } = w;
  if (k <= count - k + 1) {
    // From the top: the block's values at or above the next multi-site value, then that one.
    let need = k;
    let i = end - 1;
    for (let p = multiEnd - 1; ; p--) {
      // Another group's multi-site value counts for nothing: no stop for it.
      while (p >= multiFirst && ((ordinalBits[ordinals[p]!]! >> g) & 1) === 0) p--;
      const vp = p >= multiFirst ? multiValues[p]! : Number.NEGATIVE_INFINITY;
      for (; i - CHUNK + 1 >= first && values[i - CHUNK + 1]! >= vp; i -= CHUNK) {
        let mask = memberMask(bits, slots, i - CHUNK + 1, g);
        const m = MEMBERS[mask]!;
        if (m >= need) {
          // The need-th member from the top of the chunk: its highest set bits dropped until it is the highest.
          for (let r = need; r > 1; r--) mask ^= 1 << (31 - Math.clz32(mask));
          return values[i - CHUNK + 1 + 31 - Math.clz32(mask)]!;
        }
        need -= m;
      }
      for (; i >= first; i--) {
        const v = values[i]!;
        if (v < vp) break;
        need -= (bits[slots[i]!]! >> g) & 1;
        if (need === 0) return v;
      }
      if (p < multiFirst) return Number.NaN;
      if (--need === 0) return vp;
    }
  }
  // From the bottom: the (count − k + 1)-th smallest.
  let need = count - k + 1;
  let i = first;
  for (let p = multiFirst; ; p++) {
    while (p < multiEnd && ((ordinalBits[ordinals[p]!]! >> g) & 1) === 0) p++;
    const vp = p < multiEnd ? multiValues[p]! : Number.POSITIVE_INFINITY;
    for (; i + CHUNK <= end && values[i + CHUNK - 1]! <= vp; i += CHUNK) {
      let mask = memberMask(bits, slots, i, g);
      const m = MEMBERS[mask]!;
      if (m >= need) {
        // The need-th member from the bottom: its lowest set bits dropped until it is the lowest.
        for (let r = need; r > 1; r--) mask &= mask - 1;
        return values[i + 31 - Math.clz32(mask & -mask)]!;
      }
      need -= m;
    }
    for (; i < end; i++) {
      const v = values[i]!;
      if (v > vp) break;
      need -= (bits[slots[i]!]! >> g) & 1;
      if (need === 0) return v;
    }
    if (p >= multiEnd) return Number.NaN;
    if (--need === 0) return vp;
  }
}

/** How many of the walk's values lie below x (`below`) or above it (CHUNK entries at a time while a chunk lies wholly beyond x). */
export function countBeyond(w: Walk, x: number, below: boolean): number {
  const { slots, values, first, end, bits, g, ordinals, multiFirst, multiEnd, multiValues, ordinalBits } = w;
  let n = 0;
  if (below) {
    let j = first;
    for (; j + CHUNK <= end && values[j + CHUNK - 1]! < x; j += CHUNK) n += membersIn(bits, slots, j, g);
    for (; j < end && values[j]! < x; j++) n += (bits[slots[j]!]! >> g) & 1;
    for (let p = multiFirst; p < multiEnd && multiValues[p]! < x; p++) n += (ordinalBits[ordinals[p]!]! >> g) & 1;
  } else {
    let j = end - 1;
    for (; j - CHUNK + 1 >= first && values[j - CHUNK + 1]! > x; j -= CHUNK) n += membersIn(bits, slots, j - CHUNK + 1, g);
    for (; j >= first && values[j]! > x; j--) n += (bits[slots[j]!]! >> g) & 1;
    for (let p = multiEnd - 1; p >= multiFirst && multiValues[p]! > x; p--) n += (ordinalBits[ordinals[p]!]! >> g) & 1;
  }
  return n;
}
