// The benchmark computation as plain SQL over reports / report_months (the reference the property
// tests compare the engine against, and the SQL side of `npm run bench -- evaluation`). Same
// semantics as src/engine: a site's report on date D is its newest report_months row inspected in
// [D − lookback, D]; values read at single precision (float4, as the engine stores them); a
// location combines its sites (sum for extensive figures; for intensive ones the cow-weighted mean
// over sites with a usable cow count, one site's value as it is, else the plain mean); groups
// aggregate over member locations with a report (mean, k-th best with k = ⌈t·n/100⌉, best, top 10 %,
// and the spread: the k-th worst with k = ⌈p·n/100⌉ for p = 25, 50, 75).
import { sql, type SQL } from 'drizzle-orm';
import { activeCriteria, sizeBand } from '../../../domain/profile-match.ts';
import type { FigureInfo } from '../../../engine/index.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { intArray } from '../scope.ts';
import type { GroupDefinition } from './definition.ts';

export interface ReferenceRow {
  field: number;
  value: number | null;
  best: number | null;
  top: number | null;
  n: number;
  p25: number | null;
  median: number | null;
  p75: number | null;
}

export interface ReferenceResult {
  /** Member locations with a report on the (delayed) date. */
  count: number;
  rows: ReferenceRow[];
}

const FINITE = (v: SQL) => sql`(${v} is not null and ${v} <> 'NaN'::float8 and ${v} <> 'Infinity'::float8 and ${v} <> '-Infinity'::float8)`;

/** The picked report of each site on the date, as a CTE body. */
const picked = (day: string, lookback: number) => sql`
  select distinct on (rm.site_id) rm.site_id, r.values
  from report_months rm join reports r on r.id = rm.report_id
  where rm.month >= date_trunc('month', ${day}::date - ${lookback}::int)::date and rm.month <= ${day}::date
    and r.inspection_date <= ${day}::date and r.inspection_date >= ${day}::date - ${lookback}::int
  order by rm.site_id, rm.month desc`;

/** Location values of each figure (one row per location and figure) over the locations of CTE `from`. */
const locationValues = (figures: FigureInfo, fields: readonly number[], from: string) => {
  const w = figures.weightField;
  const weight = w < 0 ? sql`null::float8` : sql`(p.values[${w + 1}])::float4::float8`;
  const intensive = intArray([...figures.intensive.keys()].filter((i) => figures.intensive[i] === 1));
  const v = sql`sv.v`;
  const wv = sql`sv.w`;
  const ok = FINITE(v);
  const okw = sql`(${ok} and ${FINITE(wv)} and ${wv} > 0)`;
  return sql`
    select sv.location_id, sv.f,
      case
        when count(*) filter (where ${ok}) = 0 then null
        when not (sv.f = any(${intensive})) then sum(${v}) filter (where ${ok})
        when count(*) filter (where ${ok}) = 1 then sum(${v}) filter (where ${ok})
        when coalesce(sum(${wv}) filter (where ${okw}), 0) > 0 then sum(${wv} * ${v}) filter (where ${okw}) / sum(${wv}) filter (where ${okw})
        else avg(${v}) filter (where ${ok})
      end as v
    from (
      select s.location_id, f.f, (p.values[f.f + 1])::float4::float8 as v, ${weight} as w
      from ${sql.identifier(from)} m join sites s on s.location_id = m.id join picked p on p.site_id = s.id
      cross join unnest(${intArray(fields)}) as f(f)
    ) sv
    group by sv.location_id, sv.f`;
};

/** Member locations of the definition's entity, size band and profile criteria, as a condition on `l` (locations). */
function memberCondition(g: GroupDefinition): SQL {
  const parts: SQL[] = [sql`true`];
  const { entity_type: type, entity_id: id } = g.filter;
  if (type && id) {
    parts.push(
      {
        association: sql`(exists (select 1 from farms f where f.id = l.farm_id and f.invoicing_association_id = ${id}) or exists (select 1 from sites s where s.location_id = l.id and s.hbv_id = ${id}))`,
        farm: sql`l.farm_id = ${id}`,
        location: sql`l.id = ${id}`,
        site: sql`exists (select 1 from sites s where s.location_id = l.id and s.id = ${id})`,
      }[type],
    );
  }
  if (g.filter.location_size !== null) {
    const [lower, upper] = sizeBand(g.filter.location_size);
    parts.push(Number.isFinite(upper) ? sql`(l.cow_count >= ${lower} and l.cow_count < ${upper})` : sql`l.cow_count >= ${lower}`);
  }
  for (const [key, criterion] of activeCriteria(g.filter.management_options)) {
    const answer = sql`(select p.management_options -> ${key} from profiles p where p.id = l.active_profile_id)`;
    if (Array.isArray(criterion)) parts.push(sql`coalesce(${answer} #>> '{}' = any(${sql.param(criterion.map(String))}::text[]) and jsonb_typeof(${answer}) = 'string', false)`);
    else parts.push(sql`coalesce(${answer} = ${JSON.stringify(criterion)}::jsonb, false)`);
  }
  return sql.join(parts, sql` and `);
}

/** k-th best per figure with k = ⌈t·n/100⌉ (at least 1), direction-aware (neutral: from the largest). */
const kth = (t: SQL) => sql`(select x.v from ranked x where x.f = agg.f and x.rn = greatest(1, ceil(${t}::numeric * agg.n / 100)))`;

/** k-th worst per figure with k = ⌈p·n/100⌉ (at least 1): the (n − k + 1)-th best. */
const kthWorst = (p: number) => sql`(select x.v from ranked x where x.f = agg.f and x.rn = agg.n + 1 - greatest(1, ceil(${p}::numeric * agg.n / 100)))`;

