// Trophy marks on the evaluation page (product rules ‹Evaluation detail›): per comparison value, gold when the evaluated
// entity's value reaches the group's best value, silver when it reaches the group's top value (the
// boundary of its best 10 %), none yet, or not applicable (neutral figure, no value, no bounds).
// "Reaches" is >= when larger is better, otherwise <=; values are compared as shown (rounded to the
// figure's precision), so a farm that is the group's best shows gold even when sums differ in the
// last binary digit.

export type Trophy = 'gold' | 'silver' | 'none' | 'not-applicable';

const rounded = (v: number, precision: number | undefined) => (precision === undefined ? v : Number(v.toFixed(Math.max(0, Math.min(20, precision)))));
const known = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** The trophy of `value` against a group's best and top values; `largerIsBetter` null: neutral figure. */
export function trophyFor(
  value: number | null | undefined,
  best: number | null | undefined,
  top: number | null | undefined,
  largerIsBetter: boolean | null | undefined,
  precision?: number,
): Trophy {
  if (largerIsBetter === null || largerIsBetter === undefined || !known(value)) return 'not-applicable';
  if (!known(best) && !known(top)) return 'not-applicable';
  const v = rounded(value, precision);
  const reaches = (bound: number) => {
    const b = rounded(bound, precision);
    return largerIsBetter ? v >= b : v <= b;
  };
  if (known(best) && reaches(best)) return 'gold';
  if (known(top) && reaches(top)) return 'silver';
  return 'none';
}

/** What a screen reader (and the tooltip) says about a trophy; the icon itself is decoration. */
export const TROPHY_LABELS: Record<Trophy, string> = {
  gold: 'Goldpokal: Ihr Wert erreicht den Bestwert dieser Vergleichsgruppe',
  silver: 'Silberpokal: Ihr Wert gehört zu den besten 10 % dieser Vergleichsgruppe',
  none: 'Kein Pokal: Ihr Wert erreicht weder den Bestwert noch die besten 10 %',
  'not-applicable': 'Kein Pokal möglich (neutrale Kennzahl oder kein Wert)',
};

/** The short visible word next to the icon (status never by colour alone). */
export const TROPHY_SHORT: Record<Trophy, string> = { gold: 'Gold', silver: 'Silber', none: '', 'not-applicable': '' };

/**
 * A trophy belongs to the entity's own value and is won in one group: the sentence names the group
 * (next to a group's value it would read as that group's trophy).
 */
export function trophyLabel(trophy: Trophy, group: string): string {
  if (trophy === 'gold') return `Goldpokal: Ihr Wert erreicht den Bestwert der Vergleichsgruppe „${group}“`;
  if (trophy === 'silver') return `Silberpokal: Ihr Wert gehört zu den besten 10 % der Vergleichsgruppe „${group}“`;
  return TROPHY_LABELS[trophy];
}
