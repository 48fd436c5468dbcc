// A group's statistics of its query's figures, one column per statistic in one array of doubles,
// instead of one object per figure: an evaluation's 600 row objects, each with eight boxed doubles,
// cost the engine ~1 ms at any size (V8 allocates them in the old generation once it has seen
// results outlive a scavenge, as a server's do until they are sent), more than counting a group at
// 6,000 sites. A plain array of doubles, not a Float64Array, measured both ways on two hosts:
// on an Intel host the typed array won (each scavenge copied fewer bytes alive: 6,000 sites 1.26 →
// 1.19 ms); on an AMD EPYC host each typed array's memory outside V8's heap cost 1.4 µs in some
// runs and 38 µs (p50) in others, for all of a run, and the plain array won in 4 of 5 runs (p50
// 0.95 → 0.85 ms at 6,000 sites) and at 60,000 sites (4.85–5.1 → 4.7–4.9 ms, two runs in one
// process). A plain array's cost is bounded by what survives a scavenge; the other's was not.
// The API's answers (src/api/services/benchmark/answers.ts) read the columns; `rows` makes the
// objects for callers that want them.
import type { FigureValue } from './engine.ts';
import type { FieldOutput } from './groups-pass.ts';

/** The statistics' columns, in this order. */
const [FIELD, VALUE, BEST, TOP, N, RANK, P25, MEDIAN, P75, COLUMNS] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

export class FigureTable {
  private readonly data: number[];
  /** `rows` of a result (withRows), made on first use. */
  private made: FigureValue[] | null = null;

  /** `length`: the query's figures; entry k is its k-th figure. */
  constructor(readonly length: number) {
    // A length, not an element; Array.from({ length }) with a callback is 20× slower (66 against 3 µs).
    // oxlint-disable-next-line unicorn/no-new-array
    this.data = new Array<number>(length * COLUMNS).fill(Number.NaN);
  }

  /** Entry k: figure `field`'s statistics. */
  set(k: number, field: number, s: FieldOutput): void {
    const { data, length } = this;
    data[FIELD * length + k] = field;
    data[VALUE * length + k] = s.value;
    data[BEST * length + k] = s.best;
    data[TOP * length + k] = s.top;
    data[N * length + k] = s.n;
    data[RANK * length + k] = s.rank;
    data[P25 * length + k] = s.p25;
    data[MEDIAN * length + k] = s.median;
    data[P75 * length + k] = s.p75;
  }

  // Entry k's statistics (NaN: missing, as in FigureValue).
  field(k: number): number {
    return this.data[FIELD * this.length + k]!;
  }
  value(k: number): number {
    return this.data[VALUE * this.length + k]!;
  }
  best(k: number): number {
    return this.data[BEST * this.length + k]!;
  }
  top(k: number): number {
    return this.data[TOP * this.length + k]!;
  }
  n(k: number): number {
    return this.data[N * this.length + k]!;
  }
  rank(k: number): number {
    return this.data[RANK * this.length + k]!;
  }
  p25(k: number): number {
    return this.data[P25 * this.length + k]!;
  }
  median(k: number): number {
    return this.data[MEDIAN * this.length + k]!;
  }
  p75(k: number): number {
    return this.data[P75 * this.length + k]!;
  }

  /** The value column (an entity's own values, ranked among its groups). */
  values(): Float64Array {
    // Copied in a loop: Float64Array.from with a callback took 9 µs for 200 figures, the loop 1.5 µs.
    const out = new Float64Array(this.length);
    for (let k = 0; k < out.length; k++) out[k] = this.value(k);
    return out;
  }

  /** Entry k as an object. */
  row(k: number): FigureValue {
    return { field: this.field(k), value: this.value(k), best: this.best(k), top: this.top(k), n: this.n(k), rank: this.rank(k), p25: this.p25(k), median: this.median(k), p75: this.p75(k) };
  }

  /** Every entry as an object, in the query's order. */
  rows(): FigureValue[] {
    return Array.from({ length: this.length }, (_, k) => this.row(k));
  }

  /** `rows`, made once. */
  keptRows(): FigureValue[] {
    return (this.made ??= this.rows());
  }
}

/**
 * The one getter of every result's `rows`. A closure per result gave each result a hidden class of
 * its own, made in V8's old generation and pointing at the young closure, so every result and its
 * table outlived each scavenge until the next full collection (at 6,000 sites a 10 ms scavenge
 * every ~35 evaluations, a fifth of their time); with one function the results share their classes.
 */
function rows(this: { table: FigureTable }): FigureValue[] {
  return this.table.keptRows();
}

/** `result` with `rows`: its table's entries as objects, made on first use. */
export function withRows<T extends { table: FigureTable }>(result: T): T & { readonly rows: FigureValue[] } {
  return Object.defineProperty(result, 'rows', { enumerable: true, get: rows }) as T & { readonly rows: FigureValue[] };
}
