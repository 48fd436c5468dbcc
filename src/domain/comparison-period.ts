// The comparison period of a group (product rules ‹Business constants and limits›): the presets 0 ('Aktuelle Werte'), 30, 90, 180 and
// 365 days, or any other whole number of days ('Vor ... Tagen'). Stored as one number (null = 0);
// the form also remembers that the custom choice is open, so typing 90 there does not jump back to
// the preset while the person is still typing, and an empty custom field is a mistake, not 'now'.
import { COMPARISON_GROUP_MESSAGES } from './comparison-group-rules.ts';
import { COMPARISON_PERIOD_DAYS, COMPARISON_PERIOD_MAX_DAYS } from './constants.ts';

export const CUSTOM_PERIOD = 'custom';
const CUSTOM_PERIOD_LABEL = 'Vor ... Tagen';
export const CUSTOM_PERIOD_MIN_DAYS = 1;

export type PeriodKey = `${(typeof COMPARISON_PERIOD_DAYS)[number]}` | typeof CUSTOM_PERIOD;

/** The period as the form holds it: the stored days (null = current values) and whether the custom choice is open. */
export interface PeriodValue {
  delay: number | null;
  delay_custom: boolean;
}

const presetLabel = (days: number) => (days === 0 ? 'Aktuelle Werte' : `Vor ${days} Tagen`);

/** The select's choices: the presets, then 'Vor ... Tagen'. */
export const PERIOD_CHOICES: readonly { id: PeriodKey; label: string }[] = [
  ...COMPARISON_PERIOD_DAYS.map((d) => ({ id: String(d) as PeriodKey, label: presetLabel(d) })),
  { id: CUSTOM_PERIOD, label: CUSTOM_PERIOD_LABEL },
];

const isPreset = (days: number) => (COMPARISON_PERIOD_DAYS as readonly number[]).includes(days);

/** A stored delay opens as its preset, anything else (45 days) as the custom choice. */
export const isCustomDelay = (delay: number | null) => delay !== null && !isPreset(delay);

/** Which choice the select shows. */
export function periodKeyOf(p: PeriodValue): PeriodKey {
  if (p.delay_custom || isCustomDelay(p.delay)) return CUSTOM_PERIOD;
  return String(p.delay ?? 0) as PeriodKey;
}

/** The form change for a choice: a preset sets its days; custom keeps the days shown so far (none for 'Aktuelle Werte'). */
export function periodChoice(key: PeriodKey, current: PeriodValue): PeriodValue {
  if (key === CUSTOM_PERIOD) return { delay: current.delay === 0 ? null : current.delay, delay_custom: true };
  const days = Number(key);
  return { delay: days === 0 ? null : days, delay_custom: false };
}

/** The custom field's message (product rules ‹Business constants and limits›): whole days between 1 and the maximum; null when fine. */
export function periodProblem(p: PeriodValue): string | null {
  if (!p.delay_custom) return null;
  const d = p.delay;
  return d !== null && Number.isInteger(d) && d >= CUSTOM_PERIOD_MIN_DAYS && d <= COMPARISON_PERIOD_MAX_DAYS ? null : COMPARISON_GROUP_MESSAGES.delay;
}
