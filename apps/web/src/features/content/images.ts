import { msg } from '@lingui/core/macro';
/** Images of the content pages, served from apps/web/public/institute/ (generated SVG placeholders). */
export const CONTENT_IMAGES = {
  personPlaceholder: '/institute/person-placeholder.svg',
  campus: '/institute/campus.svg',
  institutionalBlock: '/institute/campus-institutional-block.svg',
  hostel: '/institute/campus-hostel.svg',
  auditorium: '/institute/campus-auditorium.svg',
  library: '/institute/campus-library.svg',
  webinarBanner: '/institute/webinar-banner.svg',
  speakers: ['/institute/speaker-1.svg', '/institute/speaker-2.svg'],
  partnerLogos: [
    '/institute/partner-logo-1.svg',
    '/institute/partner-logo-2.svg',
    '/institute/partner-logo-3.svg',
    '/institute/partner-logo-4.svg',
    '/institute/partner-logo-5.svg',
    '/institute/partner-logo-6.svg',
  ],
} as const;

/** Alt text of a placeholder portrait: it shows no one, so it says so. */
export const PLACEHOLDER_PHOTO_ALT = msg`Placeholder portrait`;
