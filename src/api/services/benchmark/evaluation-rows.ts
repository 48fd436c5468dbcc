// The rows of an evaluation (the evaluation page and its XLSX export): the evaluated entity's own
// values, then each comparison group in the evaluation's order with value, best and top value, n
// and the entity's percentile rank, all for the actor (entity outside scope: 404; a group that cannot answer carries its reason instead).
import { reportToday } from '../../../domain/reports.ts';
import { HttpError } from '../../http/errors.ts';
import { resolveCallerScope } from '../scope.ts';
import { entityAnswer, groupAnswer, type AnswerOptions } from './answers.ts';
import { assertEntityReadable } from './entities.ts';
import { fieldsOf } from './fields.ts';
import { locationSizeDefinition, visibleGroup } from './special-groups.ts';
import type { EvaluationRowsFn, GroupRows } from './types.ts';
import { LOCATION_SIZE_GROUP_LABEL } from '../../../domain/evaluation-rules.ts';

export const evaluationRows: EvaluationRowsFn = async (app, actor, { evaluation, entity, report_date }) => {
  const db = app.deps.database.db;
  const scope = await resolveCallerScope(db, actor);
  await assertEntityReadable(db, scope, entity);
  const reportDate = report_date ?? reportToday();
  const options: AnswerOptions = {
    reportDate,
    fields: await fieldsOf(db, evaluation.filter === null ? {} : { filter: evaluation.filter }),
    bestValue: true,
    topValue: true,
    refinement: {},
    evaluated: entity,
  };
  const own = await entityAnswer(app, entity, { ...options, bestValue: false, topValue: false });
  const groups: GroupRows[] = [];
  for (const ref of evaluation.comparison_groups) {
    let name = ref === 'location_size' ? LOCATION_SIZE_GROUP_LABEL : '';
    try {
      const group =
        ref === 'location_size' ? { name, definition: await locationSizeDefinition(db, entity) } : await visibleGroup(db, scope, ref);
      name = group.name;
      groups.push({ comparison_group: ref, name, answer: await groupAnswer(app, scope, group.definition, options), error: null });
    } catch (error) {
      // A group refused on its own (too few operations, location_size on a non-location, no longer
      // visible): the other groups still show, this one says why.
      if (!(error instanceof HttpError) || (error.statusCode !== 400 && error.statusCode !== 404)) throw error;
      groups.push({ comparison_group: ref, name, answer: null, error: error.detail });
    }
  }
  return { report_date: reportDate, entity: own, groups };
};
