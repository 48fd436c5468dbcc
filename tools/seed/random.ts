// Deterministic randomness for the demo data: no Math.random anywhere in the generator.
// Every entity draws from its own stream, seeded by (seed, stream kind, index), so a value never
// depends on batch sizes, generation order or how many values other entities consumed.

/** murmur3's 32-bit finaliser: a good avalanche for combining integers into seeds. */
export function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A seed for the stream `stream` of entity `index` under the run seed `seed`. */
export function streamSeed(seed: number, stream: number, index: number): number {
  const s = Math.floor(Math.abs(seed)) % 4294967296;
  return mix32((mix32((mix32(s ^ 0x9e3779b9) + Math.imul(stream + 1, 0x27d4eb2f)) >>> 0) + Math.imul(index + 1, 0x165667b1)) >>> 0);
}

// Standard-normal quantiles at (i + 0.5) / 65536: one table look-up per normal draw (two per 32-bit
// draw). The tails end at about ±4.3 sd, which is what demo data wants anyway.
const NORMAL_TABLE = (() => {
  const table = new Float64Array(65536);
  for (let i = 0; i < 65536; i++) table[i] = inverseNormal((i + 0.5) / 65536);
  return table;
})();

/** Acklam's rational approximation of the inverse standard normal CDF (|error| < 1.2e-9). */
function inverseNormal(p: number): number {
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const lo = 0.02425;
  if (p < lo) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  }
  if (p > 1 - lo) return -inverseNormal(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/** mulberry32: tiny, fast, and good enough for synthetic data. */
export class Rng {
  private state: number;
  private spare = -1;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  static of(seed: number, stream: number, index: number): Rng {
    return new Rng(streamSeed(seed, stream, index));
  }

  /** Uniform unsigned 32-bit integer. */
  u32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.u32() / 4294967296;
  }

  /** Uniform integer in [lo, hi] (inclusive). */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.float() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  /** Uniform in [lo, hi). */
  between(lo: number, hi: number): number {
    return lo + this.float() * (hi - lo);
  }

  /** Standard normal (table quantiles, two per 32-bit draw). */
  normal(): number {
    if (this.spare >= 0) {
      const v = NORMAL_TABLE[this.spare]!;
      this.spare = -1;
      return v;
    }
    const bits = this.u32();
    this.spare = bits >>> 16;
    return NORMAL_TABLE[bits & 0xffff]!;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.float() * items.length)]!;
  }

  /** A key drawn by weight; weights need not sum to anything, non-positive ones are never drawn. */
  weighted<K extends string>(weights: Readonly<Record<K, number>> | ReadonlyMap<K, number>): K {
    const entries: [K, number][] =
      weights instanceof Map ? [...weights.entries()] : (Object.entries(weights) as [K, number][]);
    let total = 0;
    for (const [, w] of entries) if (w > 0) total += w;
    if (total <= 0) throw new Error('weighted(): no positive weight');
    let x = this.float() * total;
    for (const [k, w] of entries) {
      if (w <= 0) continue;
      x -= w;
      if (x < 0) return k;
    }
    // Rounding: the last positive entry.
    for (let i = entries.length - 1; i >= 0; i--) if (entries[i]![1] > 0) return entries[i]![0];
    throw new Error('unreachable');
  }
}

/** Stream kinds: one per entity kind and purpose; never renumber (that changes every seed's data). */
export const STREAM = {
  farm: 1,
  location: 2,
  site: 3,
  profile: 4,
  siteValues: 5,
  schedule: 6,
  user: 7,
  names: 8,
  misc: 9,
} as const;
