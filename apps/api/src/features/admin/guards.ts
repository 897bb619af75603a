import { requireRole } from '../../plugins/auth';

/** Back-office routes: staff and admins (applicants get 403, no session 401). */
export const requireStaff = requireRole('staff', 'admin');

/** Staff-account management: admins only. */
export const requireAdmin = requireRole('admin');

/** OpenAPI `security` of every back-office route. */
export const ADMIN_SECURITY = [{ bearerAuth: [] }];
