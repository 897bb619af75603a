import type { Role, UserType } from '@iiidem/shared/constants';
import { API_ERRORS, MESSAGES } from '@iiidem/shared/messages';
import { SESSION_EXPIRES_IN_HEADER } from '@iiidem/shared/session/session-header';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { clock } from '../lib/clock';
import { HttpError } from '../lib/http-error';
import { findActiveSession, secondsUntil, sessionDeadlines } from '../lib/sessions';

/** Who is calling, once `requireSession` has run. */
export type SessionUser = {
  id: number;
  role: Role;
  /** 2, 3 or 4 for applicants; null for staff accounts. */
  user_type: UserType | null;
  email_id: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession` (and `requireRole`); undefined on routes without them. */
    user?: SessionUser;
    /** The id of the session the bearer token belongs to. */
    sessionId?: number;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/;

/**
 * The bearer token of a request: undefined without an Authorization header (401 'Unauthorized'), null when
 * the header is not a well-formed bearer token (401 'Token Expired').
 */
export function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  return BEARER.exec(header)?.[1] ?? null;
}

/**
 * The `onRequest` hook of every signed-in route: reads `Authorization: Bearer <token>`, finds the live session
 * (unknown, revoked, idle or expired -> 401 'Token Expired', which makes the browser clear its session)
 * and puts the caller on `request.user`. onRequest runs before the body is read and before params, query and
 * body are validated, so a caller without a session learns nothing but 401 (never a 400 about the input).
 *   app.get('/x', { onRequest: requireSession, schema: {...} }, handler)
 */
export const requireSession: onRequestAsyncHookHandler = async function requireSession(
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (request.user) return;
  const token = bearerToken(request);
  if (token === undefined) throw new HttpError(401, API_ERRORS.unauthorized);
  if (!token) throw new HttpError(401, MESSAGES.tokenExpired);
  const now = clock.now();
  const limits = request.server.config.auth;
  const session = await findActiveSession(request.server.database.db, token, now, limits);
  if (!session) throw new HttpError(401, MESSAGES.tokenExpired);
  request.user = session.user;
  request.sessionId = session.sessionId;
  // This use refreshed the idle timer: the browser's session time-out warning (issue 16) restarts from here.
  const { endsAt } = sessionDeadlines(now, session.expiresAt, limits);
  reply.header(SESSION_EXPIRES_IN_HEADER, String(secondsUntil(endsAt, now)));
};

/**
 * The `onRequest` hook of routes only some roles may use: a session is required (401 otherwise), then the role
 * (403 otherwise). `{ onRequest: requireRole('staff', 'admin') }`
 */
export function requireRole(...roles: Role[]): onRequestAsyncHookHandler {
  return async function requireRoleHandler(this, request, reply) {
    await requireSession.call(this, request, reply);
    if (!request.user || !roles.includes(request.user.role)) throw new HttpError(403, API_ERRORS.forbidden);
  };
}

/** The caller of a route guarded by `requireSession`; throws 401 if the guard was forgotten. */
export function sessionUser(request: FastifyRequest): SessionUser & { sessionId: number } {
  if (!request.user || request.sessionId === undefined) throw new HttpError(401, API_ERRORS.unauthorized);
  return { ...request.user, sessionId: request.sessionId };
}
