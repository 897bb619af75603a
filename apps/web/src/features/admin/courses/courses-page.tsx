import { AdminPage } from '../ui/admin-page';

/** Placeholder until this section is built (issue 7). */
export default function CoursesPage() {
  return <AdminPage title="CoursesPage" />;
}
