import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from './admin-layout';
import { AdminRoleContext } from './admin-role';

// Each section is a chunk of its own (paths in admin-paths.ts; relative here because this tree is under /admin/*).
const AdminHomePage = lazy(() => import('./home/admin-home-page'));
const StatisticsPage = lazy(() => import('./statistics/statistics-page'));
const ApplicationsPage = lazy(() => import('./applications/applications-page'));
const ApplicationDetailPage = lazy(() => import('./applications/application-detail-page'));
const CoursesPage = lazy(() => import('./courses/courses-page'));
const ParticipantsPage = lazy(() => import('./participants/participants-page'));
const AttendancePage = lazy(() => import('./attendance/attendance-page'));
const NewsPage = lazy(() => import('./news/news-page'));
const VacanciesPage = lazy(() => import('./vacancies/vacancies-page'));
const PhotosPage = lazy(() => import('./gallery/photos-page'));
const VideosPage = lazy(() => import('./gallery/videos-page'));
const TrainingsPage = lazy(() => import('./trainings/trainings-page'));
const StaffPage = lazy(() => import('./staff/staff-page'));
const PagesPage = lazy(() => import('./pages/pages-page'));
const SiteSettingsPage = lazy(() => import('./site-settings/site-settings-page'));
const PeoplePage = lazy(() => import('./people/people-page'));
const FeedbackPage = lazy(() => import('./feedback/feedback-page'));
const FeedbackDetailPage = lazy(() =>
  import('./feedback/feedback-page').then((module) => ({ default: module.FeedbackDetailPage })),
);
const ActivityPage = lazy(() => import('./activity/activity-page'));
const DataRequestsPage = lazy(() => import('./data-requests/data-requests-page'));
const RejectionReasonsPage = lazy(() => import('./rejection-reasons/rejection-reasons-page'));
const PageEditorPage = lazy(() => import('./pages/pages-page').then((module) => ({ default: module.PageEditorPage })));

/** The back office (staff and admins), rendered by the /admin/* entry once the role is known. */
export default function AdminApp({ role }: { role: 'staff' | 'admin' }) {
  return (
    <AdminRoleContext.Provider value={role}>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<AdminHomePage />} />
          <Route path="applications" element={<ApplicationsPage />} />
          <Route path="applications/:id" element={<ApplicationDetailPage />} />
          <Route path="rejection-reasons" element={<RejectionReasonsPage />} />
          <Route path="courses" element={<CoursesPage />} />
          <Route path="courses/:id/participants" element={<ParticipantsPage />} />
          <Route path="courses/:id/attendance" element={<AttendancePage />} />
          <Route path="news" element={<NewsPage />} />
          <Route path="vacancies" element={<VacanciesPage />} />
          <Route path="photos" element={<PhotosPage />} />
          <Route path="videos" element={<VideosPage />} />
          <Route path="trainings" element={<TrainingsPage />} />
          <Route path="pages" element={<PagesPage />} />
          <Route path="pages/:id" element={<PageEditorPage />} />
          <Route path="site-settings" element={<SiteSettingsPage />} />
          <Route path="people" element={<PeoplePage />} />
          <Route path="feedback" element={<FeedbackPage />} />
          <Route path="feedback/:id" element={<FeedbackDetailPage />} />
          <Route path="data-requests" element={<DataRequestsPage />} />
          <Route path="statistics" element={<StatisticsPage />} />
          <Route
            path="activity"
            element={role === 'admin' ? <ActivityPage /> : <Navigate to="../applications" replace />}
          />
          <Route path="staff" element={role === 'admin' ? <StaffPage /> : <Navigate to="../applications" replace />} />
          <Route path="*" element={<Navigate to="applications" replace />} />
        </Route>
      </Routes>
    </AdminRoleContext.Provider>
  );
}
