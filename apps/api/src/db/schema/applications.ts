import type { ApplicationStatus, UserType } from '@iiidem/shared/constants';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { courses } from './courses';
import { emailKey, mobileKey, nameKey, passportKey } from './identity-keys';
import { countries } from './reference';
import { rejectionReasons } from './review-aids';
import { trigramIndexed } from './search-text';

const instant = () => timestamp({ withTimezone: true });

export const NOMINATION_FORMS = ['domestic', 'international'] as const;
export type NominationForm = (typeof NOMINATION_FORMS)[number];

/**
 * One nomination of one user for one course (the unique pair makes a double submit create one row).
 * Status: 1 received, 2 approved, 3 rejected, 4 waitlisted (spec 1 §4); 5 withdrawn by the applicant before review
 * (issue 17).
 */
export const applications = pgTable(
  'applications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    form: text().$type<NominationForm>().notNull(),
    application_status: smallint().$type<ApplicationStatus>().notNull().default(1),
    status_note: text(),
    /** The listed reason of the latest rejection (issue 19); kept when the status moves on, for the record. */
    rejection_reason_id: integer().references((): AnyPgColumn => rejectionReasons.id, { onDelete: 'restrict' }),
    certificate_pdf: text(),
    certificate_jpg: text(),
    /** Set when the applicant completed the course; the dashboard's Completed tab lists these. */
    completed_at: instant(),
    /** Why staff completed it before the course's held-from date (issue 19); null when completed after. */
    completed_early_reason: text(),
    /**
     * When the application last went to the waitlist (issue 19): the first waitlisted is promoted first.
     * Null when it is not waitlisted, or was waitlisted before this column (those order by updated_at).
     */
    waitlisted_at: instant(),
    idempotency_key: text().unique(),
    /**
     * The applicant's user type (users.user_type), kept here for the back office's filter (issue 13).
     * Written by the database, never by the API: a trigger copies it when the application is stored and
     * again whenever the account's type changes (migration 0004).
     */
    user_type: smallint().$type<UserType>(),
    /**
     * What the back office's search looks in (issue 13), written by triggers like user_type: the account's
     * full name and e-mail and the nomination form's first name, last name and e-mail, joined by chr(1) (a
     * control character, which no name, e-mail or search holds), kept true when any of them changes.
     */
    search_text: text(),
    created_at: instant().notNull().defaultNow(),
    updated_at: instant()
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // Also serves "applications of a user" (leading column).
    unique('applications_user_course_unique').on(t.user_id, t.course_id),
    index('applications_course_status_idx').on(t.course_id, t.application_status),
    // The back office's list (issue 13): newest first (read backwards), by status, and the status sort.
    index('applications_created_idx').on(t.created_at, t.id),
    index('applications_status_created_idx').on(t.application_status, t.created_at, t.id),
    index('applications_status_id_idx').on(t.application_status, t.id),
    // The applicant's type filter, alone or with the status and the course's program type: the capped count
    // reads this index alone.
    index('applications_user_type_idx').on(t.user_type, t.application_status, t.course_id),
    // The Completed filter (about one application in twenty): its count and pages read this small index.
    index('applications_completed_created_idx').on(t.created_at, t.id).where(sql`${t.completed_at} is not null`),
    // The search: any part of a name or e-mail (see admin-applications.repository.ts).
    index('applications_search_idx').using('gin', trigramIndexed(sql`${t.search_text}`)),
    check('applications_form_valid', sql`${t.form} in ('domestic', 'international')`),
    check('applications_status_valid', sql`${t.application_status} between 1 and 5`),
  ],
);

/** The domestic nomination payload (spec 2 §3), one row per domestic application. */
export const applicationDomesticDetails = pgTable(
  'application_domestic_details',
  {
    application_id: integer()
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    title: text(),
    first_name: text().notNull(),
    middle_name: text(),
    last_name: text().notNull(),
    gender: text(),
    /** Stored path of the uploaded (re-encoded) photo. */
    photo: text(),
    dob: date({ mode: 'string' }),
    mobile_no: text(),
    email_id: text(),
    current_work_place: text(),
    designation: text(),
    /** The state's code (states.st_code), as the form sends it. */
    state_ut_name: text(),
    office_address: text(),
    previous_attend_any_program: text(),
    previous_program_thematic: text(),
    previous_program_date: date({ mode: 'string' }),
    previous_program_venue: text(),
    hostel_facility: text().$type<'Yes' | 'No'>().notNull().default('No'),
  },
  (t) => [
    check('application_domestic_details_hostel_valid', sql`${t.hostel_facility} in ('Yes', 'No')`),
    // The duplicates query (issue 19, identity-keys.ts).
    index('application_domestic_name_dob_key_idx').on(nameKey(t.first_name, t.last_name), t.dob),
    index('application_domestic_mobile_key_idx').on(mobileKey(t.mobile_no)),
    index('application_domestic_email_key_idx').on(emailKey(t.email_id)),
  ],
);

