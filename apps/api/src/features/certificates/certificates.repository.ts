import { formatParticipantName } from '@iiidem/shared/admin/certificates';
import type { ApplicationStatus } from '@iiidem/shared/constants';
import type { Language } from '@iiidem/shared/language';
import { eq } from 'drizzle-orm';
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

/** An issued certificate row. */
export type CertificateRecord = {
  id: number;
  certificate_number: string;
  pdf: string | null;
  jpg: string | null;
  issued_at: Date;
  issued_by: number | null;
  issued_by_name: string | null;
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
  return executor
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
      ...nameColumns,
      certificate_id: certificates.id,
      certificate_number: certificates.certificate_number,
      certificate_pdf_key: certificates.pdf,
      certificate_jpg_key: certificates.jpg,
      issued_at: certificates.issued_at,
      issued_by: certificates.issued_by,
      issuer_first_name: issuer.first_name,
      issuer_last_name: issuer.last_name,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .innerJoin(courses, eq(courses.id, applications.course_id))
    .leftJoin(applicationDomesticDetails, eq(applicationDomesticDetails.application_id, applications.id))
    .leftJoin(applicationInternationalDetails, eq(applicationInternationalDetails.application_id, applications.id))
    .leftJoin(certificates, eq(certificates.application_id, applications.id))
    .leftJoin(issuer, eq(issuer.id, certificates.issued_by));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof certificateSelect>['where']>>[number];

function toSubject(row: SelectedRow): CertificateSubject {
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
    participant_name: participantNameOf(row),
    course_name: row.course_name,
    course_name_hi: row.course_name_hi,
    start_from: row.start_from,
    end_to: row.end_to,
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

/** The certificate with this number and what its public verification shows; undefined when none has it. */
export async function findCertificateByNumber(executor: Executor, certificateNumber: string) {
  const [row] = await certificateSelect(executor)
    .where(eq(certificates.certificate_number, certificateNumber))
    .limit(1);
  return row ? toSubject(row) : undefined;
}

export async function setCompletedAt(executor: Executor, applicationId: number, completedAt: Date | null) {
  await executor.update(applications).set({ completed_at: completedAt }).where(eq(applications.id, applicationId));
}

export type CertificateFiles = { pdf: string | null; jpg: string | null };

/**
 * Adds the certificate row of an application; answers false (and writes nothing) when the number is
 * already taken by another certificate, so the caller draws a new one.
 */
export async function insertCertificate(
  executor: Executor,
  values: { applicationId: number; certificateNumber: string; files: CertificateFiles; issuedBy: number; now: Date },
): Promise<boolean> {
  const rows = await executor
    .insert(certificates)
    .values({
      application_id: values.applicationId,
      certificate_number: values.certificateNumber,
      pdf: values.files.pdf,
      jpg: values.files.jpg,
      issued_at: values.now,
      issued_by: values.issuedBy,
    })
    .onConflictDoNothing({ target: certificates.certificate_number })
    .returning({ id: certificates.id });
  return rows.length > 0;
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
