// Lists asked in one request up to the server's page cap (one farm's locations and sites, the
// profiles one may adopt, the evaluations list): a list longer than that is never cut silently, the
// screen says how many it shows of how many.
import { formatNumber } from './format.ts';

const n = (v: number) => formatNumber(v, { precision: 0 });

/** 'Angezeigt werden 10.000 von 12.345 Betriebsstätten.' when the list holds more than is shown; else null. */
export function listCutText(shown: number, count: number | null | undefined, noun: string): string | null {
  if (count === null || count === undefined || count <= shown) return null;
  return `Angezeigt werden ${n(shown)} von ${n(count)} ${noun}.`;
}
