import { requireRole } from './auth';

/**
 * Back-office routes: staff and admins (applicants get 403, no session 401). Use it as the route's
 * `onRequest` hook, so the role is checked before the body is read or validated: a stranger's upload is
 * refused before it streams in, and a bad body never tells a stranger more than 401/403.
 */
export const requireStaff = requireRole('staff', 'admin');

/** Staff-account management: admins only. */
export const requireAdmin = requireRole('admin');

/** OpenAPI `security` of every back-office route. */
export const ADMIN_SECURITY = [{ bearerAuth: [] }];

/** `schema` fields every back-office route has. */
export const ADMIN_ROUTE_BASE = { tags: ['admin'], security: ADMIN_SECURITY };
