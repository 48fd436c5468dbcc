// The timeline's series (product rules ‹Timeline page›, ‹Evaluation and group workflows›): for each of the 12 report dates the entity's value and
// each comparison group's value of one figure, requested one after another 50 ms apart, rounded to
// the figure's precision. A failed or empty answer leaves a gap.
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import type { EntityRef } from '../../../../domain/entity-param.ts';
import { LOCATION_SIZE_GROUP, LOCATION_SIZE_GROUP_LABEL, type EvaluationGroupRef } from '../../../../domain/evaluation-rules.ts';
import { runSpaced, roundToPrecision, timelineDates } from '../../../../domain/timeline.ts';
import {
  EvalDetailEntityReportDocument,
  EvalDetailGroupDocument,
  EvalDetailGroupReportDocument,
  EvalDetailLocationSizeReportDocument,
} from '../../../../gateway/client/generated/graphql.ts';
import { entityFlags } from '../../../../domain/entity-flags.ts';

export interface TimelineSeries {
  id: string;
  name: string;
  points: { date: string; value: number | null }[];
}

export interface TimelineRequest {
  entity: EntityRef;
  entityName: string;
  field: string;
  precision: number;
  filter: number | null;
  /** Stored group ids and 'location_size' (asked only when the entity is a location). */
  groups: readonly EvaluationGroupRef[];
}

type Answer = { data: readonly ({ field: string; value: number | null; has_error: boolean } | null)[] } | null | undefined;
const valueIn = (a: Answer, field: string) => {
  const row = a?.data.find((r) => r?.field === field);
  return row && !row.has_error ? row.value : null;
};

export function useTimeline(request: TimelineRequest | null): { dates: string[]; series: TimelineSeries[] | null } {
  const client = useClient();
  const [dates] = useState(() => timelineDates());
  const key = JSON.stringify(request);
  const [state, setState] = useState<{ key: string; series: TimelineSeries[] } | null>(null);
  useEffect(() => {
    if (!request) return;
    const abort = new AbortController();
    const { entity, field, filter, precision } = request;
    void (async () => {
      const names = await Promise.all(
        request.groups.map(async (id) =>
          id === LOCATION_SIZE_GROUP
            ? LOCATION_SIZE_GROUP_LABEL
            : ((await client.query(EvalDetailGroupDocument, { id }).toPromise()).data?.getComparisonGroup?.name ?? `Vergleichsgruppe ${id}`),
        ),
      );
      const own = dates.map((report_date) => async () =>
        valueIn((await client.query(EvalDetailEntityReportDocument, { id: entity.id, filter, field, report_date, ...entityFlags(entity.type) }).toPromise()).data?.[entity.type], field),
      );
      const perGroup = request.groups.flatMap((id) =>
        dates.map((report_date) => async () => {
          const where = { entity_type: entity.type, entity_id: entity.id, filter, field, report_date };
          if (id === LOCATION_SIZE_GROUP) {
            return valueIn((await client.query(EvalDetailLocationSizeReportDocument, where).toPromise()).data?.getComparisonGroupLocationSizeReport, field);
          }
          return valueIn((await client.query(EvalDetailGroupReportDocument, { id, ...where }).toPromise()).data?.getComparisonGroupReport, field);
        }),
      );
      const results = await runSpaced([...own, ...perGroup], undefined, undefined, abort.signal);
      if (abort.signal.aborted) return;
      const values = results.map((r) => (r.ok ? roundToPrecision(r.value, precision) : null));
      const seriesOf = (id: string, name: string, offset: number): TimelineSeries => ({
        id,
        name,
        points: dates.map((date, k) => ({ date, value: values[offset + k] ?? null })),
      });
      setState({
        key,
        series: [seriesOf('entity', request.entityName, 0), ...request.groups.map((g, i) => seriesOf(`group-${g}`, names[i]!, dates.length * (i + 1)))],
      });
    })();
    return () => abort.abort();
    // key stands for the request
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key, dates]);
  return { dates, series: state?.key === key ? state.series : null };
}
