/** Images of the content pages, served from apps/web/public/institute/ (generated SVG placeholders). */
export const CONTENT_IMAGES = {
  webinarBanner: '/institute/webinar-banner.svg',
  facultyBanner: '/institute/faculty-banner.svg',
  speakers: ['/institute/speaker-1.svg', '/institute/speaker-2.svg'],
} as const;
