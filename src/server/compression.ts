// gzip for every answer over 1 kB whose client accepts it: the SPA's scripts, REST and /graphql.
// A farm admin on a phone in the barn pays for bytes; the login of an association admin shrinks
// from ~680 kB to ~220 kB (bench/bootstrap.ts). gzip only: brotli at its default quality costs
// far more CPU per request than it saves on these sizes. The gateway's in-process REST calls send no
// Accept-Encoding (header allow-list), so they stay uncompressed.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, encodings: ['gzip'], threshold: COMPRESSION_THRESHOLD_BYTES });
}
