/**
 * The back office's own pages, under /admin (the router sends /admin/* to the admin entry, which renders
 * these once the caller is known to be staff). Build links with `buildPath` from '../../paths'.
 */
export const adminPaths = {
  home: '/admin',
  applications: '/admin/applications',
  applicationDetail: '/admin/applications/:id',
  courses: '/admin/courses',
  courseParticipants: '/admin/courses/:id/participants',
  courseAttendance: '/admin/courses/:id/attendance',
  news: '/admin/news',
  vacancies: '/admin/vacancies',
  photos: '/admin/photos',
  videos: '/admin/videos',
  trainings: '/admin/trainings',
  pages: '/admin/pages',
  siteSettings: '/admin/site-settings',
  people: '/admin/people',
  rejectionReasons: '/admin/rejection-reasons',
  feedback: '/admin/feedback',
  feedbackDetail: '/admin/feedback/:id',
  dataRequests: '/admin/data-requests',
  statistics: '/admin/statistics',
  activity: '/admin/activity',
  staff: '/admin/staff',
} as const;

/**
 * The side navigation of the back office, in order; `adminOnly` entries are shown to admins alone; `end`: the
 * entry is current on its own address only (the home, whose address starts every other).
 */
export const ADMIN_NAVIGATION: readonly { to: string; label: string; adminOnly?: boolean; end?: boolean }[] = [
  { to: adminPaths.home, label: 'Home', end: true },
  { to: adminPaths.applications, label: 'Applications' },
  { to: adminPaths.courses, label: 'Courses' },
  { to: adminPaths.news, label: 'News & tenders' },
  { to: adminPaths.vacancies, label: 'Vacancies' },
  { to: adminPaths.photos, label: 'Banners & photos' },
  { to: adminPaths.videos, label: 'Videos' },
  { to: adminPaths.trainings, label: 'Trainings' },
  { to: adminPaths.pages, label: 'Pages' },
  { to: adminPaths.siteSettings, label: 'Site settings' },
  { to: adminPaths.people, label: 'People and partners' },
  { to: adminPaths.rejectionReasons, label: 'Rejection reasons' },
  { to: adminPaths.feedback, label: 'Feedback' },
  { to: adminPaths.dataRequests, label: 'Data requests' },
  { to: adminPaths.statistics, label: 'Statistics' },
  { to: adminPaths.activity, label: 'Activity', adminOnly: true },
  { to: adminPaths.staff, label: 'Staff accounts', adminOnly: true },
];
