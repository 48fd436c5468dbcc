// Silences (Stummschaltungen): a control field, a site, a location or a farm muted for a period with a
// reason. Incidents are still recorded while a silence is active, but nobody is mailed about them.
// The server's mail run, its write handlers and the controlling page ask this one rule.
import { Temporal } from 'temporal-polyfill';
import { berlinDate, formatDate, TIME_ZONE, type DateInput } from './format.ts';
import { TEXT_LIMITS, tooLongMessage } from './text-limits.ts';

/** What a silence mutes: one control field, or every control field of a site, location or farm (and below). */
export const SILENCE_TARGETS = ['alert', 'site', 'location', 'farm'] as const;
export type SilenceTarget = (typeof SILENCE_TARGETS)[number];

/** Longest silence: a year after its start. */
export const SILENCE_MAX_DAYS = 365;
/** The list of a page keeps silences that ended this many days ago. */
export const SILENCE_RECENT_DAYS = 30;

export interface SilenceSpan {
  starts_at: DateInput;
  ends_at: DateInput;
  /** Set when somebody ended it early. */
  ended_at?: DateInput;
}

export interface MutableSilence extends SilenceSpan {
  target_type: SilenceTarget;
  target_id: number;
}

/**
 * Where an incident (or a page) sits: its control field and the site, location and farm it belongs
 * to (an incident of a farm's own control field has no site and no location; a site without a
 * location has none either).
 */
export interface SilencePlace {
  alert: number | null;
  site: number | null;
  location: number | null;
  farm: number | null;
}

const ms = (value: DateInput): number => {
  if (value === null || value === undefined) return Number.NaN;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Date.parse(value);
  if (value instanceof Temporal.Instant) return value.epochMilliseconds;
  if (value instanceof Temporal.ZonedDateTime) return value.epochMilliseconds;
  if (value instanceof Temporal.PlainDateTime) return value.toZonedDateTime(TIME_ZONE).epochMilliseconds;
  return value.toZonedDateTime({ timeZone: TIME_ZONE }).epochMilliseconds;
};

/** When the silence stops muting: its end, or the early end when it came first. */
export function silenceEnd(s: SilenceSpan): number {
  const end = ms(s.ends_at);
  const ended = ms(s.ended_at);
  return Number.isFinite(ended) && ended < end ? ended : end;
}

export type SilenceState = 'upcoming' | 'active' | 'ended';
export const SILENCE_STATES = ['upcoming', 'active', 'ended'] as const satisfies readonly SilenceState[];

/** Active while starts_at ≤ now < end (an early end counts); upcoming before; ended after. */
export function silenceState(s: SilenceSpan, now: DateInput = Date.now()): SilenceState {
  const t = ms(now);
  if (t >= silenceEnd(s)) return 'ended';
  return t < ms(s.starts_at) ? 'upcoming' : 'active';
}

export const isSilenceActive = (s: SilenceSpan, now: DateInput = Date.now()) => silenceState(s, now) === 'active';

/**
 * Whether the silence's target covers the place: a farm silence its own, its locations' and its
 * sites' control fields; a location silence the location and its sites; a site silence the site;
 * a control-field silence that control field.
 */
export function silenceCoversPlace(s: Pick<MutableSilence, 'target_type' | 'target_id'>, place: SilencePlace): boolean {
  switch (s.target_type) {
    case 'alert':
      return place.alert === s.target_id;
    case 'site':
      return place.site === s.target_id;
    case 'location':
      return place.location === s.target_id;
    case 'farm':
      return place.farm === s.target_id;
  }
}

/** Whether the silence mutes an incident at this place at `now`. */
export const silenceMutes = (s: MutableSilence, place: SilencePlace, now: DateInput = Date.now()) => isSilenceActive(s, now) && silenceCoversPlace(s, place);

/** The first silence that mutes the place at `now`, if any (the one ending last when several do). */
export function mutingSilence<S extends MutableSilence>(silences: readonly S[], place: SilencePlace, now: DateInput = Date.now()): S | null {
  let best: S | null = null;
  for (const s of silences) if (silenceMutes(s, place, now) && (!best || silenceEnd(s) > silenceEnd(best))) best = s;
  return best;
}

export const SILENCE_MESSAGES = {
  reason: 'Geben Sie einen Grund an.',
  reasonTooLong: tooLongMessage(TEXT_LIMITS.name),
  end: 'Geben Sie ein gültiges Ende an.',
  start: 'Geben Sie einen gültigen Beginn an.',
  endAfterStart: 'Das Ende muss nach dem Beginn liegen.',
  endInFuture: 'Das Ende muss in der Zukunft liegen.',
  tooLong: `Eine Stummschaltung dauert höchstens ${SILENCE_MAX_DAYS} Tage.`,
  target: 'Wählen Sie aus, was stummgeschaltet wird.',
  unknownTarget: 'Das gibt es nicht oder es ist für Sie nicht sichtbar.',
  notFound: 'Stummschaltung nicht gefunden.',
  resume: 'Eine beendete Stummschaltung lässt sich nicht fortsetzen.',
} as const;

