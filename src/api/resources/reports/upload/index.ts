// POST /reports/upload/ (product rules ‹Resource catalogue›; multipart, file field `report`): association admins and
// superusers load MLP reports from a CSV (layout: src/domain/report-csv.ts, README 'Prüfberichte
// hochladen'). All or nothing: the rows stream into one transaction; any bad line rolls it back and
// the answer lists the lines and reasons; a file over the upload limit (UPLOAD_LIMIT_MB) rolls it
// back too and is answered 413. Detection, mails and snapshot rewrites are queued as jobs in the same
// transaction (src/api/services/reports-stored.ts); after the commit this instance's engine holds the
// new reports and the detection has run before the answer goes out.
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatApiDate } from '../../../../domain/format.ts';
import { REPORT_CSV_MESSAGES } from '../../../../domain/report-csv.ts';
import { IMPORT_REFUSED, mayImportReports } from '../../../../domain/route-access.ts';
import { audit } from '../../../db/audit.ts';
import { queryRows } from '../../../db/client.ts';
import { mbToBytes } from '../../../http/body-limit.ts';
import { badRequest, forbidden, HttpError } from '../../../http/errors.ts';
import { awaitReportWork, queueReportWork, type QueuedReportWork } from '../../../services/reports-stored.ts';
import { callerScope } from '../../../services/scope.ts';
import { FileTooLarge, parseReportCsv, type ParseOutcome, type SiteRef } from './parse.ts';
import { newTally, refreshDerived, storeBatch } from './store.ts';

export const ReportUploadResultSchema = z
  .object({
    stored: z.number().int().describe('New reports.'),
    replaced: z.number().int().describe('Reports of the same site and test day that were replaced.'),
    sites: z.number().int().describe('Sites with at least one stored or replaced report.'),
    incidents: z.number().int().describe('Incidents the controlling system raised for the new reports (0 when detection failed and waits for its retry).'),
  })
  .meta({ id: 'ReportUploadResult' });

const NO_FILE = 'Wählen Sie eine CSV-Datei aus (Formularfeld „report“).';

/** Thrown inside the transaction to roll it back; becomes the 400 listing the lines. */
class Rejected extends Error {
  constructor(readonly outcome: ParseOutcome) {
    super('rejected');
  }
}

function rejection(outcome: ParseOutcome): HttpError {
  const errors: Record<string, string[]> = {};
  for (const [line, reasons] of outcome.problems) errors[line === 0 ? 'Datei' : `Zeile ${line}`] = reasons;
  const lines = outcome.problemLines;
  const listed = outcome.problems.size < lines ? ` (die ersten ${outcome.problems.size} sind aufgeführt)` : '';
  const detail = `Die Datei wurde nicht übernommen: ${lines === 1 ? 'eine Zeile ist' : `${lines} Zeilen sind`} fehlerhaft${listed}. Es wurde nichts gespeichert.`;
  return new HttpError(400, detail, 'invalid_file', errors);
}

/** Sites by number, with whether the caller may load reports for them (farms of the associations they administer). */
async function siteIndex(request: FastifyRequest): Promise<Map<string, SiteRef>> {
  const scope = await callerScope(request);
  const rows = await queryRows<{ id: number; number: string; farm_id: number }>(request.server.deps.database.db, sql`select id, number, farm_id from sites`);
  const admin = scope.adminFarms;
  return new Map(rows.map((r) => [r.number, { id: Number(r.id), allowed: admin.all || admin.farmIds.has(Number(r.farm_id)) }]));
}

/** The first file part; a body busboy cannot read (no boundary, broken framing) is the client's error. */
async function firstFile(request: FastifyRequest) {
  try {
    return await request.file();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw error;
    throw badRequest({ report: ['Die Anfrage ist kein lesbares multipart/form-data (Boundary fehlt oder ist defekt).'] });
  }
}

async function uploadReports(request: FastifyRequest) {
  const actor = request.actor;
  // The same rule that guards the browser's /data-import page.
  if (!mayImportReports({ account_type: actor.accountType, is_superuser: actor.isSuperuser })) throw forbidden(IMPORT_REFUSED);
  if (!request.isMultipart()) throw badRequest({ report: [NO_FILE] });
  const part = await firstFile(request);
  if (!part || part.fieldname !== 'report') {
    part?.file.resume();
    throw badRequest({ report: [NO_FILE] });
  }
  const sites = await siteIndex(request);
  const today = formatApiDate(new Date());
  const { db } = request.server.deps.database;
  const tally = newTally();
  let queued: QueuedReportWork | undefined;
  try {
    await db.transaction(async (tx) => {
      const outcome = await parseReportCsv(part.file, sites, today, (batch) => storeBatch(tx, batch, tally));
      if (outcome.problemLines === 0 && outcome.rows === 0) {
        outcome.problems.set(2, ['Die Datei enthält keine Prüfberichte.']);
        outcome.problemLines = 1;
      }
      if (outcome.problemLines > 0) throw new Rejected(outcome);
      await refreshDerived(tx, tally);
      await audit(tx, {
        actorId: actor.id,
        action: 'reports.uploaded',
        entity: 'report_upload',
        entityId: part.filename || 'upload.csv',
        changes: { file: part.filename, stored: tally.stored, replaced: tally.replaced, sites: tally.months.size, dates: [...tally.dates].sort() },
      });
      queued = await queueReportWork(tx as never, { siteIds: [...tally.months.keys()], inspectionDates: [...tally.dates].sort() });
    });
  } catch (error) {
    if (error instanceof Rejected) throw rejection(error.outcome);
    if (error instanceof FileTooLarge) throw new HttpError(413, REPORT_CSV_MESSAGES.tooLarge(request.server.deps.config.uploadLimitMb), 'payload_too_large');
    throw error;
  }
  const { incidents } = await awaitReportWork(request.server, queued!);
  return { stored: tally.stored, replaced: tally.replaced, sites: tally.months.size, incidents };
}

/** Registers the upload in a scope of its own: multipart parsing and the large body limit apply to this route only. */
export async function reportUploadRoute(scope: FastifyInstance) {
  await scope.register(async (upload) => {
    // The file may be UPLOAD_LIMIT_MB; a larger one is cut by busboy and refused whole (parse.ts).
    const limit = mbToBytes(upload.deps.config.uploadLimitMb);
    await upload.register(multipart, { limits: { fileSize: limit, files: 1, fields: 5, parts: 6 } });
    upload.withTypeProvider<ZodTypeProvider>().post('/reports/upload/', {
      bodyLimit: limit + 64 * 1024,
      config: { terms: 'gated' },
      schema: {
        operationId: 'uploadReports',
        summary: 'Upload an MLP report file (CSV)',
        tags: ['reports'],
        description:
          'multipart/form-data with the CSV in the file field `report` (layout in the README: semicolon separated, UTF-8, header betriebsstaette;pruefdatum;verarbeitungsdatum;<pythonic names>). All or nothing: 400 lists the bad lines. Association admins and superusers only. REST only.',
        consumes: ['multipart/form-data'],
        'x-rest-only': true,
        response: { 200: ReportUploadResultSchema },
      } as never,
      handler: (req) => uploadReports(req) as never,
    });
  });
}
