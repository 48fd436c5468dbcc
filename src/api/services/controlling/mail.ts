// Incident mails: the incidents of alerts with send_mail that not every recipient has been told
// about yet, one mail per user listing all of theirs. A receipt per (incident, user) is claimed in
// the database before the mail is sent (sent_at null) and marked sent after it: an instance that
// loses the claim to another leaves those incidents out of its mail, so nobody gets one twice even
// when two instances run at once; a failed send gives its claims back, and a claim left by an
// instance that died before sending is taken back after CLAIM_STALE_MINUTES. Runs as the job
// 'controlling.mails' (one at a time across instances), retried with backoff while mails fail.
// Incidents a silence covers (src/domain/silence.ts) are recorded as muted when they open (detection,
// for every control field); one a silence started to cover since is left out here and recorded the
// same way: muted_by names the silence and mailed_at is set, so they are never mailed later either.
import { sql } from 'drizzle-orm';
import { mutingSilence } from '../../../domain/silence.ts';
import { userDisplayName } from '../../../domain/display-names.ts';
import { incidentMail, type IncidentLine } from '../../../domain/controlling-mail.ts';
import type { EntityType } from '../../../domain/roles.ts';
import type { ApiDeps } from '../../context.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { intArray } from '../scope.ts';
import { loadEntity, type ControlledEntity } from './entities.ts';
import { RecipientFinder, type Recipient } from './recipients.ts';
import { activeSilences, placeSql } from './silences.ts';

/** Incidents older than this are not mailed any more (a mail about last month's test day helps nobody). */
const MAIL_WINDOW_DAYS = 14;

/** An incident row as the mails read it (with its figure's label and its group's name). */
export interface IncidentLineRow {
  entity_type: EntityType;
  entity_id: number;
  field: string;
  label: string | null;
  precision: number | null;
  value: number | null;
  group_value: number | null;
  group_name: string | null;
  operator: IncidentLine['operator'];
  lower_bound: number | null;
  upper_bound: number | null;
  is_relative: boolean;
  observed: string;
}

interface PendingRow extends IncidentLineRow {
  id: number;
  alert_id: number;
  site: number | null;
  location: number | null;
  farm: number | null;
  mailed: number[] | null;
}

export interface MailRun {
  sent: number;
  failed: number;
}

/** A claim without a sent mail after this long belongs to an instance that died mid-send. */
const CLAIM_STALE_MINUTES = 10;

/** The incident as a mail line (immediate mail and monthly digest alike). */
export const incidentLine = (row: IncidentLineRow, entityName: string): IncidentLine => ({
  entityType: row.entity_type,
  entityId: Number(row.entity_id),
  entityName,
  fieldLabel: row.label || row.field,
  precision: row.precision ?? 2,
  value: num(row.value),
  groupValue: num(row.group_value),
  groupName: row.group_name,
  operator: row.operator,
  lower_bound: num(row.lower_bound),
  upper_bound: num(row.upper_bound),
  is_relative: row.is_relative,
  observed: row.observed,
});

const num = (v: unknown) => (v === null || v === undefined || !Number.isFinite(Number(v)) ? null : Number(v));

