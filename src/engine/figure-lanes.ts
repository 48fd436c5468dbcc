// Four figures of an evaluation counted in one pass over each group's members: the member's slot is
// read once for all four, and the four histograms and sums do not wait for each other, where one
// figure at a time reads the slot list again per figure and chains each increment and addition on
// the one before. The histograms are counted and the sums summed in WebAssembly (count-kernel.ts),
// the multi-site members' sums here. Each figure's lane (a GroupsPass) then finishes alone.
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
  // A mean needs the sum; a percentile group only the counts.
  let summed = 0;
  for (let g = 0; g < plan.groups; g++) if (aggregations[g]!.how !== 'percentile') summed |= 1 << g;
  // Counts and sums in WebAssembly (count-kernel.ts), from the slabs of the four figures' indexes of each block.
  kernel.begin(plan);
  for (let k = 0; k < ia.columns.length; k++) {
    if (ia.columns[k]) kernel.countBlock(k, [ia.indexes[k]!, ib.indexes[k]!, ic.indexes[k]!, id.indexes[k]!], summed);
  }
  if (plan.multiCount) kernel.countMulti([ia.multiBuckets, ib.multiBuckets, ic.multiBuckets, id.multiBuckets]);
  kernel.ranked(plan.groups);
  const sums = kernel.sums;
  for (let g = 0; g < plan.groups; g++) {
    // The lanes read the kernel's histograms and their prefix sums where they are (until the next pass).
    const counts = kernel.counts[g]!;
    const below = kernel.below[g]!;
    for (let l = 0; l < LANES; l++) {
      lanes[l]!.counts[g] = counts[l]!;
      lanes[l]!.below[g] = below[l]!;
    }
    let sa = sums[g * LANES]!, sb = sums[g * LANES + 1]!, sc = sums[g * LANES + 2]!, sd = sums[g * LANES + 3]!;
    // Multi-site members (their combined values), the four figures' values read side by side.
    const own = plan.multiOf[g]!;
    if ((summed >> g) & 1 && own.length) {
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
 * value adds nothing) into out.
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
