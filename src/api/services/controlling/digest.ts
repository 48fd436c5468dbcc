// The monthly digest (product rules ‹Monthly digest›): after a month ends in Europe/Berlin, every
// opted-in user who is a recipient of the controlling mails of an entity (./recipients.ts, the same
// scope rule as the immediate mails) gets one mail listing that entity's incidents raised in the
// month, muted ones marked. A digest_runs row per (user, month) is claimed before the mail goes out
// and marked sent after it, so racing instances or a second run send it once; a failed send gives the
// claim back (the job is retried), and a claim of an instance that died mid-send is taken back after
// CLAIM_STALE_MINUTES. The job 'controlling.digest' is keyed per month and queues the next month's.
import { sql } from 'drizzle-orm';
import { digestMail, monthBounds, monthOf, type DigestLine, type DigestMonth } from '../../../domain/controlling-digest.ts';
import { userDisplayName } from '../../../domain/display-names.ts';
import type { EntityType } from '../../../domain/roles.ts';
import type { ApiDeps } from '../../context.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { loadEntity, type ControlledEntity } from './entities.ts';
import { incidentLine, type IncidentLineRow } from './mail.ts';
import { RecipientFinder } from './recipients.ts';
import { placeSql } from './silences.ts';

export const DIGEST_JOB = 'controlling.digest';

/** The job of a month: keyed, so every instance may queue it and it waits once. */
export const digestJobKey = (month: DigestMonth) => `${DIGEST_JOB}:${month}`;

/** A few minutes after midnight, so an instance whose clock runs ahead does not close the month early. */
const AFTER_MONTH_END_SECONDS = 300;

const CLAIM_STALE_MINUTES = 10;

export interface DigestRun {
  sent: number;
  failed: number;
}

interface IncidentRow extends IncidentLineRow {
  site: number | null;
  location: number | null;
  farm: number | null;
  muted: boolean;
}

/** Queues the digest of `month` to run after the month ends (now, when it has ended). */
export function scheduleDigest(deps: Pick<ApiDeps, 'jobs'>, month: DigestMonth, now = new Date()) {
  const delay = Math.max(0, Math.ceil((monthBounds(month).end.getTime() - now.getTime()) / 1000) + AFTER_MONTH_END_SECONDS);
  return deps.jobs.enqueue({ kind: DIGEST_JOB, key: digestJobKey(month), payload: { month }, delaySeconds: delay });
}

/** At start: the current month's digest waits in the queue (every instance calls this; the key makes it one job). */
export const scheduleCurrentDigest = (deps: Pick<ApiDeps, 'jobs'>, now = new Date()) => scheduleDigest(deps, monthOf(now), now);

