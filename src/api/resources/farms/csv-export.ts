// GET /farms/csv/: the farm list as 'LDWUexport_YYYYMMDD.csv' – every farm in the caller's scope that
// passes the list's filters, in the list's order – UTF-8 with a byte-order mark (Excel then shows
// umlauts), semicolons, German headers. Streamed in pages, so an association's 10,000 farms never sit
// in memory as one document.
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EXPORT_PREFIX } from '../../../domain/constants.ts';
import { associationDisplayName, farmDisplayName } from '../../../domain/display-names.ts';
import { datedFileName, formatDate } from '../../../domain/format.ts';
import { inScope } from '../../../domain/scope.ts';
import type { Db } from '../../db/client.ts';
import { associations, farms } from '../../db/schema.ts';
import { currentCutoff } from '../../../domain/reports.ts';
import { farmHasCurrentReport } from '../../services/current-reports.ts';
import { callerScope, qualified, type CallerScope } from '../../services/scope.ts';
import { farmConditions, farmOrder } from './queries.ts';
import type { FarmCsvQuery } from './schemas.ts';

export const FARM_CSV_HEADERS = [
  'IDNr.',
  'Name',
  'LDWU',
  'Rechnungsstellender Verband',
  'Aktiv',
  'ToS akzeptiert am',
  'Aktuelle MLP vorhanden',
  'Kuhzahl',
  'Betriebe',
  'Betriebsstätten',
  'Adminrechte',
] as const;

const PAGE = 2000;
const yesNo = (v: boolean) => (v ? 'Ja' : 'Nein');

/** One page of CSV rows in the list's order. */
async function farmPage(db: Db, scope: CallerScope, query: FarmCsvQuery, cutoff: string, offset: number): Promise<(string | number)[][]> {
  const page = await db
    .select({
      id: farms.id,
      number: farms.number,
      name: farms.name,
      isActive: farms.isActive,
      tosAccepted: farms.tosAccepted,
      cowCount: farms.cowCount,
      association: { kind: associations.kind, name: associations.name, number: associations.number },
      hasCurrentReport: farmHasCurrentReport(farms.id, cutoff),
      locations: sql<number>`(select count(*) from locations l where l.farm_id = ${qualified(farms.id)})::int`,
      sites: sql<number>`(select count(*) from sites s where s.farm_id = ${qualified(farms.id)})::int`,
    })
    .from(farms)
    .leftJoin(associations, eq(associations.id, farms.invoicingAssociationId))
    .where(and(...farmConditions(query, scope, cutoff)))
    .orderBy(...farmOrder(query, scope, cutoff))
    .limit(PAGE)
    .offset(offset);
  return page.map((f) => [
    f.number,
    f.name,
    farmDisplayName(f),
    f.association?.number ? associationDisplayName(f.association) : '',
    yesNo(f.isActive),
    f.tosAccepted ? formatDate(f.tosAccepted) : '',
    yesNo(Boolean(f.hasCurrentReport)),
    f.cowCount,
    Number(f.locations),
    Number(f.sites),
    yesNo(inScope(scope.adminFarms, f.id)),
  ]);
}

/** The header, the first page (read before the response starts), then the further pages. */
async function* farmLines(first: (string | number)[][], next: (offset: number) => Promise<(string | number)[][]>): AsyncGenerator<(string | number)[]> {
  yield [...FARM_CSV_HEADERS];
  let page = first;
  for (let offset = PAGE; ; offset += PAGE) {
    yield* page;
    if (page.length < PAGE) return;
    page = await next(offset);
  }
}

export async function exportFarmsCsv(request: FastifyRequest, reply: FastifyReply, query: FarmCsvQuery) {
  const scope = await callerScope(request);
  const { db } = request.server.deps.database;
  const cutoff = currentCutoff();
  const read = (offset: number) => farmPage(db, scope, query, cutoff, offset);
  // A failing first read is an ordinary error answer; a later one aborts the download (pipeline).
  const first = await read(0);
  const csv = stringify({ delimiter: ';', bom: true, record_delimiter: 'windows' });
  pipeline(Readable.from(farmLines(first, read)), csv, (error) => {
    if (error) request.log.error({ err: error }, 'LDWU-Export abgebrochen');
  });
  const name = datedFileName(EXPORT_PREFIX.farms, 'csv');
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(csv);
}
