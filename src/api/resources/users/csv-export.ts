// 'Alle Benutzer exportieren' (product rules ‹User list›, ‹REST calls›): every user the caller sees as 'Benutzerexport_YYYYMMDD.csv',
// UTF-8 with a byte-order mark (Excel then shows umlauts), semicolons, German headers, in the order
// of the user list. Admins only.
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { farmDisplayName } from '../../../domain/display-names.ts';
import { datedFileName, formatDate } from '../../../domain/format.ts';
import { canExportUsers } from '../../../domain/permissions.ts';
import { ACCOUNT_TYPE_LABELS } from '../../../domain/roles.ts';
import { compareUsers } from '../../../domain/user-sort.ts';
import { farms, users } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';
import { callerScope, intArray } from '../../services/scope.ts';
import { editorOf } from './editing.ts';
import { serializeUsers, visibleUser } from './queries.ts';

export const USER_CSV_HEADERS = [
  'ID',
  'Benutzername',
  'Anrede',
  'Vorname',
  'Nachname',
  'E-Mail',
  'E-Mail verifiziert',
  'Rolle',
  'Aktiv',
  'LDWUs',
  'Angelegt am',
] as const;

const yesNo = (v: boolean) => (v ? 'Ja' : 'Nein');

export async function exportUsersCsv(request: FastifyRequest, reply: FastifyReply) {
  if (!canExportUsers(editorOf(request.actor))) throw forbidden('Nur Administratoren können Benutzer exportieren.');
  const { db } = request.server.deps.database;
  const scope = await callerScope(request);
  const rows = await db.select().from(users).where(visibleUser(scope));
  const serialized = await serializeUsers(db, scope, rows);
  const farmIds = [...new Set(serialized.flatMap((u) => u.farms))];
  const farmRows = farmIds.length
    ? await db.select({ id: farms.id, number: farms.number, name: farms.name }).from(farms).where(sql`${farms.id} = any(${intArray(farmIds)})`)
    : [];
  const farmNames = new Map(farmRows.map((f) => [f.id, farmDisplayName(f)]));
  const createdAt = new Map(rows.map((r) => [r.id, r.createdAt]));
  const records = serialized.sort(compareUsers(request.actor.id)).map((u) => [
    u.id,
    u.username,
    u.prefix ?? '',
    u.first_name,
    u.last_name,
    u.email,
    yesNo(u.email_verified),
    u.account_type ? ACCOUNT_TYPE_LABELS[u.account_type] : '',
    yesNo(u.is_active),
    u.farms.map((f) => farmNames.get(f) ?? String(f)).join(', '),
    formatDate(createdAt.get(u.id)!),
  ]);
  const csv = stringify(records, { bom: true, delimiter: ';', header: true, columns: [...USER_CSV_HEADERS], record_delimiter: 'windows' });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${datedFileName('Benutzerexport_', 'csv')}"`)
    .send(csv);
}
