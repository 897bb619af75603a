import { formatParticipantName } from '@iiidem/shared/admin/certificates';
import type { ApplicationStatus } from '@iiidem/shared/constants';
import type { Language } from '@iiidem/shared/language';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import { users } from '../../db/schema/accounts';
import {
  applicationDomesticDetails,
  applicationInternationalDetails,
  applications,
  certificates,
} from '../../db/schema/applications';
import { courses } from '../../db/schema/courses';

/** What a certificate states, stored with it when issued (issue 19). */
export type CertificateStatement = {
  holder_name: string;
  course_name: string;
  /** '' when staff had not written it. */
  course_name_hi: string;
  held_from: string;
  held_to: string;
  location: string | null;
  location_hi: string;
};

/** An issued certificate row (the one in force). */
export type CertificateRecord = {
  id: number;
  certificate_number: string;
  pdf: string | null;
  jpg: string | null;
  issued_at: Date;
  issued_by: number | null;
  issued_by_name: string | null;
  statement: CertificateStatement;
};

/** Everything completion and certificates need about one application. */
export type CertificateSubject = {
  id: number;
  user_id: number;
  application_status: ApplicationStatus;
  completed_at: Date | null;
  certificate_pdf: string | null;
  certificate_jpg: string | null;
  applicant_email: string;
  participant_name: string;
  course_name: string;
  /** '' when staff have not written it. */
  course_name_hi: string;
  start_from: string;
  end_to: string;
  /** The days the course is held. */
  held_from: string;
  held_to: string;
  location: string | null;
  location_hi: string;
  completed_early_reason: string | null;
  /** The applicant's language: of their mails and of a generated certificate. */
  language: Language;
  certificate: CertificateRecord | null;
};

const issuer = alias(users, 'issuer');

/** The participant's name as the nomination gave it (domestic or international form), else the account's. */
const nameColumns = {
  user_title: users.title,
  user_first_name: users.first_name,
  user_middle_name: users.middle_name,
  user_last_name: users.last_name,
  domestic_title: applicationDomesticDetails.title,
  domestic_first_name: applicationDomesticDetails.first_name,
  domestic_middle_name: applicationDomesticDetails.middle_name,
  domestic_last_name: applicationDomesticDetails.last_name,
  international_title: applicationInternationalDetails.title,
  international_first_name: applicationInternationalDetails.first_name,
  international_middle_name: applicationInternationalDetails.middle_name,
  international_last_name: applicationInternationalDetails.last_name,
};

type NameRow = { [K in keyof typeof nameColumns]: string | null };

function participantNameOf(row: NameRow): string {
  if (row.domestic_first_name) {
    return formatParticipantName({
      title: row.domestic_title,
      first_name: row.domestic_first_name,
      middle_name: row.domestic_middle_name,
      last_name: row.domestic_last_name,
    });
  }
  if (row.international_first_name) {
    return formatParticipantName({
      title: row.international_title,
      first_name: row.international_first_name,
      middle_name: row.international_middle_name,
      last_name: row.international_last_name,
    });
  }
  return formatParticipantName({
    title: row.user_title,
    first_name: row.user_first_name ?? '',
    middle_name: row.user_middle_name,
    last_name: row.user_last_name,
  });
}

