// The operation size band of a location (product rules ‹Business constants and limits›: lower bounds 1, 10, 50, …, 1000 cows): the
// special comparison group 'location_size' holds the locations of the evaluated location's band.
import { LOCATION_SIZE_BOUNDS } from './constants.ts';

/** Lower bound of the band a cow count falls in (counts below 1 fall in the first band). */
export function sizeBandOf(cowCount: number): number {
  let band: number = LOCATION_SIZE_BOUNDS[0];
  for (const bound of LOCATION_SIZE_BOUNDS) if (cowCount >= bound) band = bound;
  return band;
}
