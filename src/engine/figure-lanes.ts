// Four figures of an evaluation counted in one pass over each group's members: the member's slot is
// read once for all four, and the four histograms and sums do not wait for each other, where one
// figure at a time reads the slot list again per figure and chains each increment and addition on
// the one before. The histograms are counted and the sums summed in WebAssembly (count-kernel.ts),
// the multi-site members' too. Each figure's lane (a GroupsPass) then finishes alone.
import { LANES, type CountKernel, type Four } from './count-kernel.ts';
import type { SharedPlan } from './shared-plan.ts';
import type { GroupsInput, GroupsPass } from './groups-pass.ts';

export { LANES };

/**
 * Counts (and sums) the groups of one to four figures into their lanes; each lane then needs only
 * `finish`. The inputs share one plan and read the same blocks (the engine gathers them so, from
 * one shared plan). A shorter tail repeats its last figure in the lanes left over, which are not
 * finished: one loop for every count of figures, at the price of a few figures counted twice.
 */
export function countLanes(lanes: readonly GroupsPass[], inputs: readonly GroupsInput[], kernel: CountKernel): void {
  if (inputs.length === 0) return;
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
  const buckets = [ia.multiBuckets, ib.multiBuckets, ic.multiBuckets, id.multiBuckets] as const;
  const values = [ia.multiValues, ib.multiValues, ic.multiValues, id.multiValues] as const;
  if (plan.multiCount && !kernel.countMulti(buckets, values, summed)) countMultiHere(plan, kernel, buckets, values, summed);
  kernel.ranked(plan.groups);
  for (let g = 0; g < plan.groups; g++) {
    // The lanes read the kernel's histograms and their prefix sums where they are (until the next pass).
    const counts = kernel.counts[g]!;
    const below = kernel.below[g]!;
    for (let l = 0; l < LANES; l++) {
      lanes[l]!.counts[g] = counts[l]!;
      lanes[l]!.below[g] = below[l]!;
      lanes[l]!.sums[g] = kernel.sums[g * LANES + l]!;
    }
  }
}

/**
 * The multi-site members counted and summed here, into the kernel's histograms and sums, when the
 * kernel has no room for them (a tree that outgrew the store: rare). A missing value adds nothing.
 */
function countMultiHere(plan: SharedPlan, kernel: CountKernel, buckets: Four<Uint8Array>, values: Four<Float64Array>, summed: number): void {
  for (let g = 0; g < plan.groups; g++) {
    const ordinals = plan.multiOf[g]!;
    for (let l = 0; l < LANES; l++) {
      const counts = kernel.counts[g]![l]!;
      const bucket = buckets[l]!;
      const value = values[l]!;
      let sum = 0;
      for (let j = 0; j < ordinals.length; j++) {
        const o = ordinals[j]!;
        counts[bucket[o]!]!++;
        const v = value[o]!;
        if (v === v) sum += v;
      }
      if ((summed >> g) & 1) kernel.sums[g * LANES + l]! += sum;
    }
  }
}