/** Sends the digests of `month` that are not sent yet; `me` names this instance in its claims. */
export async function sendMonthlyDigests(deps: Pick<ApiDeps, 'database' | 'mailer' | 'config'>, month: DigestMonth, me: string, log: (line: string) => void = () => {}): Promise<DigestRun> {
  const db = deps.database.db;
  await db.execute(sql`delete from digest_runs where sent_at is null and claimed_at < now() - make_interval(mins => ${CLAIM_STALE_MINUTES})`);
  const optedIn = await queryRows<{ id: number; email: string; prefix: string | null; first_name: string; last_name: string; username: string }>(
    db,
    sql`select u.id, u.email, u.prefix, u.first_name, u.last_name, u.username from users u
        where u.digest_opt_in and u.is_active and not u.is_superuser and u.email <> ''
          and not exists (select 1 from digest_runs r where r.user_id = u.id and r.month = ${month}::date)
        order by u.id`,
  );
  if (optedIn.length === 0) return { sent: 0, failed: 0 };
  const wanted = new Set(optedIn.map((u) => Number(u.id)));
  const { start, end } = monthBounds(month);
  const place = placeSql(sql.raw('i.entity_type'), sql.raw('i.entity_id'));
  const rows = await queryRows<IncidentRow>(
    db,
    sql`select i.entity_type, i.entity_id, ${place.site} as site, ${place.location} as location, ${place.farm} as farm, i.field, f.label, f.precision,
          i.value, i.comparison_group_value as group_value, g.name as group_name, i.operator, i.lower_bound, i.upper_bound, i.is_relative,
          i.observed::text as observed, i.muted_by is not null as muted
        from incidents i
        left join report_fields f on f.pythonic_name = i.field
        left join comparison_groups g on g.id = i.comparison_group_id
        where i.created_at >= ${start.toISOString()}::timestamptz and i.created_at < ${end.toISOString()}::timestamptz
        order by i.entity_type, i.entity_id, i.observed, i.id`,
  );
  const finder = new RecipientFinder(db);
  const entities = new Map<string, Promise<ControlledEntity | null>>();
  const entity = (type: EntityType, id: number) => {
    const key = `${type}:${id}`;
    if (!entities.has(key)) entities.set(key, loadEntity(db, type, id));
    return entities.get(key)!;
  };
  const recipientsOf = new Map<string, number[]>();
  const perUser = new Map<number, DigestLine[]>();
  for (const row of rows) {
    const type = row.entity_type;
    const id = Number(row.entity_id);
    const key = `${type}:${id}`;
    const own = await entity(type, id);
    if (!own) continue;
    if (!recipientsOf.has(key)) recipientsOf.set(key, (await finder.of(own)).map((r) => r.id).filter((u) => wanted.has(u)));
    const recipients = recipientsOf.get(key)!;
    if (recipients.length === 0) continue;
    const line = await digestLine(row, own, entity);
    for (const user of recipients) perUser.set(user, [...(perUser.get(user) ?? []), line]);
  }
  let sent = 0;
  let failed = 0;
  for (const user of optedIn) {
    const lines = perUser.get(Number(user.id));
    const mail = lines ? digestMail(userDisplayName(user), month, lines, deps.config.publicUrl) : null;
    if (!mail) continue;
    if (!(await claim(db, Number(user.id), month, me))) continue;
    try {
      await deps.mailer.send({ to: user.email, ...mail });
    } catch (error) {
      failed++;
      await db.execute(sql`delete from digest_runs where user_id = ${user.id} and month = ${month}::date and claimed_by = ${me} and sent_at is null`);
      log(`Monatliche Zusammenfassung an ${user.email} gescheitert (wird wiederholt): ${(error as Error).message}`);
      continue;
    }
    sent++;
    await db.execute(sql`update digest_runs set sent_at = now() where user_id = ${user.id} and month = ${month}::date and claimed_by = ${me}`);
  }
  return { sent, failed };
}

/** The incident as a digest line, with the display names of its farm, location and site. */
async function digestLine(row: IncidentRow, own: ControlledEntity, entity: (type: EntityType, id: number) => Promise<ControlledEntity | null>): Promise<DigestLine> {
  const farm = row.farm === null ? null : await entity('farm', Number(row.farm));
  const location = row.location === null ? null : await entity('location', Number(row.location));
  const site = row.site === null ? null : await entity('site', Number(row.site));
  return {
    ...incidentLine(row, own.name),
    top: farm ? { key: `farm:${farm.id}`, name: farm.name } : { key: `${own.type}:${own.id}`, name: own.name },
    location: location ? { id: location.id, name: location.name } : null,
    site: site ? { id: site.id, name: site.name } : null,
    muted: row.muted,
  };
}

/** Claims the user's digest of the month; false when another run has it (sent or being sent). */
async function claim(db: Db, userId: number, month: DigestMonth, me: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`insert into digest_runs (user_id, month, claimed_by, sent_at) values (${userId}, ${month}::date, ${me}, null)
        on conflict (user_id, month) do nothing returning user_id`,
  );
  return rows.length > 0;
}
