// What both threads of the count do (count-crew.ts, count-worker.mjs): the control words of a job
// of quads, the claim of the next quad, and the steps of one quad run against a kernel's memory.
// Plain JavaScript, so that the helper thread loads it without a TypeScript loader and the main
// thread runs the very same steps (the same sums to the last bit, whichever thread counts a quad).
import { bestAsLargest, boundaryRank, SPREAD_PERCENTS, spreadRank, TOP_SHARE_PERCENT, worstAsLargest } from './ranks.mjs';

/** Quads of one job at most (a quad: four figures of all groups, count-kernel.ts). */
export const QUADS = 64;

// Control words (Int32 in a SharedArrayBuffer): GEN wakes the helper; CLAIM is job << 16 | the next
// quad to claim; PUBLISHED is job << 16 | the quads written so far; KERNEL the job's kernel;
// SLEEPING 1 while the helper waits on GEN (only then does a publish wake it); DONE[q] the job that
// finished quad q (| FAILED when it threw); START[q] where quad q's steps begin.
export const GEN = 0;
export const CLAIM = 1;
export const PUBLISHED = 2;
export const KERNEL = 3;
export const SLEEPING = 4;
export const DONE = 5;
export const START = DONE + QUADS;
export const CONTROL_INTS = START + QUADS + 1;
export const FAILED = 1 << 30;
/** The crew's time account (Float64, count-crew.ts `times`): the helper's counting, the main thread's counting and waiting, in ms. */
export const HELPER_MS = 0;
export const HERE_MS = 1;
export const WAITED_MS = 2;
export const TIMES = 3;
/** CLAIM's quad once the job has ended (end() closes its claims). */
export const CLOSED = 0xffff;

/** The steps (and their Int32 words, the opcode included). */
export const ZERO = 1;
export const COUNT = 2;
export const COUNT_SUM = 3;
export const COUNT_SUM_MULTI = 4;
export const PREFIX = 5;
export const LOCATE = 6;
export const WORDS = { [ZERO]: 5, [COUNT]: 8, [COUNT_SUM]: 14, [COUNT_SUM_MULTI]: 14, [PREFIX]: 4, [LOCATE]: 9 };

/** Statistics a group asks of a figure: best, top boundary, percentile value, p25, median, p75, rank (the last). */
export const ASKED = 7;
/** Int32 words `locate` writes per group and lane: n, then per asked statistic its k, bucket, above and count. */
export const LOCATED = 1 + 4 * ASKED;

/**
 * The next quad of the running job, claimed: job << 16 | its index; or −1: none left to claim. The
 * job in CLAIM must be the one PUBLISHED names (a claim left over from the job before fails).
 */
export function claim(control) {
  for (;;) {
    const word = Atomics.load(control, CLAIM);
    const published = Atomics.load(control, PUBLISHED);
    if (word >>> 16 !== published >>> 16 || (word & 0xffff) >= (published & 0xffff)) return -1;
    if (Atomics.compareExchange(control, CLAIM, word, word + 1) === word) return word;
  }
}

/** Whether the running job may still publish quads (its claims are not closed). */
export function isOpen(control) {
  const word = Atomics.load(control, CLAIM);
  return (word & 0xffff) !== CLOSED && word >>> 16 === Atomics.load(control, PUBLISHED) >>> 16;
}

/** What a thread runs steps with: a kernel instance's functions and Int32/Float64 views of its (shared) memory. */
export function stepKernelOf(exports, memory) {
  const { count, countSum, countSumMulti, prefix } = exports;
  return { count, countSum, countSumMulti, prefix, i32: new Int32Array(memory.buffer), f64: new Float64Array(memory.buffer) };
}

/**
 * Runs the steps commands[from..to) against kernel `k` (its exports and Int32/Float64 views of its
 * memory): histograms and sums zeroed, lists counted (and summed: each call's four sums added to
 * the group's in the order of the steps), prefix sums.
 */
