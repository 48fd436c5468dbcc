// The controlling system's place in the running API, as jobs any instance may run once
// (src/api/services/jobs/): detection after stored reports (on data at least as new as the write that
// queued it), the incident mails, the evaluation mails, the monthly digest, and at start the catch-up of alerts whose
// entity has reports their last check did not see, and the daily NoData sweep (one job per day, its
// key names the day, so however many instances start only one runs it). Failed jobs are retried with backoff (failed mails
// at the latest every 5 minutes).
import { Temporal } from 'temporal-polyfill';
import { reportToday } from '../../../domain/reports.ts';
import type { BenchmarkContext } from '../../context.ts';
import { detectIncidents, markUnmailed, staleAlerts, sweepNoData, type DetectionCause, type DetectionResult, type DetectionTarget } from './detect.ts';
import { DIGEST_JOB, scheduleDigest, scheduleCurrentDigest, sendMonthlyDigests } from './digest.ts';
import { nextMonth, type DigestMonth } from '../../../domain/controlling-digest.ts';
import { notifyEvaluations, type UploadDates } from './evaluation-mail.ts';
import { mailPendingIncidents } from './mail.ts';

export { detectIncidents, type DetectionCause, type DetectionResult, type DetectionTarget } from './detect.ts';

export const CONTROLLING_JOBS = {
  detect: 'controlling.detect',
  mails: 'controlling.mails',
  evaluationMails: 'controlling.evaluation-mails',
  catchUp: 'controlling.catch-up',
  digest: DIGEST_JOB,
  noData: 'controlling.nodata',
} as const;

const noDataKey = (day: string) => `${CONTROLLING_JOBS.noData}:${day}`;

/** Queues the NoData sweep of a day unless that day's sweep was queued already (by any instance). */
async function scheduleNoData(app: BenchmarkContext, day: string, delaySeconds = 0): Promise<void> {
  await app.deps.jobs.enqueue({ kind: CONTROLLING_JOBS.noData, key: noDataKey(day), once: true, payload: { day }, delaySeconds });
}

/** The next day (Europe/Berlin, the report calendar) and the seconds until a few minutes after it starts. */
function nextDay(): { day: string; seconds: number } {
  const now = Temporal.Now.zonedDateTimeISO('Europe/Berlin');
  const start = now.toPlainDate().add({ days: 1 }).toZonedDateTime('Europe/Berlin');
  return { day: start.toPlainDate().toString(), seconds: Math.ceil(now.until(start).total('seconds')) + 300 };
}

/** What the detection job after a report write gets: the sites written and the 'reports' version of the write. */
export interface DetectPayload {
  siteIds: number[];
  version: number;
}

/** How long an on-demand check waits for its mails before answering (they go on in the background). */
const MAIL_WAIT_MS = 30_000;

const queueMails = (app: BenchmarkContext) => app.deps.jobs.enqueue({ kind: CONTROLLING_JOBS.mails, key: CONTROLLING_JOBS.mails });

export function registerControllingJobs(app: BenchmarkContext, log: (line: string) => void): void {
  app.deps.jobs
    .handle(CONTROLLING_JOBS.detect, async ({ siteIds, version }: DetectPayload) => {
      await app.engine.current(version);
      const result = await detectIncidents(app, { siteIds });
      if (result.incidentIds.length) await queueMails(app);
      return { incidents: result.incidentIds.length, checked: result.checked };
    })
    .handle(CONTROLLING_JOBS.mails, async () => {
      const run = await mailPendingIncidents(app.deps, app.deps.jobs.me, log);
      if (run.failed) throw new Error(`${run.failed} Controlling-Mails gescheitert`);
      return run;
    })
    .handle(CONTROLLING_JOBS.evaluationMails, async (upload: UploadDates) => {
      const failed = await notifyEvaluations(app, upload, log);
      if (failed.length) throw new Error(`Auswertungs-Mails gescheitert (Auswertungen ${failed.join(', ')})`);
      return { failed: 0 };
    })
    .handle(CONTROLLING_JOBS.digest, async ({ month }: { month: DigestMonth }) => {
      // The next month's digest waits before this one may fail (a retry does not lose it).
      await scheduleDigest(app.deps, nextMonth(month));
      const run = await sendMonthlyDigests(app.deps, month, app.deps.jobs.me, log);
      if (run.failed) throw new Error(`${run.failed} monatliche Zusammenfassungen gescheitert`);
      return run;
    })
    .handle(CONTROLLING_JOBS.noData, async () => {
      const moved = await sweepNoData(app.deps.database.db);
      const next = nextDay();
      await scheduleNoData(app, next.day, next.seconds);
      return { moved };
    })
    .handle(CONTROLLING_JOBS.catchUp, async () => {
      // Alerts never checked (older than detection, seeded) get their history recorded without mails:
      // nobody is told at a start about test days that were never news; a missed check is mailed as usual.
      const { moved, unchecked } = await staleAlerts(app.deps.database.db);
      if (unchecked.length) {
        const first = await detectIncidents(app, { alertIds: unchecked });
        await markUnmailed(app.deps.database.db, first.incidentIds);
      }
      const result = await detectIncidents(app, { alertIds: moved });
      if (result.incidentIds.length) await queueMails(app);
      if (moved.length || unchecked.length) log(`Controlling: ${moved.length + unchecked.length} Kontrollfelder nachgeprüft, ${result.incidentIds.length} neue Meldungen.`);
      return { checked: moved.length + unchecked.length, incidents: result.incidentIds.length };
    });
}

/** How long a start waits for the catch-up (it goes on in the background after that). */
const CATCH_UP_WAIT_MS = 10 * 60_000;

/** At start: queue the catch-up (once, whichever instance claims it runs it) and wait for it, as a start did before jobs. */
export async function startControlling(app: BenchmarkContext): Promise<void> {
  await scheduleCurrentDigest(app.deps);
  const id = await app.deps.jobs.enqueue({ kind: CONTROLLING_JOBS.catchUp, key: CONTROLLING_JOBS.catchUp });
  await app.deps.jobs.runNow(id, CATCH_UP_WAIT_MS);
  await scheduleNoData(app, reportToday());
}

/** A control field just created or edited: judged at once against the current data (its mails go out in the background). */
export async function evaluateWritten(app: BenchmarkContext, alertId: number, why: DetectionCause): Promise<void> {
  const result = await detectIncidents(app, { alertIds: [alertId] }, why);
  if (result.incidentIds.length) await queueMails(app);
}

/** Detection now (POST /alerts/check/), then the mails of what it found. */
export async function checkNow(app: BenchmarkContext, target: DetectionTarget): Promise<DetectionResult> {
  const result = await detectIncidents(app, target);
  if (result.incidentIds.length) await app.deps.jobs.runNow(await queueMails(app), MAIL_WAIT_MS);
  return result;
}