function certificateSelect(executor: Executor) {
  return (
    executor
      .select({
        id: applications.id,
        user_id: applications.user_id,
        application_status: applications.application_status,
        completed_at: applications.completed_at,
        certificate_pdf: applications.certificate_pdf,
        certificate_jpg: applications.certificate_jpg,
        applicant_email: users.email_id,
        course_name: courses.course_name,
        course_name_hi: courses.course_name_hi,
        language: users.language,
        start_from: courses.start_from,
        end_to: courses.end_to,
        held_from: courses.held_from,
        held_to: courses.held_to,
        location: courses.location,
        location_hi: courses.location_hi,
        completed_early_reason: applications.completed_early_reason,
        ...nameColumns,
        certificate_id: certificates.id,
        certificate_number: certificates.certificate_number,
        certificate_pdf_key: certificates.pdf,
        certificate_jpg_key: certificates.jpg,
        issued_at: certificates.issued_at,
        issued_by: certificates.issued_by,
        statement_holder_name: certificates.holder_name,
        statement_course_name: certificates.course_name,
        statement_course_name_hi: certificates.course_name_hi,
        statement_held_from: certificates.held_from,
        statement_held_to: certificates.held_to,
        statement_location: certificates.location,
        statement_location_hi: certificates.location_hi,
        issuer_first_name: issuer.first_name,
        issuer_last_name: issuer.last_name,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.user_id))
      .innerJoin(courses, eq(courses.id, applications.course_id))
      .leftJoin(applicationDomesticDetails, eq(applicationDomesticDetails.application_id, applications.id))
      .leftJoin(applicationInternationalDetails, eq(applicationInternationalDetails.application_id, applications.id))
      // The certificate in force: at most one per application (certificates_application_in_force_unique).
      .leftJoin(certificates, and(eq(certificates.application_id, applications.id), isNull(certificates.revoked_at)))
      .leftJoin(issuer, eq(issuer.id, certificates.issued_by))
  );
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof certificateSelect>['where']>>[number];

function toSubject(row: SelectedRow): CertificateSubject {
  const participant_name = participantNameOf(row);
  const held_from = row.held_from ?? row.end_to;
  const held_to = row.held_to ?? held_from;
  // Certificates issued before issue 19 have no statement of their own: what the course says today.
  const statement: CertificateStatement = {
    holder_name: row.statement_holder_name ?? participant_name,
    course_name: row.statement_course_name ?? row.course_name,
    course_name_hi: row.statement_course_name_hi ?? row.course_name_hi,
    held_from: row.statement_held_from ?? row.start_from,
    held_to: row.statement_held_to ?? row.end_to,
    location: row.statement_course_name !== null ? row.statement_location : row.location,
    location_hi: row.statement_location_hi ?? row.location_hi,
  };
  const certificate =
    row.certificate_id !== null && row.certificate_number !== null && row.issued_at !== null
      ? {
          id: row.certificate_id,
          certificate_number: row.certificate_number,
          pdf: row.certificate_pdf_key,
          jpg: row.certificate_jpg_key,
          issued_at: row.issued_at,
          issued_by: row.issued_by,
          issued_by_name:
            row.issuer_first_name !== null
              ? formatParticipantName({ first_name: row.issuer_first_name, last_name: row.issuer_last_name })
              : null,
          statement,
        }
      : null;
  return {
    id: row.id,
    user_id: row.user_id,
    application_status: row.application_status,
    completed_at: row.completed_at,
    certificate_pdf: row.certificate_pdf,
    certificate_jpg: row.certificate_jpg,
    applicant_email: row.applicant_email,
    participant_name,
    course_name: row.course_name,
    course_name_hi: row.course_name_hi,
    start_from: row.start_from,
    end_to: row.end_to,
    held_from,
    held_to,
    location: row.location,
    location_hi: row.location_hi,
    completed_early_reason: row.completed_early_reason,
    language: row.language,
    certificate,
  };
}

/**
 * One application with its course, participant and certificate. With `lock`, call it in a transaction: the
 * application row stays locked until the transaction ends, so two staff members acting at once take turns.
 */
export async function findCertificateSubject(
  executor: Executor,
  applicationId: number,
  options: { lock?: boolean } = {},
): Promise<CertificateSubject | undefined> {
  if (options.lock) {
    const [locked] = await executor
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, applicationId))
      .for('update');
    if (!locked) return undefined;
  }
  const [row] = await certificateSelect(executor).where(eq(applications.id, applicationId)).limit(1);
  return row ? toSubject(row) : undefined;
}

const replacement = alias(certificates, 'replacement');

/**
 * The certificate with this number, in force or revoked, with what it states; undefined when none has it.
 */
export async function findCertificateByNumber(executor: Executor, certificateNumber: string) {
  const [found] = await executor
    .select({
      id: certificates.id,
      application_id: certificates.application_id,
      certificate_number: certificates.certificate_number,
      issued_at: certificates.issued_at,
      revoked_at: certificates.revoked_at,
      replaced_by: replacement.certificate_number,
      holder_name: certificates.holder_name,
      course_name: certificates.course_name,
      course_name_hi: certificates.course_name_hi,
      held_from: certificates.held_from,
      held_to: certificates.held_to,
      location: certificates.location,
      location_hi: certificates.location_hi,
    })
    .from(certificates)
    .leftJoin(replacement, eq(replacement.id, certificates.replaced_by))
    .where(eq(certificates.certificate_number, certificateNumber))
    .limit(1);
  if (!found) return undefined;
  const subject = await findCertificateSubject(executor, found.application_id);
  if (!subject) return undefined;
  // A statement is stored since issue 19; older certificates read the live data they were drawn from.
  const statement: CertificateStatement = {
    holder_name: found.holder_name ?? subject.participant_name,
    course_name: found.course_name ?? subject.course_name,
    course_name_hi: found.course_name_hi ?? subject.course_name_hi,
    held_from: found.held_from ?? subject.start_from,
    held_to: found.held_to ?? subject.end_to,
    location: found.course_name !== null ? found.location : subject.location,
    location_hi: found.location_hi ?? subject.location_hi,
  };
  return {
    certificate_number: found.certificate_number,
    issued_at: found.issued_at,
    revoked_at: found.revoked_at,
    replaced_by: found.replaced_by,
    statement,
    completed: subject.completed_at !== null,
  };
}

