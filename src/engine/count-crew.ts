// The two threads of an evaluation's count: the main thread writes each quad's steps (four figures
// of all groups, count-kernel.ts) and publishes it; a helper thread (count-worker.mjs, one per
// process) claims published quads and counts them in the kernel's shared memory while the main
// thread goes on writing quads and finishing the counted ones (walks, ranks: groups-pass.ts), and
// counts itself what the helper has not claimed when it needs it. At 60,000 sites the count is
// about half of an evaluation; on the 2-core hosts the two halves overlap. Which thread counts a quad
// does not change its result: both run the same steps (count-steps.mjs). One job runs at a time (an
// evaluation is synchronous); no state outlives a job but the kernels the helper knows.
import { availableParallelism } from 'node:os';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { CLAIM, claim, CLOSED, CONTROL_INTS, DONE, FAILED, GEN, HERE_MS, KERNEL, PUBLISHED, runTimedSteps, SLEEPING, START, TIMES, WAITED_MS, type StepKernel } from './count-steps.mjs';
import { kernelModule } from './kernel-module.ts';

/** Int32 words of one job's steps (512 kB: 64 quads of three groups over ~200 blocks). */
export const COMMAND_INTS = 1 << 17;
/** How long the main thread waits for a quad the helper counts before it gives up on the helper. */
const PATIENCE_MS = 10_000;

/** `ENGINE_THREADS`: 1 counts on the main thread only; unset, two threads where the machine has two cores. */
export function countThreads(env: NodeJS.ProcessEnv = process.env): 1 | 2 {
  if (env.ENGINE_THREADS === '1') return 1;
  if (env.ENGINE_THREADS === '2') return 2;
  return availableParallelism() >= 2 ? 2 : 1;
}

export class CountCrew {
  readonly control = new Int32Array(new SharedArrayBuffer(CONTROL_INTS * 4));
  readonly commands = new Int32Array(new SharedArrayBuffer(COMMAND_INTS * 4));
  /** Words of the running job's steps written so far. */
  written = 0;
  /** Quads published, those the main thread counted (the bench prints the helper's share), and the times it woke the helper. */
  readonly tally = { quads: 0, here: 0, wakes: 0 };
  /**
   * Milliseconds each thread spent on the count (the bench prints them per evaluation: which thread
   * an evaluation waits for): HELPER_MS counting (written by the helper only), HERE_MS counting on
   * the main thread, WAITED_MS on the main thread waiting for a quad the helper counts.
   */
  readonly times = new Float64Array(new SharedArrayBuffer(TIMES * 8));
  private helper: { worker: Worker; port: MessagePort } | null = null;
  /** Kernels the helper has an instance for. */
  private readonly known = new Set<number>();
  private readonly forget = new FinalizationRegistry<number>((id) => this.forgotten(id));
  private nextId = 1;
  private job = 0;
  private quads = 0;
  private running = false;
  /** The quad the main thread is counting (−1: none). */
  private mine = -1;

  constructor(threads: 1 | 2) {
    if (threads === 2) this.startHelper();
  }

  /** Whether a second thread counts. */
  get helped(): boolean {
    return this.helper !== null;
  }

  /** An id for a kernel's memory; the helper drops its instance once `owner` is collected. */
  adopt(owner: object): number {
    const id = this.nextId++;
    this.forget.register(owner, id);
    return id;
  }

  /** Starts a job for kernel `id` (made known to the helper with its memory first). */
  begin(id: number, memory: WebAssembly.Memory): void {
    if (this.running) throw new Error('a count job is running already');
    if (this.helper && !this.known.has(id)) {
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker's port, not a window
      this.helper.port.postMessage({ id, memory });
      this.known.add(id);
    }
    this.job = this.job === 0x7fff ? 1 : this.job + 1;
    this.quads = 0;
    this.written = 0;
    this.running = true;
    const c = this.control;
    Atomics.store(c, KERNEL, id);
    Atomics.store(c, PUBLISHED, this.job << 16);
    Atomics.store(c, CLAIM, this.job << 16);
    c[START] = 0;
  }

  /** Quads published in the running job. */
  get published(): number {
    return this.quads;
  }

