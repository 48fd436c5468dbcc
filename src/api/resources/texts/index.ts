// Legal and help texts (terms of service, privacy policy, imprint): public, no login needed.
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { texts } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { page } from '../../http/pagination.ts';
import { TextListQuery, TextPage, TextParams, TextSchema } from './schemas.ts';
import { TEXT_NOT_FOUND } from '../../../domain/errors.ts';

const serializeText = (t: typeof texts.$inferSelect) => ({ name: t.name, title: t.title, body: t.body, version: t.version });

export async function textRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/texts/', {
    schema: { operationId: 'listTexts', summary: 'List legal and help texts', tags: ['texts'], security: [], querystring: TextListQuery, response: { 200: TextPage } },
    handler: async (req) => {
      const { db } = app.deps.database;
      const [total] = await db.select({ n: count() }).from(texts);
      const rows = await db.select().from(texts).orderBy(asc(texts.name)).limit(req.query.limit).offset(req.query.offset);
      return page(req, req.query, total?.n ?? 0, rows.map(serializeText));
    },
  });
  api.get('/texts/:name/', {
    schema: { operationId: 'getText', summary: 'Get a legal or help text', tags: ['texts'], security: [], params: TextParams, response: { 200: TextSchema } },
    handler: async (req) => {
      const [row] = await app.deps.database.db.select().from(texts).where(eq(texts.name, req.params.name));
      if (!row) throw notFound(TEXT_NOT_FOUND);
      return serializeText(row);
    },
  });
}
