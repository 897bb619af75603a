import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';

// What buildApp puts on every Fastify instance, so feature routes can reach it as app.config / app.database.
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
  }
}
