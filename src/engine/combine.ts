// A Betrieb's (or farm's, or association's) value of a figure from the reports of its sites on the
// date: extensive figures add up; intensive ones are cow-weighted means (sites without a usable cow
// count, finite and > 0, fall back to the plain mean when no site has one). Missing values (NaN)
// are skipped; no value at all gives NaN.
import type { Snapshot } from './snapshot.ts';

/**
 * Combines the sites slots[from..to) for one figure. `columns` and `weights` are the figure's and
 * the cow count's columns per snapshot block (weights null: unweighted). Returns NaN when no site
 * has a value.
 */
export function combineSites(
  snapshot: Snapshot,
  slots: Int32Array,
  from: number,
  to: number,
  columns: readonly Float32Array[],
  intensive: boolean,
  weights: readonly Float32Array[] | null,
): number {
  const pick = snapshot.pick;
  let sum = 0;
  let count = 0;
  let weighted = 0;
  let weightSum = 0;
  for (let i = from; i < to; i++) {
    const slot = slots[i]!;
    if (slot < 0) continue;
    const b = pick[slot]!;
    if (b < 0) continue;
    const v = columns[b]![slot]!;
    if (v !== v) continue;
    sum += v;
    count++;
    if (intensive && weights) {
      const w = weights[b]![slot]!;
      if (w > 0 && w !== Number.POSITIVE_INFINITY) {
        weighted += w * v;
        weightSum += w;
      }
    }
  }
  if (count === 0) return Number.NaN;
  if (!intensive) return sum;
  if (count === 1) return sum;
  return weightSum > 0 ? weighted / weightSum : sum / count;
}
