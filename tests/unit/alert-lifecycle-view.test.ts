// How the screens say the control-field lifecycle: the phase with its day, a history line (who is
// 'System' for detection), an incident's 'Beginn' and 'Ende', the settings' help, and the modal's
// lifecycle checks with German numbers.
import { describe, expect, it } from 'vitest';
import { incidentPeriod, incidentPeriodText, pendingTestDaysHelp, phaseText, recoveryMarginLabel, transitionEntry } from '../../src/domain/alert-lifecycle-view.ts';
import { LIFECYCLE_MESSAGES } from '../../src/domain/alert-lifecycle.ts';
import { controlFieldBody, controlFieldLifecycleProblems, EMPTY_CONTROL_FIELD, initialControlField, isControlFieldReady } from '../../src/domain/control-field-form.ts';
import { parseGermanNumber } from '../../src/domain/format.ts';

describe('control-field lifecycle texts', () => {
  it('a phase reads as its German word with the day it began', () => {
    expect(phaseText('pending', '2026-02-03')).toBe('Auffällig seit 03.02.2026');
    expect(phaseText('firing', '2026-11-01')).toBe('Ausgelöst seit 01.11.2026');
    expect(phaseText('normal', null)).toBe('Normal');
  });

  it('a history line: from → to, the test day, the cause in German, the user or System', () => {
    const base = { from_phase: 'normal', to_phase: 'pending', test_date: '2026-02-03', at: '2026-02-04T10:00:00Z', by_user_name: null } as const;
    expect(transitionEntry({ ...base, cause: 'upload' })).toEqual({ change: 'Normal → Auffällig', testDay: '03.02.2026', cause: 'Neuer Prüftag', who: 'System', at: '04.02.2026' });
    expect(transitionEntry({ ...base, to_phase: 'firing', cause: 'edit', by_user_name: 'Anna Berg' })).toMatchObject({ change: 'Normal → Ausgelöst', cause: 'Kontrollfeld geändert', who: 'Anna Berg' });
    expect(transitionEntry({ ...base, from_phase: 'firing', to_phase: 'nodata', test_date: null, cause: 'nodata' })).toMatchObject({ change: 'Ausgelöst → Keine Daten', testDay: '–', cause: 'Seit 62 Tagen kein Bericht' });
  });

  it("an incident begins on its first day and ends on its last, or 'läuft noch' while it fires", () => {
    expect(incidentPeriod({ started: '2026-01-05', observed: '2026-03-01', ended: null })).toEqual({ begin: '05.01.2026', end: 'läuft noch' });
    expect(incidentPeriod({ started: '2026-01-05', observed: '2026-03-01', ended: '2026-04-02' })).toEqual({ begin: '05.01.2026', end: '02.04.2026' });
  });

  it('in running text a firing incident reads "läuft noch" without a dangling "Ende"', () => {
    expect(incidentPeriodText({ started: '2026-01-05', observed: '2026-03-01', ended: null })).toBe('Beginn 05.01.2026, läuft noch');
    expect(incidentPeriodText({ started: null, observed: '2026-03-01', ended: '2026-04-02' })).toBe('Beginn 01.03.2026, Ende 02.04.2026');
  });

  it('the settings explain themselves; the margin is in percent points when the threshold is relative', () => {
    expect(pendingTestDaysHelp(1)).toBe('Löst am ersten Prüftag aus, an dem der Schwellenwert verletzt ist.');
    expect(pendingTestDaysHelp(3)).toBe('Löst erst am 3. Prüftag in Folge aus; davor heißt es „Auffällig“.');
    expect(pendingTestDaysHelp(40)).toBe('1 bis 12 Prüftage.');
    expect(recoveryMarginLabel(true)).toBe('Erholungsspanne (in Prozentpunkten)');
    expect(recoveryMarginLabel(false)).toBe('Erholungsspanne');
  });
});

describe('control-field modal: lifecycle settings', () => {
  const ready = { ...EMPTY_CONTROL_FIELD, field: 'fprz_pm', comparison_group: 3, upper_bound: 5 };

  it("defaults fire on the first test day with no margin; a German '3,5' is a margin of 3.5 and is sent", () => {
    expect(controlFieldBody(ready)).toMatchObject({ pending_test_days: 1, recovery_margin: 0 });
    const margin = parseGermanNumber('3,5');
    expect(margin).toBe(3.5);
    expect(controlFieldBody({ ...ready, pending_test_days: 2, recovery_margin: margin })).toMatchObject({ pending_test_days: 2, recovery_margin: 3.5 });
  });

  it('days outside 1 … 12 or not whole, an empty or negative margin: a German message and not ready', () => {
    for (const days of [0, 13, 1.5, null]) {
      expect(controlFieldLifecycleProblems({ pending_test_days: days, recovery_margin: 0 })).toEqual({ pending_test_days: LIFECYCLE_MESSAGES.pendingTestDays });
      expect(isControlFieldReady({ ...ready, pending_test_days: days })).toBe(false);
    }
    expect(controlFieldLifecycleProblems({ pending_test_days: 12, recovery_margin: -0.1 })).toEqual({ recovery_margin: LIFECYCLE_MESSAGES.recoveryMargin });
    expect(isControlFieldReady({ ...ready, recovery_margin: null })).toBe(false);
    expect(isControlFieldReady({ ...ready, pending_test_days: 12, recovery_margin: 0 })).toBe(true);
  });

  it('a stored control field opens with its settings; one without them with the defaults', () => {
    const stored = { id: 1, field: 'fprz_pm', operator: 'lt' as const, lower_bound: null, upper_bound: 5, is_relative: false, comparison_group: 3, send_mail: false };
    expect(initialControlField({ ...stored, pending_test_days: 4, recovery_margin: 1.5 })).toMatchObject({ pending_test_days: 4, recovery_margin: 1.5 });
    expect(initialControlField(stored)).toMatchObject({ pending_test_days: 1, recovery_margin: 0 });
  });
});
