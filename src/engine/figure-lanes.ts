// Four figures of an evaluation counted in one pass over each group's members: the member's slot is
// read once for all four, and the four histograms and sums do not wait for each other, where one
// figure at a time reads the slot list again per figure and chains each increment and addition on
// the one before. Each figure's lane (a GroupsPass) then finishes alone.
import type { GroupsInput, GroupsPass } from './groups-pass.ts';

/** Figures counted together. */
export const LANES = 4;

/**
 * Counts (and sums) the groups of one to four figures into their lanes; each lane then needs only
 * `finish`. The inputs share one plan and read the same blocks (the engine gathers them so, from
 * one shared plan). A shorter tail repeats its last figure in the lanes left over, which are not
 * finished: one loop for every count of figures, at the price of a few figures counted twice.
 */
export function countLanes(lanes: readonly GroupsPass[], inputs: readonly GroupsInput[]): void {
  if (inputs.length === 0) return;
  const [a, b, c, d] = lanes as [GroupsPass, GroupsPass, GroupsPass, GroupsPass];
  const [ia, ib = ia, ic = ib, id = ic] = inputs as [GroupsInput, GroupsInput?, GroupsInput?, GroupsInput?] as [GroupsInput, GroupsInput, GroupsInput, GroupsInput];
  const { plan, aggregations } = ia;
  for (let g = 0; g < plan.groups; g++) {
    const counts = [a.counts[g]!, b.counts[g]!, c.counts[g]!, d.counts[g]!] as const;
    for (const histogram of counts) histogram.fill(0);
    const summed = aggregations[g]!.how !== 'percentile';
    const single = plan.single[g]!;
    let sa = 0, sb = 0, sc = 0, sd = 0;
    for (let k = 0; k < ia.columns.length; k++) {
      const slots = single[k]!;
      if (!ia.columns[k] || slots.length === 0) continue;
      const buckets = [ia.indexes[k]!.bucket, ib.indexes[k]!.bucket, ic.indexes[k]!.bucket, id.indexes[k]!.bucket] as const;
      if (!summed) {
        countFour(slots, buckets, counts);
        continue;
      }
      countSumFour(slots, [ia.columns[k]!, ib.columns[k]!, ic.columns[k]!, id.columns[k]!], buckets, counts, SUMS);
      sa += SUMS[0]!;
      sb += SUMS[1]!;
      sc += SUMS[2]!;
      sd += SUMS[3]!;
    }
    // Multi-site members (their combined values), the four figures' values read side by side.
    const own = plan.multiOf[g]!;
    if (own.length) {
      const values = [ia.multiValues, ib.multiValues, ic.multiValues, id.multiValues] as const;
      const buckets = [ia.multiBuckets, ib.multiBuckets, ic.multiBuckets, id.multiBuckets] as const;
      countMultiFour(own, values, buckets, counts, SUMS);
      sa += SUMS[0]!;
      sb += SUMS[1]!;
      sc += SUMS[2]!;
      sd += SUMS[3]!;
    }
    a.sums[g] = sa;
    b.sums[g] = sb;
    c.sums[g] = sc;
    d.sums[g] = sd;
  }
}

const SUMS = new Float64Array(LANES);

type Four<T> = readonly [T, T, T, T];

/** Per member: its bucket counted in each figure's histogram (a missing value counts into MISSING_BUCKET). */
function countFour(slots: Int32Array, buckets: Four<Uint8Array>, counts: Four<Int32Array>): void {
  const [b0, b1, b2, b3] = buckets;
  const [h0, h1, h2, h3] = counts;
  for (let k = 0; k < slots.length; k++) {
    const s = slots[k]!;
    h0[b0[s]!]!++;
    h1[b1[s]!]!++;
    h2[b2[s]!]!++;
    h3[b3[s]!]!++;
  }
}

/**
 * The combined values of a group's multi-site members (by ordinal) counted and summed per figure (a
 * missing value neither). Not countSumFour with other arrays: these are Float64Array sums, and one
 * element kind per loop keeps V8's loads monomorphic (a shared loop would check the kind per load).
 */
function countMultiFour(ordinals: Int32Array, values: Four<Float64Array>, buckets: Four<Uint8Array>, counts: Four<Int32Array>, out: Float64Array): void {
  const [v0s, v1s, v2s, v3s] = values;
  const [b0, b1, b2, b3] = buckets;
  const [h0, h1, h2, h3] = counts;
  let s0 = 0, s1 = 0, s2 = 0, s3 = 0;
  for (let j = 0; j < ordinals.length; j++) {
    const o = ordinals[j]!;
    const v0 = v0s[o]!, v1 = v1s[o]!, v2 = v2s[o]!, v3 = v3s[o]!;
    if (v0 === v0) {
      h0[b0[o]!]!++;
      s0 += v0;
    }
    if (v1 === v1) {
      h1[b1[o]!]!++;
      s1 += v1;
    }
    if (v2 === v2) {
      h2[b2[o]!]!++;
      s2 += v2;
    }
    if (v3 === v3) {
      h3[b3[o]!]!++;
      s3 += v3;
    }
  }
  out[0] = s0;
  out[1] = s1;
  out[2] = s2;
  out[3] = s3;
}

/** countFour, and the sum of each figure's values (a missing value adds nothing) into out. */
function countSumFour(slots: Int32Array, columns: Four<Float32Array>, buckets: Four<Uint8Array>, counts: Four<Int32Array>, out: Float64Array): void {
  const [c0, c1, c2, c3] = columns;
  const [b0, b1, b2, b3] = buckets;
  const [h0, h1, h2, h3] = counts;
  let s0 = 0, s1 = 0, s2 = 0, s3 = 0;
  for (let k = 0; k < slots.length; k++) {
    const s = slots[k]!;
    h0[b0[s]!]!++;
    h1[b1[s]!]!++;
    h2[b2[s]!]!++;
    h3[b3[s]!]!++;
    const v0 = c0[s]!, v1 = c1[s]!, v2 = c2[s]!, v3 = c3[s]!;
    if (v0 === v0) s0 += v0;
    if (v1 === v1) s1 += v1;
    if (v2 === v2) s2 += v2;
    if (v3 === v3) s3 += v3;
  }
  out[0] = s0;
  out[1] = s1;
  out[2] = s2;
  out[3] = s3;
}
