import { API_ERRORS, MESSAGES } from '@iiidem/shared/messages';
import { type TSessionStatus, ZSessionStatusAnswer } from '@iiidem/shared/session/session-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthConfig } from '../../config';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { peekSession, secondsUntil } from '../../lib/sessions';
import { bearerToken, requireSession, sessionUser } from '../../plugins/auth';

function statusOf(
  deadlines: { idleExpiresAt: Date; absoluteExpiresAt: Date; endsAt: Date },
  now: Date,
  auth: AuthConfig,
): TSessionStatus {
  return {
    idle_expires_at: deadlines.idleExpiresAt.toISOString(),
    absolute_expires_at: deadlines.absoluteExpiresAt.toISOString(),
    expires_in: secondsUntil(deadlines.endsAt, now),
    idle_minutes: auth.sessionIdleMinutes,
  };
}

/**
 * The session time-out warning's API (issue 16, WCAG 2.2.1): when the caller's session ends, and a way to
 * extend it ("Stay signed in"). Asking does not extend the session; extending is refused once it ended.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'When the bearer session ends (idle and absolute); asking does not extend it',
        security: [{ bearerAuth: [] }],
        response: { 200: ZSessionStatusAnswer, 401: ZApiErrorBody },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (token === undefined) throw new HttpError(401, API_ERRORS.unauthorized);
      if (!token) throw new HttpError(401, MESSAGES.tokenExpired);
      const now = clock.now();
      const session = await peekSession(app.database.db, token, now, app.config.auth);
      if (!session) throw new HttpError(401, MESSAGES.tokenExpired);
      return { success: true as const, data: statusOf(session, now, app.config.auth) };
    },
  );

  app.post(
    '/session/extend',
    {
      onRequest: requireSession,
      schema: {
        tags: ['accounts'],
        summary: "Stay signed in: restarts the session's idle time (not past its absolute end); 401 once it ended",
        security: [{ bearerAuth: [] }],
        response: { 200: ZSessionStatusAnswer, 401: ZApiErrorBody },
      },
    },
    async (request) => {
      // requireSession has already refreshed the session (and refused an ended one).
      const user = sessionUser(request);
      const now = clock.now();
      const session = await peekSession(app.database.db, bearerToken(request) ?? '', now, app.config.auth);
      if (!session) throw new HttpError(401, MESSAGES.tokenExpired);
      request.log.info({ event: 'session-extend', userId: user.id, sessionId: user.sessionId }, 'Session extended');
      return { success: true as const, data: statusOf(session, now, app.config.auth) };
    },
  );
};
