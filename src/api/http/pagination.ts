// limit/offset pagination as the spec's client expects: { count, next, previous, results }.
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { BoolQuery } from './query.ts';

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 10_000;

export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** The query of a scoped list (http/list.ts): a page, or with count_only just the count. */
export const ListQuery = PageQuery.extend({
  // For counters ('Aktive Benutzer', 'Betriebe insgesamt'): the page and what its items link to are
  // not read at all, which for some lists saves several statements.
  count_only: BoolQuery.optional().meta({ description: 'Only the count: results stays empty and no page is read.' }),
});
export type ListQuery = z.infer<typeof ListQuery>;

/** A named page schema, so the OpenAPI (and GraphQL) type reads e.g. `FarmPage`. */
export function pageOf<T extends z.ZodType>(item: T, id: string) {
  return z
    .object({
      count: z.number().int(),
      next: z.string().nullable(),
      previous: z.string().nullable(),
      results: z.array(item),
    })
    .meta({ id });
}

/** Links are built on PUBLIC_URL, never on the request's Host header (which a client can forge). */
function pageUrl(request: FastifyRequest, limit: number, offset: number): string {
  const url = new URL(request.url, request.server.deps.config.publicUrl);
  url.searchParams.set('limit', String(limit));
  if (offset > 0) url.searchParams.set('offset', String(offset));
  else url.searchParams.delete('offset');
  return url.toString();
}

export function page<T>(request: FastifyRequest, query: PageQuery, count: number, results: T[]) {
  const { limit, offset } = query;
  return {
    count,
    next: offset + limit < count ? pageUrl(request, limit, offset + limit) : null,
    previous: offset > 0 ? pageUrl(request, limit, Math.max(0, offset - limit)) : null,
    results,
  };
}
