import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Health = z
  .object({
    status: z.literal('ok').meta({ id: 'HealthStatus' }),
    database: z.enum(['pglite', 'postgres']).meta({ id: 'DatabaseKind' }),
  })
  .meta({ id: 'Health' });

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/health/', {
    schema: { operationId: 'health', summary: 'Health check (server and database)', tags: ['health'], security: [], response: { 200: Health } },
    handler: async () => {
      await app.deps.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.deps.database.kind };
    },
  });
}
