// The helper thread of the count (count-crew.ts starts it once per process): it sleeps until a job
// is published, then claims quads and runs their steps (count-steps.mjs) in the kernel's shared
// memory, as the main thread does with the quads it claims; between the quads of a job it looks for
// the next one a little while before it sleeps again. Kernels are made known (and forgotten)
// through `port`, read without yielding: the thread never returns to its event loop.
import { receiveMessageOnPort, workerData } from 'node:worker_threads';
import { claim, DONE, FAILED, GEN, HELPER_MS, isOpen, KERNEL, runTimedSteps, SLEEPING, START, stepKernelOf } from './count-steps.mjs';

const { control, commands, times, port, module } = workerData;
/** Per kernel id: its instance's exports and views of its memory. */
const kernels = new Map();

/** Takes in what the main thread posted: kernels to count in, kernels gone. */
function readMessages() {
  for (let m = receiveMessageOnPort(port); m; m = receiveMessageOnPort(port)) {
    const { id, memory } = m.message;
    if (!memory) {
      kernels.delete(id);
      continue;
    }
    kernels.set(id, stepKernelOf(new WebAssembly.Instance(module, { env: { mem: memory } }).exports, memory));
  }
}

/**
 * How long the helper keeps looking for the next quad of a running job before it sleeps: the main
 * thread publishes one every ~20 µs at 6,000 sites, and waking a sleeping helper costs the main
 * thread a system call per quad and the helper tens of microseconds on a virtual machine.
 */
const SPIN_MS = 0.05;

/** The next quad claimed while the job is open, looked for up to SPIN_MS; −1: none. */
function spin() {
  const since = performance.now();
  for (let i = 1; isOpen(control); i++) {
    const claimed = claim(control);
    if (claimed >= 0) return claimed;
    if ((i & 63) === 0 && performance.now() - since > SPIN_MS) return -1;
  }
  return -1;
}

/** Sleeps until woken (SLEEPING tells a publish to wake it, which clears it); a quad published meanwhile is claimed instead. */
function sleep() {
  const seen = Atomics.load(control, GEN);
  Atomics.store(control, SLEEPING, 1);
  readMessages();
  const claimed = claim(control);
  if (claimed < 0) Atomics.wait(control, GEN, seen);
  Atomics.store(control, SLEEPING, 0);
  return claimed;
}

for (;;) {
  let claimed = claim(control);
  if (claimed < 0) claimed = spin();
  if (claimed < 0) claimed = sleep();
  if (claimed < 0) continue;
  const [job, q] = [claimed >>> 16, claimed & 0xffff];
  try {
    const id = Atomics.load(control, KERNEL);
    if (!kernels.has(id)) readMessages();
    const kernel = kernels.get(id);
    if (!kernel) throw new Error('kernel not known');
    // Only this thread writes its account; the main thread reads it between jobs (the bench's per-thread times).
    runTimedSteps(kernel, commands, control[START + q], control[START + q + 1], times, HELPER_MS);
    Atomics.store(control, DONE + q, job);
  } catch {
    // The main thread runs the quad itself (and meets the error there).
    Atomics.store(control, DONE + q, job | FAILED);
  }
}
