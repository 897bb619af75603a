import { COURSE_ADMIN_MESSAGES, type TAdminCourse, ZAdminCourse } from '@iiidem/shared/admin/courses';
import type { ContentTable } from '../../lib/content/content-routes';
import { findAdminCourse } from './courses.admin.repository';

/** Courses as a back-office content table (audited as 'course'). */
export const COURSES: ContentTable<TAdminCourse> = {
  path: '/admin/courses',
  entity: 'course',
  item: ZAdminCourse,
  find: findAdminCourse,
  messages: COURSE_ADMIN_MESSAGES,
};
