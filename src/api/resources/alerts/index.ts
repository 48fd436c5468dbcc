import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protectedRoutes } from '../../auth/hook.ts';
import { IdParams } from '../../http/query.ts';
import { PageQuery } from '../../http/pagination.ts';
import { listRetrieveRoutes } from '../../http/routes.ts';
import { writeRoutes } from '../../http/write-routes.ts';
import { checkAlert, checkAlerts } from './check.ts';
import { currentStates, currentValue } from './current.ts';
import { createAlert, deleteAlert, replaceAlert, updateAlert } from './handlers.ts';
import { listAlertOverview } from './overview.ts';
import { getAlert, listAlerts, listAlertTransitions } from './queries.ts';
import {
  AlertCheckQuery, AlertCheckResult, AlertCurrentPage, AlertCurrentQuery, AlertListQuery, AlertOverviewPage, AlertOverviewQuery, AlertPage, AlertSchema, AlertTransitionPage, AlertUpdate, AlertWrite, CurrentValueQuery, CurrentValueSchema,
} from './schemas.ts';

const MANAGERS = "Whoever may configure the entity's controlling: everyone but farm staff; farm staff with allow_alerts on the entity's locations.";

export async function alertRoutes(app: FastifyInstance) {
  await protectedRoutes(app, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    // Before the /:id/ routes so 'check' is never read as an id.
    api.post('/alerts/check/', {
      schema: {
        operationId: 'checkAlerts',
        summary: 'Check alerts now',
        // The entity named in the query may be unknown or not visible.
        errors: [404],
        tags: ['alerts'],
        description: `Runs incident detection now (and sends the mails) for one entity's alerts, or for every alert the caller may configure. ${MANAGERS}`,
        querystring: AlertCheckQuery,
        response: { 200: AlertCheckResult },
      },
      handler: (req) => checkAlerts(req, req.query),
    });
    api.post('/alerts/:id/check/', {
      schema: {
        operationId: 'checkAlert',
        summary: 'Check one alert now',
        tags: ['alerts'],
        description: `Runs incident detection now for one alert. ${MANAGERS}`,
        params: IdParams,
        response: { 200: AlertCheckResult },
      },
      handler: (req) => checkAlert(req, req.params.id),
    });
    api.get('/alerts/current/', {
      schema: {
        operationId: 'listAlertStates',
        summary: "Current state of an entity's alerts",
        // The entity named in the query may be unknown or not visible.
        errors: [404],
        tags: ['alerts'],
        description: "Where each control field of one entity stands now: the entity's newest values, the group's and the decision, by the rule incident detection records.",
        querystring: AlertCurrentQuery,
        response: { 200: AlertCurrentPage },
      },
      handler: (req) => currentStates(req, req.query),
    });
    api.get('/alerts/current-value/', {
      schema: {
        operationId: 'getCurrentValue',
        summary: "An entity's current value of a figure",
        errors: [404],
        tags: ['alerts'],
        description: "An entity's current value of a field and its comparison group's, by the rule incident detection uses (for a control field not saved yet).",
        querystring: CurrentValueQuery,
        response: { 200: CurrentValueSchema },
      },
      handler: (req) => currentValue(req, req.query),
    });
    api.get('/alerts/overview/', {
      schema: {
        operationId: 'listAlertOverview',
        summary: 'Controlling overview by farm',
        tags: ['alerts'],
        description:
          'The farms in scope with the control-field counts of the farm, its locations and sites; the farms whose control fields have had an incident first, then by display name.',
        querystring: AlertOverviewQuery,
        response: { 200: AlertOverviewPage },
      },
      handler: (req) => listAlertOverview(req, req.query),
    });
    api.get('/alerts/:id/transitions/', {
      schema: {
        operationId: 'listAlertTransitions',
        summary: "List a control field's state history",
        tags: ['alerts'],
        description: 'Its phase changes (product rules ‹Control-field lifecycle›), newest first: what caused each, on which test day, and who for a create or edit. Whoever may read the alert.',
        params: IdParams,
        querystring: PageQuery,
        response: { 200: AlertTransitionPage },
      },
      handler: (req) => listAlertTransitions(req, req.params.id, req.query),
    });
    listRetrieveRoutes(scope, {
      base: '/alerts',
      tag: 'alerts',
      list: { operationId: 'listAlerts', summary: 'List alerts', querystring: AlertListQuery, response: AlertPage, handler: listAlerts },
      retrieve: { operationId: 'getAlert', summary: 'Get an alert', response: AlertSchema, handler: getAlert },
    });
    writeRoutes(scope, {
      base: '/alerts',
      tag: 'alerts',
      create: { operationId: 'createAlert', summary: 'Create an alert', description: MANAGERS, body: AlertWrite, response: AlertSchema, handler: createAlert },
      replace: { operationId: 'replaceAlert', summary: 'Replace an alert', description: MANAGERS, body: AlertWrite, response: AlertSchema, handler: replaceAlert },
      update: { operationId: 'updateAlert', summary: 'Update an alert', description: MANAGERS, body: AlertUpdate, response: AlertSchema, handler: (req, id, body) => updateAlert(req, id, body) },
      remove: { operationId: 'deleteAlert', summary: 'Delete an alert', description: `${MANAGERS} Its incidents stay in the history.`, handler: deleteAlert },
    });
  });
}
