// The timeline's series (product rules ‹Timeline page›, ‹Evaluation and group workflows›): for each report date (12, 24 or 36, a
// month apart) the entity's value and each comparison group's value of up to four figures, in one
// request; rounded to each figure's precision. A missing or withheld value leaves a gap.
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import type { EntityRef } from '../../../../domain/entity-param.ts';
import { HIDDEN_DEFINITION, type EvaluationGroupRef } from '../../../../domain/evaluation-rules.ts';
import { roundToPrecision, timelineDates, type TimelineMonths } from '../../../../domain/timeline.ts';
import { TimelineDocument } from '../../../../gateway/client/generated/graphql.ts';

export interface TimelineSeries {
  id: string;
  name: string;
  points: { date: string; value: number | null }[];
}

export interface TimelineFigure {
  field: string;
  series: TimelineSeries[];
}

export interface TimelineRequest {
  entity: EntityRef;
  entityName: string;
  /** pythonic_name → decimal digits, in the order chosen (at most 4). */
  fields: readonly { name: string; precision: number }[];
  months: TimelineMonths;
  /** Stored group ids and 'location_size' (asked only when the entity is a location). */
  groups: readonly EvaluationGroupRef[];
}

export interface TimelineState {
  dates: string[];
  figures: TimelineFigure[] | null;
  failed: boolean;
}

export function useTimeline(request: TimelineRequest | null): TimelineState {
  const client = useClient();
  const key = JSON.stringify(request);
  const [state, setState] = useState<{ key: string; dates: string[]; figures: TimelineFigure[] | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (!request) return;
    let live = true;
    const { entity, fields, months, groups } = request;
    void (async () => {
      const result = await client
        .query(TimelineDocument, { entity_type: entity.type, entity_id: entity.id, field: fields.map((f) => f.name).join(','), months, groups: groups.join(',') }, { requestPolicy: 'network-only' })
        .toPromise();
      if (!live) return;
      const t = result.data?.getTimeline;
      if (!t) {
        setState({ key, dates: timelineDates(undefined, months), figures: null, failed: true });
        return;
      }
      const dates = (t.report_dates ?? []).filter((d): d is string => typeof d === 'string');
      const figures = fields.map(({ name, precision }) => ({
        field: name,
        series: (t.series ?? []).flatMap((s) => {
          if (!s) return [];
          const values = s.values?.find((v) => v?.field === name)?.values ?? [];
          return [
            {
              id: s.id === 'entity' ? 'entity' : `group-${s.id}`,
              name: s.id === 'entity' ? request.entityName : (s.name ?? HIDDEN_DEFINITION.group),
              points: dates.map((date, k) => ({ date, value: roundToPrecision(values[k] ?? null, precision) })),
            },
          ];
        }),
      }));
      setState({ key, dates, figures, failed: false });
    })();
    return () => {
      live = false;
    };
    // key stands for the request
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key]);
  const months = request?.months ?? 12;
  const current = state?.key === key ? state : null;
  return { dates: current?.dates ?? timelineDates(undefined, months), figures: current?.figures ?? null, failed: current?.failed ?? false };
}