export interface SilenceInput {
  reason: string;
  starts_at: DateInput;
  ends_at: DateInput;
}

/** Every problem of a new silence at once, per field, in German (empty: valid). */
export function silenceProblems(input: SilenceInput, now: DateInput = Date.now()): Partial<Record<'reason' | 'starts_at' | 'ends_at', string>> {
  const problems: Partial<Record<'reason' | 'starts_at' | 'ends_at', string>> = {};
  const reason = input.reason.trim();
  if (!reason) problems.reason = SILENCE_MESSAGES.reason;
  else if (reason.length > TEXT_LIMITS.name) problems.reason = SILENCE_MESSAGES.reasonTooLong;
  const start = ms(input.starts_at);
  const end = ms(input.ends_at);
  if (!Number.isFinite(start)) problems.starts_at = SILENCE_MESSAGES.start;
  if (!Number.isFinite(end)) problems.ends_at = SILENCE_MESSAGES.end;
  else if (end <= ms(now)) problems.ends_at = SILENCE_MESSAGES.endInFuture;
  else if (Number.isFinite(start) && end <= start) problems.ends_at = SILENCE_MESSAGES.endAfterStart;
  else if (Number.isFinite(start) && end - start > SILENCE_MAX_DAYS * 86_400_000) problems.ends_at = SILENCE_MESSAGES.tooLong;
  return problems;
}

/**
 * A silence chosen as 'until day D' mutes through D in Berlin: it ends when D+1 begins there
 * (an ISO instant, as sent to the API).
 */
export function silenceEndOfDay(day: Temporal.PlainDate | string): string {
  const date = typeof day === 'string' ? Temporal.PlainDate.from(day) : day;
  return date.add({ days: 1 }).toZonedDateTime({ timeZone: TIME_ZONE }).toInstant().toString();
}

/** The last day the silence mutes, in Berlin (the day before it ends when it ends at midnight). */
export function silenceLastDay(s: SilenceSpan): Temporal.PlainDate | null {
  const end = silenceEnd(s);
  return Number.isFinite(end) ? berlinDate(end - 1) : null;
}

/** 'Stummgeschaltet bis 15.12.2026: Stallumbau' */
export function silenceText(s: SilenceSpan & { reason: string }): string {
  return `Stummgeschaltet bis ${formatDate(silenceLastDay(s))}: ${s.reason}`;
}

/** What an incident a silence kept out of the mails says in the history and the current incidents. */
export const mutedIncidentText = (reason: string) => `stummgeschaltet, nicht per E-Mail verschickt: ${reason}`;

/** Headline word of each state on the page. */
export const SILENCE_STATE_LABELS: Record<SilenceState, string> = {
  upcoming: 'Geplant',
  active: 'Aktiv',
  ended: 'Beendet',
};

// ---- The 'Stummschalten' dialog of an entity page (src/machines/silenceMute) ----

/** The page's entity: farms, locations and sites have control fields. */
export interface SilencePageEntity {
  entity_type: 'farm' | 'location' | 'site';
  entity_id: number;
}

/** 'entity' (the page's entity) or 'alert:{id}' (one of its control fields). */
export type SilenceChoice = 'entity' | `alert:${number}`;

export interface SilenceFormValues {
  what: SilenceChoice;
  /** The last muted day, 'YYYY-MM-DD' (Berlin), or null when none is chosen. */
  until: string | null;
  reason: string;
}

export type SilenceFormField = 'what' | 'until' | 'reason';
export type SilenceFormProblems = Partial<Record<SilenceFormField, string>>;

/** Default: a week, through the seventh day from today. */
export const silenceFormDefaults = (today: string): SilenceFormValues => ({ what: 'entity', until: Temporal.PlainDate.from(today).add({ days: 7 }).toString(), reason: '' });

/** The request the dialog sends (starting now). */
export function silenceInputOf(values: SilenceFormValues, entity: SilencePageEntity) {
  const target = values.what === 'entity' ? { target_type: entity.entity_type, target_id: entity.entity_id } : { target_type: 'alert' as const, target_id: Number(values.what.slice('alert:'.length)) };
  return { ...target, ends_at: values.until ? silenceEndOfDay(values.until) : '', reason: values.reason.trim() };
}

/** The dialog's problems before sending, by the server's rule (an end 'until' the chosen day). */
export function silenceFormProblems(values: SilenceFormValues, now: DateInput): SilenceFormProblems {
  const found = silenceProblems({ reason: values.reason, starts_at: now, ends_at: values.until ? silenceEndOfDay(values.until) : null }, now);
  return { ...(found.reason ? { reason: found.reason } : {}), ...(found.ends_at ? { until: found.ends_at } : {}) };
}

/** Where a server field message belongs in the dialog (null: shown as a notice). */
export const silenceFormFieldOf = (path: string): SilenceFormField | null =>
  path === 'reason' ? 'reason' : path === 'ends_at' || path === 'starts_at' ? 'until' : path === 'target_id' || path === 'target_type' ? 'what' : null;
