// GET /associations/{id}/ranking/ and /ranking.csv: one figure across the association's
// farms or locations, sorted and paged on the server (src/api/services/benchmark/ranking.ts computes
// it; src/domain/ranking.ts holds the permission, the order and the CSV columns).
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { EXPORT_PREFIX } from '../../../domain/constants.ts';
import { farmDisplayName } from '../../../domain/display-names.ts';
import { figureStatus, figureStatusText } from '../../../domain/figure-status.ts';
import { datedFileName } from '../../../domain/format.ts';
import { mayReadRanking, mayReadRankings, RANKING_REFUSED, rankingComparator, rankingCsvHeaders, rankingCsvLine } from '../../../domain/ranking.ts';
import { reportToday } from '../../../domain/reports.ts';
import { FIELD_INDEX, optionKeys, REPORT_FIELDS, statusFieldOf, SURVEY_QUESTIONS } from '../../catalogue/fields.ts';
import type { Criterion } from '../../../domain/profile-match.ts';
import { queryRows } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { NOT_FOUND } from '../../http/not-found-texts.ts';
import { page } from '../../http/pagination.ts';
import { associationRanking } from '../../services/benchmark/ranking.ts';
import { callerScope, intArray } from '../../services/scope.ts';
import { questionnaireFilters } from '../report-queries/controls.ts';
import type { RankingCsvQuery, RankingQuery } from './ranking-schemas.ts';
import { requestBenchmark } from '../../services/benchmark/request-context.ts';

export const RANKING_FIELD_REQUIRED = 'Wählen Sie eine Kennzahl.';
const PROFILE_INVALID = 'Erwartet wird ein JSON-Objekt aus Profilfragen und Antworten (Liste von Antworten oder true/false).';

/** The `profile` parameter: question → answer keys (any of) or a yes/no; 400 naming what is wrong. */
export function profileParam(text: string | undefined): Record<string, Criterion> {
  if (text === undefined || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest({ profile: [PROFILE_INVALID] });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest({ profile: [PROFILE_INVALID] });
  const byName = new Map(SURVEY_QUESTIONS.map((q) => [q.name, q]));
  const out: Record<string, Criterion> = {};
  for (const [name, answer] of Object.entries(parsed)) {
    const q = byName.get(name);
    if (!q) throw badRequest({ profile: [`Unbekannte Profilfrage: ${name}`] });
    if (q.type === 'boolean') {
      if (typeof answer !== 'boolean') throw badRequest({ profile: [`${name}: erwartet wird true oder false.`] });
      out[name] = answer;
    } else {
      const keys = optionKeys(q);
      if (!Array.isArray(answer) || !answer.every((a) => typeof a === 'string' && keys.includes(a))) {
        throw badRequest({ profile: [`${name}: erlaubte Antworten: ${keys.join(', ')}.`] });
      }
      if (answer.length) out[name] = answer as string[];
    }
  }
  return out;
}

interface Row {
  id: number;
  farm: number;
  name: string;
  farm_name: string;
  value: number | null;
  status: 'good' | 'watch' | 'act' | null;
  status_text: string;
  percentile_rank: number | null;
  n: number;
}

/** The whole ranking in the asked order (the page and the CSV cut it). */
async function sortedRanking(request: FastifyRequest, associationId: number, q: RankingCsvQuery) {
  const actor = request.actor;
  if (!mayReadRankings(actor)) throw forbidden(RANKING_REFUSED);
  const { db } = request.server.deps.database;
  const exists = await queryRows<{ id: number }>(db, sql`select id from associations where id = ${associationId}`);
  if (exists.length === 0 || !mayReadRanking(actor, associationId)) throw notFound(NOT_FOUND.association);
  if (q.field === undefined || q.field.trim() === '') throw badRequest({ field: [RANKING_FIELD_REQUIRED] });
  const fieldName = q.field.trim();
  const index = FIELD_INDEX.get(fieldName);
  if (index === undefined) throw badRequest({ field: [`Unbekannte Kennzahl: ${fieldName}`] });
  const figure = REPORT_FIELDS[index]!;
  const status = statusFieldOf(figure);
  const reportDate = q.report_date ?? reportToday();
  const scope = await callerScope(request);
  const { rows, ranked } = await associationRanking(requestBenchmark(request), {
    associationId,
    level: q.level,
    field: index,
    largerIsBetter: figure.evaluation,
    managementOptions: { ...profileParam(q.profile), ...questionnaireFilters(q as Record<string, unknown>) },
    reportDate,
    farms: scope.farms,
  });
  // Names of every row (ties and the name order need them): one statement.
  const farmIds = [...new Set(rows.map((r) => r.farmId))];
  const farmNames = new Map(
    (await queryRows<{ id: number; number: string; name: string }>(db, sql`select id, number, name from farms where id = any(${intArray(farmIds)})`)).map((f) => [
      Number(f.id),
      farmDisplayName(f),
    ]),
  );
  const locationNames =
    q.level === 'location'
      ? new Map(
          (await queryRows<{ id: number; name: string }>(db, sql`select id, name from locations where id = any(${intArray(rows.map((r) => r.id))})`)).map((l) => [
            Number(l.id),
            l.name,
          ]),
        )
      : null;
  const out: (Row & { rank: number | null })[] = rows.map((r) => {
    const value = r.value === r.value ? r.value : null;
    const rank = r.rank === r.rank ? r.rank : null;
    const farmName = farmNames.get(r.farmId) ?? '';
    return {
      id: r.id,
      farm: r.farmId,
      name: locationNames ? (locationNames.get(r.id) ?? '') : farmName,
      farm_name: farmName,
      value,
      status: figureStatus(value, status),
      status_text: figureStatusText(value, status),
      percentile_rank: rank,
      rank,
      n: r.n,
    };
  });
  out.sort(rankingComparator(q.sort, q.direction, figure.evaluation === null));
  return {
    rows: out,
    figure,
    meta: {
      field: fieldName,
      level: q.level,
      report_date: reportDate,
      ranked,
      larger_is_better: figure.evaluation,
      precision: figure.precision,
      target_value: status.target_value ?? null,
      warning_value: status.warning_value ?? null,
    },
  };
}

const strip = ({ rank: _rank, ...row }: Row & { rank: number | null }): Row => row;

export async function getAssociationRanking(request: FastifyRequest, associationId: number, q: RankingQuery) {
  const { rows, meta } = await sortedRanking(request, associationId, q);
  const results = rows.slice(q.offset, q.offset + q.limit).map(strip);
  return { ...page(request, q, rows.length, results), ...meta };
}

export async function exportAssociationRankingCsv(request: FastifyRequest, reply: FastifyReply, associationId: number, q: RankingCsvQuery) {
  const { rows, figure, meta } = await sortedRanking(request, associationId, q);
  const lines = rows.map((r) =>
    rankingCsvLine(meta.level, { name: r.name, farm: r.farm_name, value: r.value, status: r.status_text, rank: r.percentile_rank, n: r.n }, figure.precision),
  );
  const csv = stringify([rankingCsvHeaders(meta.level, figure), ...lines], { bom: true, delimiter: ';', record_delimiter: 'windows' });
  const name = datedFileName(EXPORT_PREFIX.ranking, 'csv');
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(csv);
}
