// The writes of the evaluation's definitions (product rules ‹Evaluation and group workflows›): comparison
// groups and figure filters, on the app's one write path (write.ts). The group modal's machine and the
// pickers (copy, delete, the filter modal's save) use them alike.
import { useMemo } from 'react';
import type { ComparisonGroupInput } from '../domain/comparison-group-rules.ts';
import {
  PickerCountComparisonGroupDocument,
  PickerCreateComparisonGroupDocument,
  PickerCreateFigureFilterDocument,
  PickerDeleteComparisonGroupDocument,
  PickerDeleteFigureFilterDocument,
  PickerReplaceComparisonGroupDocument,
  PickerReplaceFigureFilterDocument,
} from '../gateway/client/generated/graphql.ts';
import { emptyAnswerError } from '../gateway/client/operation-result.ts';
import { useAppSystem } from './AppContext.tsx';
import type { Write } from './write.ts';

/** A group write changes the group lists and the evaluations that use groups. */
export const GROUP_TYPENAMES = ['ComparisonGroup', 'ComparisonGroupPage', 'Evaluation', 'EvaluationPage'] as const;
/** A filter write changes the filter lists and the evaluations that use filters. */
export const FILTER_TYPENAMES = ['FigureFilter', 'FigureFilterPage', 'Evaluation', 'EvaluationPage'] as const;

/** The write body as the generated input (management_options is a JSON map). */
const writeInput = (g: ComparisonGroupInput) => ({ name: g.name, aggregation: g.aggregation, filter: { ...g.filter, management_options: g.filter.management_options } });

const idOf = (saved: { id: number } | null | undefined) => {
  if (!saved) throw emptyAnswerError();
  return { id: saved.id };
};

export function definitionEffects(write: Write) {
  return {
    createComparisonGroup: async (body: ComparisonGroupInput) => idOf((await write(PickerCreateComparisonGroupDocument, { input: writeInput(body) }, GROUP_TYPENAMES)).createComparisonGroup),
    updateComparisonGroup: async (id: number, body: ComparisonGroupInput) =>
      idOf((await write(PickerReplaceComparisonGroupDocument, { id, input: writeInput(body) }, GROUP_TYPENAMES)).replaceComparisonGroup),
    /** A count is no write (a POST for its body): nothing changes. */
    countComparisonGroupMatches: async (body: ComparisonGroupInput) =>
      (await write(PickerCountComparisonGroupDocument, { input: { aggregation: body.aggregation, filter: writeInput(body).filter } }, [])).countComparisonGroupMembersByDefinition?.count ?? 0,
    /** Without force, a group an evaluation uses is refused with the evaluations' names. */
    deleteComparisonGroup: (id: number, force: boolean) => write(PickerDeleteComparisonGroupDocument, { id, force }, GROUP_TYPENAMES),
    /** Creates (id null) or replaces a filter; its id. */
    async saveFilter(id: number | null, name: string, fields: readonly string[]): Promise<number> {
      const input = { name, fields: fields.map((pythonic_name) => ({ pythonic_name })) };
      if (id === null) return idOf((await write(PickerCreateFigureFilterDocument, { input }, FILTER_TYPENAMES)).createFilter).id;
      return idOf((await write(PickerReplaceFigureFilterDocument, { id, input }, FILTER_TYPENAMES)).replaceFilter).id;
    },
    deleteFilter: (id: number) => write(PickerDeleteFigureFilterDocument, { id }, FILTER_TYPENAMES),
  };
}

export type DefinitionEffects = ReturnType<typeof definitionEffects>;

export function useDefinitionEffects(): DefinitionEffects {
  const { effects } = useAppSystem();
  return useMemo(() => definitionEffects(effects.write), [effects]);
}
