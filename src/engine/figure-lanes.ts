// Four figures of an evaluation counted in one pass over each group's members: the member's slot is
// read once for all four, and the four histograms and sums do not wait for each other, where one
// figure at a time reads the slot list again per figure and chains each increment and addition on
// the one before. The histograms are counted in WebAssembly (count-kernel.ts), the sums here. Each
// figure's lane (a GroupsPass) then finishes alone.
import type { CountKernel } from './count-kernel.ts';
import type { GroupsInput, GroupsPass } from './groups-pass.ts';

/** Figures counted together. */
export const LANES = 4;

/**
 * Counts (and sums) the groups of one to four figures into their lanes; each lane then needs only
 * `finish`. The inputs share one plan and read the same blocks (the engine gathers them so, from
 * one shared plan). A shorter tail repeats its last figure in the lanes left over, which are not
 * finished: one loop for every count of figures, at the price of a few figures counted twice.
 */
export function countLanes(lanes: readonly GroupsPass[], inputs: readonly GroupsInput[], kernel: CountKernel): void {
  if (inputs.length === 0) return;
  const [a, b, c, d] = lanes as [GroupsPass, GroupsPass, GroupsPass, GroupsPass];
  const [ia, ib = ia, ic = ib, id = ic] = inputs as [GroupsInput, GroupsInput?, GroupsInput?, GroupsInput?] as [GroupsInput, GroupsInput, GroupsInput, GroupsInput];
  const { plan, aggregations } = ia;
  // The histograms in WebAssembly (count-kernel.ts): each block's four bucket arrays copied in once for all groups.
  const blocks = ia.columns.length;
  let bucketBytes = ia.multiBuckets.length;
  for (let k = 0; k < blocks; k++) if (ia.columns[k]) bucketBytes = Math.max(bucketBytes, ia.indexes[k]!.bucket.length, ib.indexes[k]!.bucket.length, ic.indexes[k]!.bucket.length, id.indexes[k]!.bucket.length);
  kernel.begin(plan, bucketBytes);
  for (let k = 0; k < blocks; k++) {
    if (ia.columns[k]) kernel.countList(k, [ia.indexes[k]!.bucket, ib.indexes[k]!.bucket, ic.indexes[k]!.bucket, id.indexes[k]!.bucket]);
  }
  if (plan.multiOrdinals.length) kernel.countList(blocks, [ia.multiBuckets, ib.multiBuckets, ic.multiBuckets, id.multiBuckets]);
  for (let g = 0; g < plan.groups; g++) {
    const counts = [a.counts[g]!, b.counts[g]!, c.counts[g]!, d.counts[g]!] as const;
    for (let l = 0; l < LANES; l++) counts[l]!.set(kernel.histogram(g, l));
    const summed = aggregations[g]!.how !== 'percentile';
    const single = plan.single[g]!;
    let sa = 0, sb = 0, sc = 0, sd = 0;
    for (let k = 0; k < blocks; k++) {
      const slots = single[k]!;
      if (!summed || !ia.columns[k] || slots.length === 0) continue;
      sumFour(slots, [ia.columns[k]!, ib.columns[k]!, ic.columns[k]!, id.columns[k]!], SUMS);
      sa += SUMS[0]!;
      sb += SUMS[1]!;
      sc += SUMS[2]!;
      sd += SUMS[3]!;
    }
    // Multi-site members (their combined values), the four figures' values read side by side.
    const own = plan.multiOf[g]!;
    if (summed && own.length) {
      sumMultiFour(own, [ia.multiValues, ib.multiValues, ic.multiValues, id.multiValues], SUMS);
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

/**
 * The sum of each figure's combined values of a group's multi-site members (by ordinal; a missing
 * value adds nothing) into out. Not sumFour with other arrays: these are Float64Array values, and
 * one element kind per loop keeps V8's loads monomorphic (a shared loop would check the kind per load).
 */
function sumMultiFour(ordinals: Int32Array, values: Four<Float64Array>, out: Float64Array): void {
  const [v0s, v1s, v2s, v3s] = values;
  let s0 = 0, s1 = 0, s2 = 0, s3 = 0;
  for (let j = 0; j < ordinals.length; j++) {
    const o = ordinals[j]!;
    const v0 = v0s[o]!, v1 = v1s[o]!, v2 = v2s[o]!, v3 = v3s[o]!;
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

/** The sum of each figure's values at the slots (a missing value adds nothing) into out. */
function sumFour(slots: Int32Array, columns: Four<Float32Array>, out: Float64Array): void {
  const [c0, c1, c2, c3] = columns;
  let s0 = 0, s1 = 0, s2 = 0, s3 = 0;
  for (let k = 0; k < slots.length; k++) {
    const s = slots[k]!;
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
