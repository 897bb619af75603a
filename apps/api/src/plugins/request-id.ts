import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../lib/request-id';

function isErrorBody(payload: unknown): payload is { success: false; requestId?: string } {
  return typeof payload === 'object' && payload !== null && (payload as { success?: unknown }).success === false;
}

/**
 * Every answer says its request id (X-Request-Id), and a server-side failure (5xx) also carries it in its body
 * as `requestId`, so a user's report or a screenshot leads to the log lines of that request (they all hold it as
 * `reqId`). A 4xx body stays as it was: its message says what to fix, and its id is in the header.
 * Registered before the error plugin, so even the 503 of a closing instance has the header.
 */
const handleRequestIds: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (reply.statusCode < 500 || !isErrorBody(payload) || payload.requestId !== undefined) return done(null, payload);
    done(null, { ...payload, requestId: request.id });
  });
};

export const requestIds = fp(handleRequestIds, { name: 'request-ids' });
