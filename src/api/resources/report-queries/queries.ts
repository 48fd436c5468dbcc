// Handlers of the report queries: one answer (204 without data), the report dates, and the answers
// of each report date (newest first, paginated).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { reportToday } from '../../../domain/reports.ts';
import { entityAnswer, entityReportDates, groupAnswer, groupReportDates, type AnswerOptions } from '../../services/benchmark/answers.ts';
import type { ReportAnswer } from '../../services/benchmark/types.ts';
import { page } from '../../http/pagination.ts';
import { callerScope } from '../../services/scope.ts';
import { answerOptions } from './controls.ts';
import type { ReportControls, ReportListControls } from './schemas.ts';
import { resolveTarget, type PathKind, type Target } from './targets.ts';
import { requestBenchmark } from '../../services/benchmark/request-context.ts';

async function answerFor(request: FastifyRequest, target: Target, options: AnswerOptions): Promise<ReportAnswer | null> {
  const app = requestBenchmark(request);
  return target.kind === 'entity'
    ? entityAnswer(app, target.ref, options)
    : groupAnswer(app, await callerScope(request), target.group, { ...options, evaluated: target.evaluated });
}

export async function report(request: FastifyRequest, reply: FastifyReply, kind: PathKind, id: number | 'location_size', c: ReportControls) {
  const target = await resolveTarget(request, kind, id, c);
  const answer = await answerFor(request, target, await answerOptions(request.server.deps.database.db, c));
  if (!answer) return reply.code(204).send();
  return answer;
}

async function datesOf(request: FastifyRequest, target: Target, c: ReportControls, options: AnswerOptions): Promise<string[]> {
  const app = requestBenchmark(request);
  return target.kind === 'entity'
    ? entityReportDates(app, target.ref, c.oldest_date, options.reportDate)
    : groupReportDates(app, target.group, options.refinement, c.oldest_date, options.reportDate);
}

export async function reportDates(request: FastifyRequest, kind: PathKind, id: number | 'location_size', c: ReportControls) {
  const target = await resolveTarget(request, kind, id, c);
  const options = await answerOptions(request.server.deps.database.db, { ...c, field: c.field ?? '' });
  return { report_dates: await datesOf(request, target, c, { ...options, reportDate: c.report_date ?? reportToday() }) };
}

export async function reportList(request: FastifyRequest, kind: PathKind, id: number | 'location_size', c: ReportListControls) {
  const target = await resolveTarget(request, kind, id, c);
  const options = await answerOptions(request.server.deps.database.db, c);
  const dates = await datesOf(request, target, c, options);
  const results: ReportAnswer[] = [];
  for (const date of dates.slice(c.offset, c.offset + c.limit)) {
    const answer = await answerFor(request, target, { ...options, reportDate: date });
    if (answer) results.push(answer);
  }
  return page(request, c, dates.length, results);
}
