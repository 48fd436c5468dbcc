// Report queries (product rules ‹REST calls›): report/, report_dates/ and reports/ for associations, farms,
// locations, sites, comparison groups (both path spellings; the special group location_size) and
// profiles; a site's report history; comparison-group counts. Computed by the benchmark engine.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { IdParams } from '../../http/query.ts';
import { callerScope } from '../../services/scope.ts';
import { assertEntityReadable } from '../../services/benchmark/entities.ts';
import { listReports } from '../reports/queries.ts';
import { ReportPage } from '../reports/schemas.ts';
import { countByBody, countByQuery, groupCountByBody, groupCountByQuery } from './counts.ts';
import { report, reportDates, reportList } from './queries.ts';
import { CountBody, CountSchema, ReportAnswerPage, ReportAnswerSchema, ReportControls, ReportDatesSchema, ReportListControls, SiteReportHistoryQuery, TimelineQuery, TimelineSchema } from './schemas.ts';
import { timeline } from './timeline.ts';
import type { PathKind } from './targets.ts';

/** `one`: the entity in the operations' summaries. */
const PATHS: { kind: PathKind; base: string; name: string; one: string; tag: string; hide?: boolean }[] = [
  { kind: 'associations', base: '/associations', name: 'Association', one: 'an association', tag: 'associations' },
  { kind: 'farms', base: '/farms', name: 'Farm', one: 'a farm', tag: 'farms' },
  { kind: 'locations', base: '/locations', name: 'Location', one: 'a location', tag: 'locations' },
  { kind: 'sites', base: '/sites', name: 'Site', one: 'a site', tag: 'sites' },
  { kind: 'comparison_groups', base: '/comparison_groups', name: 'ComparisonGroup', one: 'a comparison group', tag: 'comparison-groups' },
  { kind: 'comparison_groups', base: '/comparison-groups', name: 'ComparisonGroupAlias', one: 'a comparison group', tag: 'comparison-groups', hide: true },
  { kind: 'profiles', base: '/profiles', name: 'Profile', one: 'a profile', tag: 'profiles' },
];

const NO_DATA = ' Answers 204 without a body when there is no data.';

export async function reportQueryRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    // The count bodies are optional: an empty body sent as JSON (the gateway does so when the
    // GraphQL input is left out) means "no restriction"; anything else parses as everywhere.
    const json = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') done(null, null);
      else json(request, body as string, done);
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const config = { terms: 'gated' as const };
    for (const p of PATHS) {
      const hide = p.hide ? { hide: true } : {};
      const routes = [
        ['/:id', IdParams, (id: unknown) => id as number, '', p.one],
        ...(p.kind === 'comparison_groups' ? ([['/location_size', undefined, () => 'location_size' as const, 'LocationSize', 'the location-size comparison group']] as const) : []),
      ] as const;
      for (const [suffix, params, idOf, special, one] of routes) {
        const name = special ? `${p.name.replace('ComparisonGroup', 'ComparisonGroup' + special)}` : p.name;
        const paramSchema = params ? { params } : {};
        // Without an id in the path the entity comes from the query (location_size): it may be unknown or not visible.
        const entityErrors = params ? {} : { errors: [404] as const };
        const pathId = (req: { params: unknown }) => idOf(params ? (req.params as { id: number }).id : undefined);
        api.get(`${p.base}${suffix}/report/`, {
          config,
          schema: { operationId: `get${name}Report`, summary: `Benchmark answer for ${one} on one report date`, tags: [p.tag], ...hide, description: `Values on report_date.${NO_DATA}`, ...paramSchema, ...entityErrors, querystring: ReportControls, response: { 200: ReportAnswerSchema } },
          handler: (req, reply) => report(req, reply, p.kind, pathId(req), req.query) as never,
        });
        api.get(`${p.base}${suffix}/report_dates/`, {
          config,
          schema: { operationId: `list${name}ReportDates`, summary: `Report dates with data for ${one}`, tags: [p.tag], ...hide, ...paramSchema, ...entityErrors, querystring: ReportControls, response: { 200: ReportDatesSchema } },
          handler: (req) => reportDates(req, p.kind, pathId(req), req.query),
        });
        api.get(`${p.base}${suffix}/reports/`, {
          config,
          schema: { operationId: `list${name}Reports`, summary: `Benchmark answers for ${one}, one per report date`, tags: [p.tag], ...hide, description: 'One answer per report date, newest first.', ...paramSchema, ...entityErrors, querystring: ReportListControls, response: { 200: ReportAnswerPage } },
          handler: (req) => reportList(req, p.kind, pathId(req), req.query),
        });
      }
      if (p.kind === 'comparison_groups') {
        api.get(`${p.base}/count/`, {
          config,
          schema: { operationId: `count${p.name}Members`, summary: 'Count the member locations of a group given in the query', tags: [p.tag], ...hide, errors: [404], querystring: ReportControls, response: { 200: CountSchema } },
          handler: (req) => countByQuery(req, req.query),
        });
        api.post(`${p.base}/count/`, {
          config,
          schema: { operationId: `count${p.name}MembersByDefinition`, summary: 'Count the member locations of a group definition', tags: [p.tag], ...hide, errors: [404], body: CountBody.nullish(), response: { 200: CountSchema } },
          handler: (req) => countByBody(req, req.body ?? {}),
        });
        api.get(`${p.base}/:id/reports/count/`, {
          config,
          schema: { operationId: `count${p.name}ReportMembers`, summary: 'Count the member locations of a stored comparison group, refined in the query', tags: [p.tag], ...hide, params: IdParams, querystring: ReportControls, response: { 200: CountSchema } },
          handler: (req) => groupCountByQuery(req, req.params.id, req.query),
        });
        api.post(`${p.base}/:id/reports/count/`, {
          config,
          schema: { operationId: `count${p.name}ReportMembersByDefinition`, summary: 'Count the member locations of a stored comparison group, refined by a definition', tags: [p.tag], ...hide, params: IdParams, body: CountBody.nullish(), response: { 200: CountSchema } },
          handler: (req) => groupCountByBody(req, req.params.id, req.body ?? {}),
        });
      }
    }
    api.get('/timeline/', {
      config,
      schema: {
        operationId: 'getTimeline',
        summary: 'An entity and its comparison groups over 12, 24 or 36 months, up to four figures',
        tags: ['reports'],
        description: 'One value per figure, series and report date (a month apart, oldest first).',
        querystring: TimelineQuery,
        response: { 200: TimelineSchema },
      },
      handler: (req) => timeline(req, req.query),
    });
    api.get('/sites/:id/report_history/', {
      config,
      schema: { operationId: 'listSiteReportHistory', summary: "List a site's report history", tags: ['sites'], description: "The site's reports, newest first.", params: IdParams, querystring: SiteReportHistoryQuery, response: { 200: ReportPage } },
      handler: async (req) => {
        await assertEntityReadable(req.server.deps.database.db, await callerScope(req), { entity_type: 'site', entity_id: req.params.id });
        return listReports(req, { ...req.query, site: req.params.id });
      },
    });
  });
}
