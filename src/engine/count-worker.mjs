// The helper thread of the count (count-crew.ts starts it once per process): it sleeps until a job
// is published, then claims quads and runs their steps (count-steps.mjs) in the kernel's shared
// memory, as the main thread does with the quads it claims. Kernels are made known (and forgotten)
// through `port`, read without yielding: the thread never returns to its event loop.
import { receiveMessageOnPort, workerData } from 'node:worker_threads';
import { claim, DONE, FAILED, GEN, KERNEL, runSteps, START, stepKernelOf } from './count-steps.mjs';

const { control, commands, port, module } = workerData;
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

for (;;) {
  const seen = Atomics.load(control, GEN);
  readMessages();
  const claimed = claim(control);
  if (claimed < 0) {
    Atomics.wait(control, GEN, seen);
    continue;
  }
  const [job, q] = [claimed >>> 16, claimed & 0xffff];
  try {
    const kernel = kernels.get(Atomics.load(control, KERNEL));
    if (!kernel) throw new Error('kernel not known');
    runSteps(kernel, commands, control[START + q], control[START + q + 1]);
    Atomics.store(control, DONE + q, job);
  } catch {
    // The main thread runs the quad itself (and meets the error there).
    Atomics.store(control, DONE + q, job | FAILED);
  }
}