export function runSteps(k, commands, from, to) {
  const c = commands;
  let at = from;
  while (at < to) {
    const op = c[at];
    if (op === COUNT) k.count(c[at + 1], c[at + 2], c[at + 3], c[at + 4], c[at + 5], c[at + 6], c[at + 7]);
    else if (op === COUNT_SUM || op === COUNT_SUM_MULTI) {
      const run = op === COUNT_SUM ? k.countSum : k.countSumMulti;
      run(c[at + 1], c[at + 2], c[at + 3], c[at + 4], c[at + 5], c[at + 6], c[at + 7], c[at + 8], c[at + 9], c[at + 10], c[at + 11], c[at + 12]);
      const out = c[at + 12] >> 3;
      const sums = c[at + 13];
      for (let l = 0; l < 4; l++) k.f64[sums + l] += k.f64[out + l];
    } else if (op === ZERO) {
      k.i32.fill(0, c[at + 1], c[at + 2]);
      k.f64.fill(0, c[at + 3], c[at + 4]);
    } else if (op === PREFIX) k.prefix(c[at + 1], c[at + 2], c[at + 3]);
    else if (op === LOCATE) locate(k, c[at + 1], c[at + 2], c[at + 3], c[at + 4], c[at + 5], c[at + 6], c[at + 7], c[at + 8]);
    else throw new Error(`count step ${op} at ${at} unknown`);
    at += WORDS[op];
  }
}

/** runSteps, its milliseconds added to the thread's account `times[account]` (count-crew.ts `times`); returns them. */
export function runTimedSteps(k, commands, from, to, times, account) {
  const since = performance.now();
  runSteps(k, commands, from, to);
  const ms = performance.now() - since;
  times[account] += ms;
  return ms;
}

/**
 * Where each group's asked statistics lie in its histograms, found by the thread that counted them
 * (the histograms are in its cache; the main thread read them from the other core's, ~17 % of a
 * 6,000-site evaluation). For group g (of `groups`) and lane l, at out + (g·4 + l)·LOCATED: n, then
 * per statistic its rank as k-th largest (0: not asked), the bucket holding it (−1: none), how many
 * counted values lie in higher buckets and how many in its bucket. Histogram (g, l) lies
 * (g·4 + l)·(buckets + 1) words after `counts`, its prefix sums as many after `below`. Asked by:
 * directions[l] (the lane's figure's), thresholds[g] (a percentile group's percent; NaN: a mean),
 * ranks[g·4 + l] (the bucket of the value whose rank is asked; −1: none). Word addresses, but
 * `thresholds` a Float64 index.
 */
export function locate(k, counts, below, out, groups, buckets, directions, ranks, thresholds) {
  const { i32, f64 } = k;
  // Binary lifting over buckets 0..buckets − 1 (buckets + 1 is a power of two).
  const top = (buckets + 1) >> 1;
  for (let g = 0; g < groups; g++) {
    const threshold = f64[thresholds + g];
    for (let l = 0; l < 4; l++) {
      const h = (g * 4 + l) * (buckets + 1);
      const bl = below + h;
      const cn = counts + h;
      const direction = i32[directions + l];
      const n = i32[bl + buckets];
      let o = out + (g * 4 + l) * LOCATED;
      i32[o++] = n;
      for (let s = 0; s < ASKED - 1; s++) {
        const kth = n === 0 ? 0 : askedRank(s, n, direction, threshold);
        if (kth === 0) {
          i32[o] = 0;
          i32[o + 1] = -1;
          i32[o + 2] = 0;
          i32[o + 3] = 0;
        } else {
          // The k-th largest is the (n − k + 1)-th smallest: its bucket is the last b with below[b] < that
          // (below[0] = 0, below[buckets] = n); the sign of the difference says it, without a branch.
          const rank = n - kth + 1;
          let b = 0;
          for (let half = top; half > 0; half >>= 1) b += half & ((i32[bl + b + half] - rank) >> 31);
          i32[o] = kth;
          i32[o + 1] = b;
          i32[o + 2] = n - i32[bl + b + 1];
          i32[o + 3] = i32[cn + b];
        }
        o += 4;
      }
      // The rank: its bucket as asked.
      const b = n === 0 ? -1 : i32[ranks + g * 4 + l];
      i32[o] = 0;
      i32[o + 1] = b;
      i32[o + 2] = b < 0 ? 0 : n - i32[bl + b + 1];
      i32[o + 3] = b < 0 ? 0 : i32[cn + b];
    }
  }
}

/** Statistic s's rank as k-th largest among n values (0: not asked): aggregate.ts' rules (ranks.mjs). */
function askedRank(s, n, direction, threshold) {
  if (s === 0) return direction === 0 ? 0 : bestAsLargest(1, n, direction);
  if (s === 1) return direction === 0 ? 0 : bestAsLargest(boundaryRank(TOP_SHARE_PERCENT, n), n, direction);
  if (s === 2) return threshold !== threshold ? 0 : bestAsLargest(boundaryRank(threshold, n), n, direction);
  return worstAsLargest(spreadRank(SPREAD_PERCENTS[s - 3], n), n, direction);
}
