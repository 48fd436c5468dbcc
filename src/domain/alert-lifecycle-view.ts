// How the screens say the control-field lifecycle (product rules ‹Control-field lifecycle›): the
// settings' labels in the control-field modal, a phase with the day it began, one line of a control
// field's state history, and an incident's beginning and end. The rule itself is ./alert-lifecycle.ts.
import { MAX_PENDING_TEST_DAYS, NO_DATA_DAYS, PHASE_TEXTS, type AlertPhase, type TransitionCause } from './alert-lifecycle.ts';
import { formatDate } from './format.ts';

export const LIFECYCLE_FIELD_LABELS = {
  pending_test_days: 'Auslösen nach … aufeinanderfolgenden Prüftagen',
  recovery_margin: 'Erholungsspanne',
} as const;

export const LIFECYCLE_LEGEND = 'Auslösen und Beheben';

/** Beside the disabled save button when a lifecycle setting is not valid (its message stands at it). */
export const LIFECYCLE_BLOCKER = 'Eine Einstellung zum Auslösen oder Beheben ist noch ungültig (siehe Hinweis am Feld).';

/** The pending-days input's help: what the chosen number does. */
export function pendingTestDaysHelp(days: number | null): string {
  if (days === 1) return 'Löst am ersten Prüftag aus, an dem der Schwellenwert verletzt ist.';
  if (days !== null && Number.isInteger(days) && days > 1 && days <= MAX_PENDING_TEST_DAYS) {
    return `Löst erst am ${days}. Prüftag in Folge aus; davor heißt es „${PHASE_TEXTS.pending}“.`;
  }
  return `1 bis ${MAX_PENDING_TEST_DAYS} Prüftage.`;
}

/** The margin's unit follows the threshold's: percent points of the group value when relative. */
export const recoveryMarginLabel = (relative: boolean) => `${LIFECYCLE_FIELD_LABELS.recovery_margin}${relative ? ' (in Prozentpunkten)' : ''}`;
export const RECOVERY_MARGIN_HELP = 'So weit muss der Wert wieder innerhalb der Grenze liegen, damit eine Meldung als behoben gilt (0: sobald er wieder innerhalb liegt).';

/** 'Auffällig seit 03.02.2026'; just the phase while it has no day yet. */
export const phaseText = (phase: AlertPhase, since: string | null | undefined) => (since ? `${PHASE_TEXTS[phase]} seit ${formatDate(since)}` : PHASE_TEXTS[phase]);

export const CAUSE_TEXTS: Record<TransitionCause, string> = {
  upload: 'Neuer Prüftag',
  create: 'Kontrollfeld angelegt',
  edit: 'Kontrollfeld geändert',
  nodata: `Seit ${NO_DATA_DAYS} Tagen kein Bericht`,
};

/** Who moved it: the user who wrote the control field, else detection ('System'). */
export const SYSTEM_ACTOR = 'System';

export interface TransitionLike {
  from_phase: AlertPhase;
  to_phase: AlertPhase;
  test_date: string | null;
  at: string;
  cause: TransitionCause;
  by_user_name: string | null;
}

/** One entry of a control field's state history, as the screens list it. */
export function transitionEntry(t: TransitionLike) {
  return {
    change: `${PHASE_TEXTS[t.from_phase]} → ${PHASE_TEXTS[t.to_phase]}`,
    testDay: t.test_date ? formatDate(t.test_date) : '–',
    cause: CAUSE_TEXTS[t.cause],
    who: t.by_user_name ?? SYSTEM_ACTOR,
    at: formatDate(t.at),
  };
}

export const NO_TRANSITIONS = 'Noch keine Zustandswechsel.';
export const STILL_FIRING = 'läuft noch';

/** An incident's 'Beginn' and 'Ende' ('läuft noch' while it fires). */
export function incidentPeriod(i: { started?: string | null; observed: string; ended?: string | null }) {
  return { begin: formatDate(i.started ?? i.observed), end: i.ended ? formatDate(i.ended) : STILL_FIRING };
}

/** The period in one line of running text: 'Beginn …, Ende …', or 'Beginn …, läuft noch' ('Ende läuft noch' misreads). */
export function incidentPeriodText(i: { started?: string | null; observed: string; ended?: string | null }): string {
  const { begin, end } = incidentPeriod(i);
  return i.ended ? `Beginn ${begin}, Ende ${end}` : `Beginn ${begin}, ${end}`;
}
