// Four figures of an evaluation counted in one pass over each group's members: the member's slot is
// read once for all four, and the four histograms and sums do not wait for each other, where one
// figure at a time reads the slot list again per figure and chains each increment and addition on
// the one before. The histograms are counted and the sums summed in WebAssembly (count-kernel.ts),
// the multi-site members' too, as a quad queued to the count's two threads (count-crew.ts). Each
// figure's lane (a GroupsPass) then finishes alone.
import { bucketOf } from './column-index.ts';
import { LANES, type CountKernel, type Four, type MultiSlab, type QuadAsk, type QuadViews, type SlabOwner } from './count-kernel.ts';
import type { SharedPlan } from './shared-plan.ts';
import type { GroupsInput, GroupsPass } from './groups-pass.ts';

export { LANES };

/** A quad queued: its number with the kernel, the groups that sum (bit g), and whether its multi-site members are counted here (their values not in the kernel's memory). */
export interface QueuedQuad {
  q: number;
  summed: number;
  here: boolean;
}

/** Lane l's input: a shorter tail repeats its last figure. */
const laneInput = (inputs: readonly GroupsInput[], l: number) => inputs[Math.min(l, inputs.length - 1)]!;

/** What each of the four lanes reads of its input. */
const perLane = <T>(inputs: readonly GroupsInput[], pick: (input: GroupsInput) => T): Four<T> => [pick(laneInput(inputs, 0)), pick(laneInput(inputs, 1)), pick(laneInput(inputs, 2)), pick(laneInput(inputs, 3))];

const NO_OWNER: SlabOwner = { slab: -1, bucket: new Uint8Array(0), slotValues: new Float32Array(0) };
/** queueLanes' arrays, kept: per block its four slabs (null: not read), the multi-site slabs. */
const blocks: (Four<SlabOwner> | null)[] = [];
const fours: SlabOwner[][] = [];
const slabs: (MultiSlab | null)[] = [null, null, null, null];
const ask: QuadAsk = { directions: [0, 0, 0, 0], ranks: [], thresholds: [] };

/**
 * Queues the count (and sums) of the groups of one to four figures. The inputs share one plan and
 * read the same blocks (the engine gathers them so, from one shared plan). A shorter tail repeats
 * its last figure in the lanes left over, which are not finished: one loop for every count of
 * figures, at the price of a few figures counted twice.
 */
export function queueLanes(inputs: readonly GroupsInput[], kernel: CountKernel): QueuedQuad {
  const { plan, aggregations } = inputs[0]!;
  // A mean needs the sum; a percentile group only the counts.
  let summed = 0;
  for (let g = 0; g < plan.groups; g++) if (aggregations[g]!.how !== 'percentile') summed |= 1 << g;
  kernel.begin(plan);
  // Each block's four slabs and the multi-site ones, in arrays kept for the next quad (the kernel copies them into its steps).
  const columns = inputs[0]!.columns;
  blocks.length = columns.length;
  for (let k = 0; k < columns.length; k++) {
    if (!columns[k]) {
      blocks[k] = null;
      continue;
    }
    const four = (fours[k] ??= [NO_OWNER, NO_OWNER, NO_OWNER, NO_OWNER]);
    for (let l = 0; l < LANES; l++) four[l] = laneInput(inputs, l).indexes[k]!;
    blocks[k] = four as unknown as Four<SlabOwner>;
  }
  let inKernel = plan.multiCount > 0;
  for (let l = 0; l < LANES; l++) inKernel &&= (slabs[l] = laneInput(inputs, l).multiSlab) !== null;
  const here = plan.multiCount > 0 && !inKernel;
  // What the groups ask: located where the quad is counted (count-steps.mjs).
  for (let l = 0; l < LANES; l++) ask.directions[l] = laneInput(inputs, l).direction;
  for (let g = 0; g < plan.groups; g++) ask.thresholds[g] = aggregations[g]!.how === 'percentile' ? (aggregations[g]!.threshold ?? 0) : Number.NaN;
  for (let l = 0; l < LANES; l++) {
    const input = laneInput(inputs, l);
    // The ranked value is mostly the same for every group (the evaluated entity's own): its bucket searched once.
    let x = Number.NaN;
    let bucket = -1;
    for (let g = 0; g < plan.groups; g++) {
      const y = input.rankOf[g]!;
      if (y !== x) {
        x = y;
        bucket = input.direction !== 0 && y === y ? bucketOf(input.bounds, y) : -1;
      }
      ask.ranks[g * LANES + l] = bucket;
    }
  }
  const q = kernel.queue(blocks, inKernel ? (slabs as unknown as Four<MultiSlab>) : null, summed, !here, ask);
  return { q, summed, here };
}

/** Gives the lanes where the quad's asked statistics lie and its sums, once counted; each lane then needs only `finish`. */
export function takeLanes(lanes: readonly GroupsPass[], inputs: readonly GroupsInput[], quad: QueuedQuad, kernel: CountKernel): void {
  const views = kernel.take(quad.q);
  const plan = inputs[0]!.plan;
  if (quad.here) {
    countMultiHere(plan, views, perLane(inputs, (input) => input.multiBuckets), perLane(inputs, (input) => input.multiValues), quad.summed);
    kernel.prefixHere(quad.q, plan.groups);
  }
  for (let g = 0; g < plan.groups; g++) {
    // The lanes read where their statistics lie in the kernel's memory (until the region is used again).
    const located = views.located[g]!;
    for (let l = 0; l < LANES; l++) {
      lanes[l]!.located[g] = located[l]!;
      lanes[l]!.sums[g] = views.sums[g * LANES + l]!;
    }
  }
}

/**
 * The multi-site members counted and summed here, into the quad's histograms and sums, when their
 * values are not in the kernel's memory (a tree that outgrew the store: rare). A missing value adds nothing.
 */
function countMultiHere(plan: SharedPlan, views: QuadViews, buckets: Four<Uint8Array>, values: Four<Float64Array>, summed: number): void {
  for (let g = 0; g < plan.groups; g++) {
    const ordinals = plan.multiOf[g]!;
    for (let l = 0; l < LANES; l++) {
      const counts = views.counts[g]![l]!;
      const bucket = buckets[l]!;
      const value = values[l]!;
      let sum = 0;
      for (let j = 0; j < ordinals.length; j++) {
        const o = ordinals[j]!;
        counts[bucket[o]!]!++;
        const v = value[o]!;
        if (v === v) sum += v;
      }
      if ((summed >> g) & 1) views.sums[g * LANES + l]! += sum;
    }
  }
}
