// The part of autocannon 9's API bench/load.ts uses (the package ships no types; adding
// @types/autocannon would touch the shared lockfile for one script).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface AutocannonContext {
    [key: string]: unknown;
  }

  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: AutocannonRequest, context: AutocannonContext) => AutocannonRequest | undefined;
    onResponse?: (status: number, body: string, context: AutocannonContext, headers: Record<string, string>) => void;
  }

  export interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    connectionRate?: number;
    timeout?: number;
    requests?: AutocannonRequest[];
    initialContext?: AutocannonContext;
  }

  export interface AutocannonResult {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number; average: number };
  }

  export interface AutocannonClient {
    requestIterator: { context: AutocannonContext };
  }

  export interface AutocannonInstance extends EventEmitter, PromiseLike<AutocannonResult> {
    stop(): void;
  }

  function autocannon(options: AutocannonOptions): AutocannonInstance;
  export default autocannon;
}