  /** Publishes the next quad, whose steps end at `written`; its number. */
  publish(): number {
    const c = this.control;
    const q = this.quads++;
    Atomics.store(c, DONE + q, 0);
    c[START + q + 1] = this.written;
    Atomics.store(c, PUBLISHED, (this.job << 16) | this.quads);
    this.tally.quads++;
    // From the second quad on (one quad the main thread counts at once), when the helper sleeps:
    // the publish that finds it asleep wakes it, those after it while it wakes up do not.
    if (q >= 1 && Atomics.compareExchange(c, SLEEPING, 1, 0) === 1) this.wake();
    return q;
  }

  /** Whether kernel `id`'s job runs. */
  runs(id: number): boolean {
    return this.running && Atomics.load(this.control, KERNEL) === id;
  }

  /** Waits until quad q is counted, counting with `k` the quads not yet claimed meanwhile. */
  await(q: number, k: StepKernel): void {
    if (this.state(q) === 'counted') return;
    const since = performance.now();
    let counting = 0;
    for (let spins = 1; ; spins++) {
      const state = this.state(q);
      if (state === 'counted') {
        this.times[WAITED_MS]! += performance.now() - since - counting;
        return;
      }
      if (state === 'failed') {
        // The helper failed on it: counted here (an error shows here).
        counting += this.run(q, k);
        continue;
      }
      const claimed = claim(this.control);
      if (claimed >= 0) counting += this.run(claimed & 0xffff, k);
      else if ((spins & 1023) === 0 && performance.now() - since > PATIENCE_MS) {
        this.stopHelper();
        throw new Error(`count helper did not finish quad ${q} within ${PATIENCE_MS} ms`);
      }
    }
  }

  /** Ends the job once no quad of it is being counted any more (also after an error). */
  end(): void {
    if (!this.running) return;
    const c = this.control;
    // No claims after this; the quads claimed before are waited for.
    const claimed = Atomics.exchange(c, CLAIM, (this.job << 16) | CLOSED) & 0xffff;
    const since = performance.now();
    for (let q = 0; q < Math.min(claimed, this.quads); q++) {
      if (q === this.mine) continue;
      while ((Atomics.load(c, DONE + q) & ~FAILED) !== this.job) {
        if (performance.now() - since > PATIENCE_MS) {
          this.stopHelper();
          break;
        }
      }
    }
    this.mine = -1;
    this.running = false;
  }

  /** Where quad q of the running job is: not yet counted, counted, or failed in the helper (the main thread counts it again when it waits for it). */
  state(q: number): 'waiting' | 'counted' | 'failed' {
    const done = Atomics.load(this.control, DONE + q);
    return done === this.job ? 'counted' : done === (this.job | FAILED) ? 'failed' : 'waiting';
  }

  /** Counts quad q here; the milliseconds it took. */
  private run(q: number, k: StepKernel): number {
    this.tally.here++;
    this.mine = q;
    const ms = runTimedSteps(k, this.commands, this.control[START + q]!, this.control[START + q + 1]!, this.times, HERE_MS);
    this.mine = -1;
    Atomics.store(this.control, DONE + q, this.job);
    return ms;
  }

  private startHelper(): void {
    try {
      const { port1, port2 } = new MessageChannel();
      const worker = new Worker(new URL('./count-worker.mjs', import.meta.url), {
        workerData: { control: this.control, commands: this.commands, times: this.times, port: port2, module: kernelModule() },
        transferList: [port2],
      });
      // The helper sleeps between jobs; it must not keep the process alive, and its failure only
      // means the main thread counts alone.
      worker.unref();
      port1.unref();
      worker.on('error', () => this.stopHelper());
      worker.on('exit', () => this.stopHelper());
      this.helper = { worker, port: port1 };
    } catch {
      this.helper = null;
    }
  }

  private stopHelper(): void {
    if (!this.helper) return;
    void this.helper.worker.terminate();
    this.helper = null;
    this.known.clear();
  }

  private forgotten(id: number): void {
    if (!this.helper || !this.known.delete(id)) return;
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker's port, not a window
    this.helper.port.postMessage({ id });
    this.wake();
  }

  /** Wakes the helper (it reads its messages and claims what is published). */
  private wake(): void {
    if (!this.helper) return;
    this.tally.wakes++;
    Atomics.add(this.control, GEN, 1);
    Atomics.notify(this.control, GEN, 1);
  }
}

let crew: CountCrew | null = null;

/** The process's crew (its helper started on first use). */
export function countCrew(): CountCrew {
  return (crew ??= new CountCrew(countThreads()));
}

