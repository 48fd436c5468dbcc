// Types of count-steps.mjs (plain JavaScript: the helper thread loads it without a TypeScript loader).
export declare const QUADS: number;
export declare const GEN: number;
export declare const CLAIM: number;
export declare const PUBLISHED: number;
export declare const KERNEL: number;
export declare const SLEEPING: number;
export declare const DONE: number;
export declare const START: number;
export declare const CONTROL_INTS: number;
export declare const FAILED: number;
export declare const CLOSED: number;
export declare const HELPER_MS: number;
export declare const HERE_MS: number;
export declare const WAITED_MS: number;
export declare const TIMES: number;
export declare const ZERO: number;
export declare const COUNT: number;
export declare const COUNT_SUM: number;
export declare const COUNT_SUM_MULTI: number;
export declare const PREFIX: number;
export declare const LOCATE: number;
export declare const ASKED: number;
export declare const LOCATED: number;
export declare const WORDS: Readonly<Record<number, number>>;

/** What a thread needs of a kernel to run its steps. */
export interface StepKernel {
  count: (slots: number, n: number, b0: number, b1: number, b2: number, b3: number, h: number) => void;
  countSum: (slots: number, n: number, b0: number, b1: number, b2: number, b3: number, h: number, c0: number, c1: number, c2: number, c3: number, out: number) => void;
  countSumMulti: StepKernel['countSum'];
  prefix: (h: number, below: number, count: number) => void;
  i32: Int32Array;
  f64: Float64Array;
}

export declare function claim(control: Int32Array): number;
export declare function isOpen(control: Int32Array): boolean;
export declare function locate(k: StepKernel, counts: number, below: number, out: number, groups: number, buckets: number, directions: number, ranks: number, thresholds: number): void;
export declare function stepKernelOf(exports: Pick<StepKernel, 'count' | 'countSum' | 'countSumMulti' | 'prefix'>, memory: WebAssembly.Memory): StepKernel;
export declare function runSteps(k: StepKernel, commands: Int32Array, from: number, to: number): void;
export declare function runTimedSteps(k: StepKernel, commands: Int32Array, from: number, to: number, times: Float64Array, account: number): number;
