// Evaluations with send_mail: when a stored upload gives the evaluation's entity a new newest report
// date, the owner gets one mail with the link to the evaluation; notified_report_date remembers the
// date mailed about, so the same date is never announced twice. The date is claimed (written) before
// the mail goes out, so two instances never both send it; a failed mail puts the old date back and
// the job ('controlling.evaluation-mails') is retried.
import { and, eq, sql } from 'drizzle-orm';
import { evaluationMail } from '../../../domain/controlling-mail.ts';
import { userDisplayName } from '../../../domain/display-names.ts';
import { isEntityInScope } from '../../../domain/read-scope.ts';
import { reportToday } from '../../../domain/reports.ts';
import type { EntityType } from '../../../domain/roles.ts';
import { loadActor } from '../../auth/actor.ts';
import type { BenchmarkContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import { evaluations } from '../../db/schema.ts';
import { entityReportDates } from '../benchmark/answers.ts';
import { resolveCallerScope } from '../scope.ts';
import { entitiesOfSites } from './detect.ts';
import { loadEntity } from './entities.ts';

export interface UploadDates {
  siteIds: readonly number[];
  inspectionDates: readonly string[];
}

/** Mails the owners; returns the evaluation ids whose mail failed (to retry). */
export async function notifyEvaluations(app: BenchmarkContext, upload: UploadDates, log: (line: string) => void = () => {}): Promise<number[]> {
  const db = app.deps.database.db;
  const entities = await entitiesOfSites(db, upload.siteIds);
  if (entities.length === 0) return [];
  const types = sql`${sql.param(entities.map((e) => e.type))}::text[]`;
  const ids = sql`${sql.param(entities.map((e) => e.id))}::int[]`;
  const rows = await queryRows<{ id: number; name: string; entity_type: EntityType; entity_id: number; notified: string | null; user_id: number }>(
    db,
    sql`select e.id, e.name, e.entity_type, e.entity_id, e.notified_report_date::text as notified, e.user_id
        from evaluations e join users u on u.id = e.user_id
        where e.send_mail and u.is_active and u.email <> ''
          and (e.entity_type, e.entity_id) in (select t.type, t.id from unnest(${types}, ${ids}) as t(type, id))
        order by e.id`,
  );
  const uploaded = new Set(upload.inspectionDates);
  const failed: number[] = [];
  for (const row of rows) {
    const entityRef = { entity_type: row.entity_type, entity_id: Number(row.entity_id) };
    const [newest] = await entityReportDates(app, entityRef, undefined, reportToday());
    // New for this evaluation: this upload brought it, and it is later than the last date mailed about.
    if (!newest || !uploaded.has(newest) || (row.notified !== null && newest <= row.notified)) continue;
    const actor = await loadActor(db, Number(row.user_id));
    const entity = await loadEntity(db, row.entity_type, Number(row.entity_id));
    if (!actor || !entity) continue;
    const scope = await resolveCallerScope(db, actor);
    // An owner who no longer sees the entity is not told about its reports.
    if (!isEntityInScope({ type: entity.type, id: entity.id, farmId: entity.farmId }, scope.farms, scope.associations)) continue;
    const [user] = await queryRows<{ email: string; prefix: string | null; first_name: string; last_name: string; username: string }>(
      db,
      sql`select email, prefix, first_name, last_name, username from users where id = ${actor.id}`,
    );
    const { subject, text } = evaluationMail(userDisplayName(user!), { id: Number(row.id), name: row.name }, entity.name, newest, app.deps.config.publicUrl);
    const claimed = await queryRows(
      db,
      sql`update evaluations set notified_report_date = ${newest}::date
          where id = ${Number(row.id)} and notified_report_date is not distinct from ${row.notified}::date returning id`,
    );
    if (claimed.length === 0) continue; // Another instance announced it meanwhile.
    try {
      await app.deps.mailer.send({ to: user!.email, subject, text });
    } catch (error) {
      failed.push(Number(row.id));
      await db.update(evaluations).set({ notifiedReportDate: row.notified }).where(and(eq(evaluations.id, Number(row.id)), eq(evaluations.notifiedReportDate, newest)));
      log(`Auswertungs-Mail an ${user!.email} gescheitert (wird wiederholt): ${(error as Error).message}`);
      continue;
    }
  }
  return failed;
}
