// The controlling system's place in the running API: after every stored upload detect incidents,
// mail them and tell evaluation owners; at start catch up on uploads whose detection never ran (the
// process died between the upload's commit and its detection); a retry timer resends failed mails
// and repeats failed detections. startControlling is called once the engine is loaded, so its
// 'reports.stored' listener runs after the engine's and reads the updated index.
import type { ApiDeps } from '../../context.ts';
import type { UploadReceipt } from '../events.ts';
import { detectIncidents, markUnmailed, staleAlerts, type DetectionResult, type DetectionTarget } from './detect.ts';
import { notifyEvaluations, type UploadDates } from './evaluation-mail.ts';
import { mailPendingIncidents } from './mail.ts';

export { detectIncidents, type DetectionResult, type DetectionTarget } from './detect.ts';
export { mailPendingIncidents } from './mail.ts';

/** How often failed mails and failed detections are retried. */
export const RETRY_INTERVAL_MS = 5 * 60 * 1000;

export interface Controlling {
  /** Detection plus the mails of its incidents (the on-demand check and the upload listener). */
  check(target: DetectionTarget): Promise<DetectionResult>;
  /** One retry round now (the timer calls this). */
  retry(): Promise<void>;
  stop(): void;
}

const instances = new WeakMap<ApiDeps, Controlling>();

/** The running controlling of an API instance (null before start, e.g. while describing the API). */
export const controllingOf = (deps: ApiDeps): Controlling | null => instances.get(deps) ?? null;

export async function startControlling(deps: ApiDeps, options: { log?: (line: string) => void; retryMs?: number } = {}): Promise<Controlling> {
  const log = options.log ?? (() => {});
  const failedSites = new Set<number>();
  const failedUploads: UploadDates[] = [];

  const check = async (target: DetectionTarget) => {
    const result = await detectIncidents(deps, target);
    await mailPendingIncidents(deps, log).catch((error: unknown) => log(`Controlling-Mails gescheitert: ${(error as Error).message}`));
    return result;
  };

  const afterUpload = async (upload: UploadDates, receipt?: UploadReceipt) => {
    try {
      const result = await check({ siteIds: upload.siteIds });
      if (receipt) receipt.incidents += result.incidentIds.length;
    } catch (error) {
      // The reports are committed: the upload still succeeds, the timer repeats the detection.
      for (const id of upload.siteIds) failedSites.add(id);
      log(`Erkennung von Meldungen gescheitert (wird wiederholt): ${(error as Error).message}`);
    }
    try {
      const failed = await notifyEvaluations(deps, upload, log);
      if (failed.length) failedUploads.push(upload);
    } catch (error) {
      failedUploads.push(upload);
      log(`Auswertungs-Mails gescheitert (werden wiederholt): ${(error as Error).message}`);
    }
  };

  const retry = async () => {
    if (failedSites.size) {
      const siteIds = [...failedSites];
      failedSites.clear();
      await check({ siteIds }).catch((error: unknown) => {
        for (const id of siteIds) failedSites.add(id);
        log(`Erkennung von Meldungen erneut gescheitert: ${(error as Error).message}`);
      });
    } else {
      await mailPendingIncidents(deps, log).catch((error: unknown) => log(`Controlling-Mails gescheitert: ${(error as Error).message}`));
    }
    for (const upload of failedUploads.splice(0)) {
      const failed = await notifyEvaluations(deps, upload, log).catch(() => [0]);
      if (failed.length) failedUploads.push(upload);
    }
  };

  const off = deps.events.on('reports.stored', ({ siteIds, inspectionDates, receipt }) => afterUpload({ siteIds, inspectionDates }, receipt));
  const timer = setInterval(() => void retry(), options.retryMs ?? RETRY_INTERVAL_MS);
  timer.unref();
  const controlling: Controlling = {
    check,
    retry,
    stop() {
      off();
      clearInterval(timer);
      instances.delete(deps);
    },
  };
  instances.set(deps, controlling);

  // Catch-up: alerts whose entity has reports their last check did not see. Alerts never checked
  // (older than detection, seeded) get their history recorded without mails: nobody is told at a
  // restart about test days that were never news; a lost upload's detection is mailed as usual.
  const { moved, unchecked } = await staleAlerts(deps.database.db);
  if (unchecked.length) {
    const first = await detectIncidents(deps, { alertIds: unchecked });
    await markUnmailed(deps.database.db, first.incidentIds);
  }
  const result = await check({ alertIds: moved });
  if (moved.length || unchecked.length) log(`Controlling: ${moved.length + unchecked.length} Kontrollfelder nachgeprüft, ${result.incidentIds.length} neue Meldungen.`);
  return controlling;
}
