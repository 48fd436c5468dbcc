// What both threads of the count do (count-crew.ts, count-worker.mjs): the control words of a job
// of quads, the claim of the next quad, and the steps of one quad run against a kernel's memory.
// Plain JavaScript, so that the helper thread loads it without a TypeScript loader and the main
// thread runs the very same steps (the same sums to the last bit, whichever thread counts a quad).

/** Quads of one job at most (a quad: four figures of all groups, count-kernel.ts). */
export const QUADS = 64;

// Control words (Int32 in a SharedArrayBuffer): GEN wakes the helper; CLAIM is job << 16 | the next
// quad to claim; PUBLISHED is job << 16 | the quads written so far; KERNEL the job's kernel; DONE[q]
// the job that finished quad q (| FAILED when it threw); START[q] where quad q's steps begin.
export const GEN = 0;
export const CLAIM = 1;
export const PUBLISHED = 2;
export const KERNEL = 3;
export const DONE = 4;
export const START = DONE + QUADS;
export const CONTROL_INTS = START + QUADS + 1;
export const FAILED = 1 << 30;

/** The steps (and their Int32 words, the opcode included). */
export const ZERO = 1;
export const COUNT = 2;
export const COUNT_SUM = 3;
export const COUNT_SUM_MULTI = 4;
export const PREFIX = 5;
export const WORDS = { [ZERO]: 5, [COUNT]: 8, [COUNT_SUM]: 14, [COUNT_SUM_MULTI]: 14, [PREFIX]: 4 };

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
    else throw new Error(`count step ${op} at ${at} unknown`);
    at += WORDS[op];
  }
}