/** Sends what is pending (the job 'controlling.mails'); `me` names this instance in its claims. */
export async function mailPendingIncidents(deps: ApiDeps, me: string, log: (line: string) => void = () => {}): Promise<MailRun> {
  const db = deps.database.db;
  await db.execute(sql`delete from incident_mail_receipts where sent_at is null and claimed_at < now() - make_interval(mins => ${CLAIM_STALE_MINUTES})`);
  const place = placeSql(sql.raw('i.entity_type'), sql.raw('i.entity_id'));
  const candidates = await queryRows<PendingRow>(
    db,
    sql`select i.id, i.alert_id, ${place.site} as site, ${place.location} as location, ${place.farm} as farm, i.entity_type, i.entity_id, i.field, f.label, f.precision, i.value, i.comparison_group_value as group_value, g.name as group_name,
          i.operator, i.lower_bound, i.upper_bound, i.is_relative, i.observed::text as observed,
          array(select r.user_id from incident_mail_receipts r where r.incident_id = i.id) as mailed
        from incidents i join alerts a on a.id = i.alert_id
        left join report_fields f on f.pythonic_name = i.field
        left join comparison_groups g on g.id = i.comparison_group_id
        where a.send_mail and i.mailed_at is null and i.created_at > now() - make_interval(days => ${MAIL_WINDOW_DAYS})
        order by i.entity_type, i.entity_id, i.observed, i.id limit 5000`,
  );
  if (candidates.length === 0) return { sent: 0, failed: 0 };
  const pending = await leaveOutMuted(db, candidates);
  if (pending.length === 0) return { sent: 0, failed: 0 };
  const finder = new RecipientFinder(db);
  const entities = new Map<string, ControlledEntity | null>();
  const perUser = new Map<number, { recipient: Recipient; lines: IncidentLine[]; incidents: number[] }>();
  const recipientsOf = new Map<number, number[]>();
  for (const row of pending) {
    const key = `${row.entity_type}:${row.entity_id}`;
    if (!entities.has(key)) entities.set(key, await loadEntity(db, row.entity_type, Number(row.entity_id)));
    const entity = entities.get(key);
    const recipients = entity ? await finder.of(entity) : [];
    recipientsOf.set(Number(row.id), recipients.map((r) => r.id));
    const mailed = new Set((row.mailed ?? []).map(Number));
    for (const recipient of recipients) {
      if (mailed.has(recipient.id)) continue;
      const entry = perUser.get(recipient.id) ?? { recipient, lines: [], incidents: [] };
      entry.lines.push(incidentLine(row, entity!.name));
      entry.incidents.push(Number(row.id));
      perUser.set(recipient.id, entry);
    }
  }
  let sent = 0;
  let failed = 0;
  for (const { recipient, lines, incidents } of perUser.values()) {
    const claimed = await claimReceipts(db, recipient.id, incidents, me);
    const mine = lines.filter((_, i) => claimed.has(incidents[i]!));
    if (mine.length === 0) continue;
    const { subject, text } = incidentMail(userDisplayName(recipient.name), mine, deps.config.publicUrl);
    const ids = intArray([...claimed]);
    try {
      await deps.mailer.send({ to: recipient.email, subject, text });
    } catch (error) {
      failed++;
      await db.execute(sql`delete from incident_mail_receipts where user_id = ${recipient.id} and incident_id = any(${ids}) and claimed_by = ${me} and sent_at is null`);
      log(`Controlling-Mail an ${recipient.email} gescheitert (wird wiederholt): ${(error as Error).message}`);
      continue;
    }
    sent++;
    await db.execute(sql`update incident_mail_receipts set sent_at = now() where user_id = ${recipient.id} and incident_id = any(${ids}) and claimed_by = ${me}`);
  }
  // Done once every recipient has a sent receipt (incidents without recipients are done at once).
  const ids = pending.map((p) => Number(p.id));
  const receipts = await queryRows<{ incident_id: number; user_id: number }>(
    db,
    sql`select incident_id, user_id from incident_mail_receipts where incident_id = any(${intArray(ids)}) and sent_at is not null`,
  );
  const told = new Set(receipts.map((r) => `${Number(r.incident_id)}:${Number(r.user_id)}`));
  const done = ids.filter((id) => (recipientsOf.get(id) ?? []).every((user) => told.has(`${id}:${user}`)));
  if (done.length) await db.execute(sql`update incidents set mailed_at = now() where id = any(${intArray(done)}) and mailed_at is null`);
  return { sent, failed };
}

/** Records the incidents an active silence covers as muted (and done) and returns the others. */
async function leaveOutMuted(db: Db, rows: PendingRow[]): Promise<PendingRow[]> {
  const active = await activeSilences(db);
  if (active.length === 0) return rows;
  const now = new Date();
  const bySilence = new Map<number, number[]>();
  const rest: PendingRow[] = [];
  for (const row of rows) {
    const silence = mutingSilence(active, { alert: Number(row.alert_id), site: num(row.site), location: num(row.location), farm: num(row.farm) }, now);
    if (!silence) rest.push(row);
    else bySilence.set(silence.id, [...(bySilence.get(silence.id) ?? []), Number(row.id)]);
  }
  for (const [silence, ids] of bySilence) {
    await db.execute(sql`update incidents set muted_by = ${silence}, mailed_at = now() where id = any(${intArray(ids)}) and mailed_at is null`);
  }
  return rest;
}

/** Claims the receipts of these incidents for one user; returns the incidents this instance may mail about. */
async function claimReceipts(db: Db, userId: number, incidentIds: readonly number[], me: string): Promise<Set<number>> {
  const rows = await queryRows<{ incident_id: number }>(
    db,
    sql`insert into incident_mail_receipts (incident_id, user_id, claimed_by, sent_at)
        select i, ${userId}, ${me}, null from unnest(${intArray([...incidentIds])}) as i
        on conflict (incident_id, user_id) do nothing returning incident_id`,
  );
  return new Set(rows.map((r) => Number(r.incident_id)));
}