/** The international nomination payload (spec 2 §3), field names as the spec spells them (certications). */
export const applicationInternationalDetails = pgTable(
  'application_international_details',
  {
    application_id: integer()
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Country id. */
    nominating_country: integer().references(() => countries.id, { onDelete: 'restrict' }),
    title: text(),
    first_name: text().notNull(),
    middle_name: text(),
    last_name: text().notNull(),
    gender: text(),
    photo: text(),
    dob: date({ mode: 'string' }),
    /** Country id. */
    birth_country: integer().references(() => countries.id, { onDelete: 'restrict' }),
    /** Country name. */
    nationality: text(),
    marital_status: text(),
    primary_email: text(),
    alternate_email: text(),
    /** Country ISO code. */
    country_code: text(),
    mobile: text(),
    whatsapp: text(),
    landline_office: text(),
    landline_residence: text(),
    ofc_address_1: text(),
    ofc_address_2: text(),
    ofc_place: text(),
    ofc_district: text(),
    ofc_state: text(),
    ofc_zipcode: text(),
    residence_address_1: text(),
    residence_address_2: text(),
    residence_place: text(),
    residence_district: text(),
    residence_state: text(),
    residence_zipcode: text(),
    passport_no: text(),
    place_of_issue: text(),
    date_of_issue: date({ mode: 'string' }),
    valid_upto: date({ mode: 'string' }),
    passport_image: text(),
    employment_category: text(),
    employer_name: text(),
    department: text(),
    working_since: date({ mode: 'string' }),
    nature_of_responsibility: text(),
    emp_from: date({ mode: 'string' }),
    emp_to: date({ mode: 'string' }),
    organization: text(),
    history_department: text(),
    designation: text(),
    nature_of_work: text(),
    certications: text(),
    edu_from: date({ mode: 'string' }),
    edu_to: date({ mode: 'string' }),
    institution_name: text(),
    specialization: text(),
    course_name: text(),
    /** Country name of the course attended abroad. */
    country: text(),
    duration_days: text(),
    year: text(),
    sponsor: text(),
    reason_for_applying: text(),
    blood_group: text(),
    covid_vaccine_status: text(),
    home_name: text(),
    home_relation: text(),
    home_address: text(),
    home_mobile: text(),
    home_mail: text(),
    office_name: text(),
    office_relation: text(),
    office_address: text(),
    office_mobile: text(),
    office_mail: text(),
    contact_ind_name: text(),
    contact_ind_relation: text(),
    contact_ind_address: text(),
    contact_ind_mobile: text(),
    contact_ind_mail: text(),
    any_special_req: text(),
    hostel_facility: text().$type<'Yes' | 'No'>().notNull().default('No'),
  },
  (t) => [
    check('application_international_details_hostel_valid', sql`${t.hostel_facility} in ('Yes', 'No')`),
    // The duplicates query (issue 19, identity-keys.ts).
    index('application_international_name_dob_key_idx').on(nameKey(t.first_name, t.last_name), t.dob),
    index('application_international_mobile_key_idx').on(mobileKey(t.mobile)),
    index('application_international_email_key_idx').on(emailKey(t.primary_email)),
    index('application_international_passport_key_idx').on(passportKey(t.passport_no)),
  ],
);

/** A long nomination form's unsent draft, one per user and course. */
export const nominationDrafts = pgTable(
  'nomination_drafts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    form: text().$type<NominationForm>().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    updated_at: instant()
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    unique('nomination_drafts_user_course_unique').on(t.user_id, t.course_id),
    check('nomination_drafts_form_valid', sql`${t.form} in ('domestic', 'international')`),
  ],
);

/**
 * Issued certificates; the number is public and lets anyone verify one. What the certificate states is stored
 * with it when issued (issue 19), so verification shows what was certified, not the course as it is today.
 * An application has at most one certificate in force (not revoked); a reissue revokes the old one and points
 * it at the new one (replaced_by).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    application_id: integer()
      .notNull()
      .references(() => applications.id, { onDelete: 'restrict' }),
    certificate_number: text().notNull(),
    pdf: text(),
    jpg: text(),
    issued_at: instant().notNull().defaultNow(),
    issued_by: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The participant's name as certified (null on certificates issued before issue 19: read live). */
    holder_name: text(),
    course_name: text(),
    course_name_hi: text(),
    held_from: date({ mode: 'string' }),
    held_to: date({ mode: 'string' }),
    location: text(),
    location_hi: text(),
    revoked_at: instant(),
    revoked_by: integer().references(() => users.id, { onDelete: 'set null' }),
    revoke_reason: text(),
    replaced_by: integer().references((): AnyPgColumn => certificates.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('certificates_application_in_force_unique').on(t.application_id).where(sql`${t.revoked_at} is null`),
    index('certificates_application_idx').on(t.application_id, t.issued_at),
    uniqueIndex('certificates_number_unique').on(t.certificate_number),
    check('certificates_revocation_complete', sql`(${t.revoked_at} is null) = (${t.revoke_reason} is null)`),
  ],
);