/** The application's revoked certificates, newest first, with who revoked them and why. */
export async function findRevokedCertificates(executor: Executor, applicationId: number) {
  const revoker = alias(users, 'revoker');
  const rows = await executor
    .select({
      certificate_number: certificates.certificate_number,
      issued_at: certificates.issued_at,
      revoked_at: certificates.revoked_at,
      reason: certificates.revoke_reason,
      replaced_by: replacement.certificate_number,
      revoker_first_name: revoker.first_name,
      revoker_last_name: revoker.last_name,
    })
    .from(certificates)
    .leftJoin(replacement, eq(replacement.id, certificates.replaced_by))
    .leftJoin(revoker, eq(revoker.id, certificates.revoked_by))
    .where(and(eq(certificates.application_id, applicationId), isNotNull(certificates.revoked_at)))
    .orderBy(desc(certificates.revoked_at), desc(certificates.id));
  return rows.map(({ revoker_first_name, revoker_last_name, ...row }) => ({
    ...row,
    revoked_at: row.revoked_at as Date,
    reason: row.reason ?? '',
    revoked_by:
      revoker_first_name !== null
        ? formatParticipantName({ first_name: revoker_first_name, last_name: revoker_last_name })
        : null,
  }));
}

/**
 * Revokes a certificate in force (the caller holds the application's lock); false when it was not in force.
 * The application stops pointing at its files (the applicant's Completed tab no longer offers them).
 */
export async function revokeCertificateRow(
  executor: Executor,
  values: { certificateId: number; applicationId: number; reason: string; revokedBy: number; now: Date },
): Promise<boolean> {
  const rows = await executor
    .update(certificates)
    .set({ revoked_at: values.now, revoked_by: values.revokedBy, revoke_reason: values.reason })
    .where(and(eq(certificates.id, values.certificateId), isNull(certificates.revoked_at)))
    .returning({ id: certificates.id });
  if (rows.length === 0) return false;
  await setApplicationCertificateFiles(executor, values.applicationId, { pdf: null, jpg: null });
  return true;
}

/** Points the application's revoked certificates that have no replacement yet at the new one. */
export async function markReplaced(executor: Executor, applicationId: number, newCertificateId: number) {
  await executor
    .update(certificates)
    .set({ replaced_by: newCertificateId })
    .where(
      and(
        eq(certificates.application_id, applicationId),
        isNotNull(certificates.revoked_at),
        isNull(certificates.replaced_by),
      ),
    );
}

/** Sets or clears the completion, with the reason of a completion before the course was held. */
export async function setCompletedAt(
  executor: Executor,
  applicationId: number,
  completedAt: Date | null,
  earlyReason: string | null = null,
) {
  await executor
    .update(applications)
    .set({ completed_at: completedAt, completed_early_reason: completedAt ? earlyReason : null })
    .where(eq(applications.id, applicationId));
}

export type CertificateFiles = { pdf: string | null; jpg: string | null };

/**
 * Adds a certificate of an application with what it states; answers its id, or undefined (writing nothing)
 * when the number is already taken by another certificate, so the caller draws a new one.
 */
export async function insertCertificate(
  executor: Executor,
  values: {
    applicationId: number;
    certificateNumber: string;
    files: CertificateFiles;
    issuedBy: number;
    now: Date;
    statement: CertificateStatement;
  },
): Promise<number | undefined> {
  const rows = await executor
    .insert(certificates)
    .values({
      application_id: values.applicationId,
      certificate_number: values.certificateNumber,
      pdf: values.files.pdf,
      jpg: values.files.jpg,
      issued_at: values.now,
      issued_by: values.issuedBy,
      ...values.statement,
    })
    .onConflictDoNothing({ target: certificates.certificate_number })
    .returning({ id: certificates.id });
  return rows[0]?.id;
}

/** Replaces the files of an issued certificate; its number, issue date and issuer stay. */
export async function updateCertificateFiles(executor: Executor, certificateId: number, files: CertificateFiles) {
  await executor.update(certificates).set({ pdf: files.pdf, jpg: files.jpg }).where(eq(certificates.id, certificateId));
}

/** Points the application (the applicant's Completed tab) at the certificate files. */
export async function setApplicationCertificateFiles(
  executor: Executor,
  applicationId: number,
  files: CertificateFiles,
) {
  await executor
    .update(applications)
    .set({ certificate_pdf: files.pdf, certificate_jpg: files.jpg })
    .where(eq(applications.id, applicationId));
}