/** The date the group is read on (report date minus delay). */
async function groupDay(db: Db, g: GroupDefinition, reportDate: string): Promise<string> {
  const [{ d }] = (await queryRows<{ d: string }>(db, sql`select (${reportDate}::date - ${g.filter.delay ?? 0}::int)::text as d`)) as [{ d: string }];
  return d;
}

/** The CTE `members` (ids of member locations) after top_in, over the CTEs `picked` and `candidates`; ends with a comma. */
function membersCte(figures: FigureInfo, g: GroupDefinition): SQL {
  const topIn = g.filter.top_in ? figures.names.indexOf(g.filter.top_in.field) : -1;
  // top_in: the candidates whose value is at least as good as the k-th best of those with a value.
  return topIn < 0
    ? sql`members as (select id from candidates),`
    : sql`top_values as (select location_id, v from (${locationValues(figures, [topIn], 'candidates')}) tv where ${FINITE(sql`tv.v`)}),
          top_ranked as (select v, row_number() over (order by ${figures.direction[topIn] === -1 ? sql`v` : sql`-v`}) as rn, count(*) over () as n from top_values),
          top_boundary as (select v as b from top_ranked where rn = greatest(1, ceil(${g.filter.top_in!.value}::numeric * n / 100))),
          members as (select tv.location_id as id from top_values tv, top_boundary tb where ${figures.direction[topIn] === -1 ? sql`tv.v <= tb.b` : sql`tv.v >= tb.b`}),`;
}

/** Each member location's finite value of one figure on `reportDate` (delay applied), in SQL: what a percentile rank counts over. */
export async function referenceMemberValues(
  db: Db,
  figures: FigureInfo,
  g: GroupDefinition,
  reportDate: string,
  field: number,
  lookbackDays: number,
): Promise<{ location: number; value: number }[]> {
  const day = await groupDay(db, g, reportDate);
  const rows = await queryRows<{ location_id: number | string; v: number | string }>(
    db,
    sql`with picked as (${picked(day, lookbackDays)}),
      candidates as (select l.id from locations l where ${memberCondition(g)}),
      ${membersCte(figures, g)}
      vals as (select lv.location_id, lv.v from (${locationValues(figures, [field], 'members')}) lv where ${FINITE(sql`lv.v`)})
      select location_id, v from vals order by location_id`,
  );
  return rows.map((r) => ({ location: Number(r.location_id), value: Number(r.v) }));
}

/** A comparison group's values on `reportDate` (delay applied), computed entirely in SQL. */
export async function referenceGroup(db: Db, figures: FigureInfo, g: GroupDefinition, reportDate: string, fields: readonly number[], lookbackDays: number): Promise<ReferenceResult> {
  const day = await groupDay(db, g, reportDate);
  const smaller = intArray([...figures.direction.keys()].filter((i) => figures.direction[i] === -1));
  const directional = intArray([...figures.direction.keys()].filter((i) => figures.direction[i] !== 0));
  const members = membersCte(figures, g);
  const rows = await queryRows<{ f: number; n: number; value: number | null; best: number | null; top: number | null; p25: number | null; median: number | null; p75: number | null; count: number }>(
    db,
    sql`with picked as (${picked(day, lookbackDays)}),
      candidates as (select l.id from locations l where ${memberCondition(g)}),
      ${members}
      with_data as (select distinct s.location_id as id from members m join sites s on s.location_id = m.id join picked p on p.site_id = s.id),
      vals as (select lv.location_id, lv.f, lv.v from (${locationValues(figures, fields, 'members')}) lv where ${FINITE(sql`lv.v`)}),
      ranked as (select f, v, row_number() over (partition by f order by case when f = any(${smaller}) then v else -v end) as rn from vals),
      agg as (
        select f.f, count(vals.v)::int as n, avg(vals.v) as mean, max(vals.v) as hi, min(vals.v) as lo
        from unnest(${intArray(fields)}) as f(f) left join vals on vals.f = f.f group by f.f)
      select agg.f, agg.n,
        case when agg.n = 0 then null ${g.aggregation.how === 'percentile' ? sql`else ${kth(sql`${g.aggregation.threshold ?? 0}`)}` : sql`else agg.mean`} end as value,
        case when agg.n = 0 or not (agg.f = any(${directional})) then null when agg.f = any(${smaller}) then agg.lo else agg.hi end as best,
        case when agg.n = 0 or not (agg.f = any(${directional})) then null else ${kth(sql`10`)} end as top,
        case when agg.n = 0 then null else ${kthWorst(25)} end as p25,
        case when agg.n = 0 then null else ${kthWorst(50)} end as median,
        case when agg.n = 0 then null else ${kthWorst(75)} end as p75,
        (select count(*)::int from with_data) as count
      from agg order by agg.f`,
  );
  let count = rows.length ? Number(rows[0]!.count) : 0;
  if (fields.length === 0) {
    const [c] = await queryRows<{ n: number }>(db, sql`with picked as (${picked(day, lookbackDays)}),
      candidates as (select l.id from locations l where ${memberCondition(g)}), ${members}
      with_data as (select distinct s.location_id as id from members m join sites s on s.location_id = m.id join picked p on p.site_id = s.id)
      select count(*)::int as n from with_data`);
    count = Number(c?.n ?? 0);
  }
  return {
    count,
    rows: rows.map((r) => ({ field: Number(r.f), n: Number(r.n), value: num(r.value), best: num(r.best), top: num(r.top), p25: num(r.p25), median: num(r.median), p75: num(r.p75) })),
  };
}

const num = (v: number | string | null) => (v === null ? null : Number(v));
