// Answers carry the precision the engine holds: single-precision inputs know about 7 significant
// digits, so a stored 32.3 answers 32.3, not 32.29999923706055. Integers (counts, sums of counts
// below 2^24 per site) stay exact.

/** NaN and infinities become null; integers stay; everything else keeps 7 significant digits. */
export function answerValue(v: number): number | null {
  if (!Number.isFinite(v)) return null;
  if (Number.isInteger(v)) return v;
  return Number(v.toPrecision(7));
}
