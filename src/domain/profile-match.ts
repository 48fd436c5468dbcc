// Which locations a comparison group's filter matches (its location_count), as a pure rule the
// server applies to the active profiles and the benchmark engine can reuse.
//
// - management_options: every criterion must hold. A list means "any of these answers"; a boolean
//   or a single string must equal the answer. Null-like placeholders (null, undefined, []) are
//   treated as absent (product rules ‹Entities and fields›). An unanswered question never matches a criterion.
// - location_size: the lower bound of an operation size band (product rules ‹Business constants and limits›: 1, 10, 50, …, 1000); a
//   location matches when its cow count lies in [bound, next bound).
import { LOCATION_SIZE_BOUNDS } from './constants.ts';

export type Answer = string | boolean | null | undefined;
export type Criterion = unknown;

/** The criteria that count (placeholders dropped). */
export function activeCriteria(options: Record<string, Criterion> | null | undefined): [string, Criterion][] {
  return Object.entries(options ?? {}).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0));
}

export function answerMatches(criterion: Criterion, answer: Answer): boolean {
  if (answer === null || answer === undefined) return false;
  if (Array.isArray(criterion)) return criterion.includes(answer);
  return criterion === answer;
}

export function profileMatches(options: Record<string, Criterion> | null | undefined, answers: Record<string, Answer>): boolean {
  return activeCriteria(options).every(([name, criterion]) => answerMatches(criterion, answers[name]));
}

/** The size band [lower, upper) that starts at `lowerBound` (upper is Infinity for the last band). */
export function sizeBand(lowerBound: number): [number, number] {
  const next = LOCATION_SIZE_BOUNDS.find((b) => b > lowerBound);
  return [lowerBound, next ?? Number.POSITIVE_INFINITY];
}

export function inSizeBand(cowCount: number, lowerBound: number | null | undefined): boolean {
  if (lowerBound === null || lowerBound === undefined) return true;
  const [lower, upper] = sizeBand(lowerBound);
  return cowCount >= lower && cowCount < upper;
}
