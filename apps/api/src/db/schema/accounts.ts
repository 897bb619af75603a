import type { Role, UserType } from '@iiidem/shared/constants';
import type { Language } from '@iiidem/shared/language';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const instant = () => timestamp({ withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** 2 domestic, 3 faculty, 4 international; null for staff accounts. */
    user_type: smallint().$type<UserType>(),
    role: text().$type<Role>().notNull().default('applicant'),
    title: text(),
    first_name: text().notNull(),
    middle_name: text(),
    last_name: text().notNull(),
    /** M, F or T. */
    gender: text(),
    /** Always stored lower-cased (enforced by a check), so equality lookups are case-insensitive. */
    email_id: text().notNull().unique(),
    mobile_no: text(),
    password_hash: text().notNull(),
    /** Path of the uploaded profile photo. */
    photo: text(),
    verified_at: instant(),
    active: boolean().notNull().default(true),
    /** The language of the account's mails (issue 14). */
    language: text().$type<Language>().notNull().default('en'),
    /** When the person consented to the processing of their data at sign-up (DPDP Act 2023, issue 17). */
    consent_at: instant(),
    /** When staff carried out the person's deletion request: the row is then anonymised (issue 17). */
    erased_at: instant(),
    created_at: instant().notNull().defaultNow(),
    updated_at: instant()
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // The applications list sorted by name.
    index('users_name_sort_idx').on(sql`lower(${t.first_name})`, sql`lower(${t.last_name})`),
    check('users_email_lower_case', sql`${t.email_id} = lower(${t.email_id})`),
    check('users_user_type_valid', sql`${t.user_type} is null or ${t.user_type} in (2, 3, 4)`),
    check('users_role_valid', sql`${t.role} in ('applicant', 'staff', 'admin')`),
    check('users_language_valid', sql`${t.language} in ('en', 'hi')`),
  ],
);

/** Opaque bearer tokens, stored only as their SHA-256 (hex). */
export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    token_hash: text().notNull().unique(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: instant().notNull().defaultNow(),
    last_seen_at: instant().notNull().defaultNow(),
    /** Absolute expiry; the idle expiry is reckoned from last_seen_at. */
    expires_at: instant().notNull(),
    revoked_at: instant(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

export const ONE_TIME_CODE_PURPOSES = ['signup', 'signin', 'reset'] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];

/** Sign-up, sign-in and password-reset codes, stored only as hashes, bound to a purpose (and attempt). */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    purpose: text().$type<OneTimeCodePurpose>().notNull(),
    user_id: integer().references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    /** Opaque id of the sign-in attempt that passed the password step; the code works only with it. */
    attempt_id: text().unique(),
    code_hash: text().notNull(),
    expires_at: instant().notNull(),
    wrong_tries: integer().notNull().default(0),
    resend_count: integer().notNull().default(0),
    used_at: instant(),
    created_at: instant().notNull().defaultNow(),
  },
  (t) => [
    index('one_time_codes_email_purpose_idx').on(t.email, t.purpose),
    check('one_time_codes_purpose_valid', sql`${t.purpose} in ('signup', 'signin', 'reset')`),
  ],
);

/** Server-issued captchas: single use, short-lived; the answer is kept only as a hash. */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: text().primaryKey().default(sql`gen_random_uuid()`),
    answer_hash: text().notNull(),
    expires_at: instant().notNull(),
    used_at: instant(),
    created_at: instant().notNull().defaultNow(),
  },
  (t) => [index('captcha_challenges_expires_idx').on(t.expires_at)],
);

/** One row per failed sign-in, for the per-account throttle (count in a sliding window). */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    failed_at: instant().notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_email_time_idx').on(t.email, t.failed_at)],
);
