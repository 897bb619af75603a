/** Business constants and limits (spec 1 §9, spec 2 §9, security guide). */

export const MAX_UPLOAD_BYTES = 2_097_152;
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const MINIMUM_AGE_YEARS = 18;

export const CAPTCHA_LENGTH = 6;
export const CAPTCHA_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const CAPTCHA_WIDTH = 180;
export const CAPTCHA_HEIGHT = 50;
export const CAPTCHA_TTL_SECONDS = 300;

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 120;
export const OTP_MAX_WRONG_TRIES = 5;
export const SIGNUP_MAX_RESENDS = 2;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const NAME_MAX_LENGTH = 150;
export const FIRST_NAME_MIN_LENGTH = 2;
export const MOBILE_MAX_DIGITS_INTERNATIONAL = 15;
export const MOBILE_MAX_DIGITS_DOMESTIC = 10;
export const PHONE_LIKE_MAX_LENGTH = 15;
export const EMAIL_MAX_LENGTH_DOMESTIC = 100;
export const SHORT_TEXT_MAX_LENGTH = 100;
export const LONG_TEXT_MAX_LENGTH = 200;
export const STATE_CODE_MAX_LENGTH = 10;
export const YEAR_LENGTH = 4;
export const REASONS_ADVISORY_WORDS = 100;

export const HOME_TAB_MAX_ITEMS = 5;
export const MARQUEE_SCROLL_AMOUNT = 5;
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;
export const GALLERY_AUTO_ADVANCE_MS = 10_000;
export const VIRTUAL_GALLERY_AUTO_ADVANCE_MS = 15_000;

/** Largest page any public list returns (no endpoint returns an unbounded table). */
export const MAX_PAGE_SIZE = 100;
export const NEWS_PAGE_SIZE = 10;

/** Partner carousels: items per view from each breakpoint (px). */
export const PARTNER_CAROUSEL_BREAKPOINTS = [
  { minWidth: 0, items: 1 },
  { minWidth: 600, items: 2 },
  { minWidth: 767, items: 3 },
  { minWidth: 1000, items: 5 },
] as const;
