import { randomInt } from 'node:crypto';
import {
  CERTIFICATE_AUDIT_ACTIONS,
  CERTIFICATE_MESSAGES,
  CERTIFICATE_NUMBER_ALPHABET,
  CERTIFICATE_NUMBER_RANDOM_LENGTH,
  certificateVerificationUrl,
  formatCertificateNumber,
} from '@iiidem/shared/admin/certificates';
import { istCalendarDate } from '@iiidem/shared/dates';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit-log';
import { HttpError } from '../../lib/http-error';
import { contentIn } from '../../lib/i18n/texts';
import { enqueueMail } from '../../lib/mail/mail-outbox';
import { newPrivateFileKey, type PrivateFileStore, parsePrivateFileKey } from '../../lib/private-files';
import { certificateReadyMail } from './certificate-mails';
import {
  type CertificateFiles,
  findCertificateSubject,
  insertCertificate,
  setApplicationCertificateFiles,
  updateCertificateFiles,
} from './certificates.repository';
import { renderCertificate } from './render-certificate';

/** A new certificate number for a certificate issued at `now` (the year in India Standard Time). */
export function newCertificateNumber(now: Date): string {
  const year = Number(istCalendarDate(now).slice(0, 4));
  const values = Array.from({ length: CERTIFICATE_NUMBER_RANDOM_LENGTH }, () =>
    randomInt(0, CERTIFICATE_NUMBER_ALPHABET.length),
  );
  return formatCertificateNumber(year, values);
}

/** Where the files come from: drawn from the template, or uploaded by staff (already checked and re-encoded). */
export type CertificateSource = { kind: 'generate' } | { kind: 'upload'; pdf?: Buffer; jpg?: Buffer };

export type IssueCertificateDeps = {
  db: Database;
  files: PrivateFileStore;
  publicUrl: string;
  /** Draws a certificate; tests may swap it. */
  render?: typeof renderCertificate;
  /** Makes a new number; tests swap it to force a clash. */
  newNumber?: (now: Date) => string;
};

export type IssueCertificateInput = { applicationId: number; actorUserId: number; source: CertificateSource };

const MAX_ATTEMPTS = 4;
/** The number or the certificate changed while the files were being made: start over with fresh data. */
const RETRY = Symbol('retry');

/**
 * Issues (or re-issues) the certificate of a completed application. The new files are written first, under
 * new keys; then one transaction writes the certificate row (a new number on first issue; the same number
 * on a re-issue), points the application at the files, and adds the audit row and the applicant's mail.
 * The replaced files are removed after the commit; the new ones if anything fails.
 *   404 unknown application; 409 not completed; 400 an upload without both files on first issue.
 */
export async function issueCertificate(deps: IssueCertificateDeps, input: IssueCertificateInput, now: Date) {
  const render = deps.render ?? renderCertificate;
  const makeNumber = deps.newNumber ?? newCertificateNumber;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const subject = await findCertificateSubject(deps.db, input.applicationId);
    if (!subject) throw new HttpError(404, CERTIFICATE_MESSAGES.applicationNotFound);
    if (!subject.completed_at) throw new HttpError(409, CERTIFICATE_MESSAGES.notCompleted);
    const { source } = input;
    if (source.kind === 'upload' && !subject.certificate && (!source.pdf || !source.jpg)) {
      throw new HttpError(400, CERTIFICATE_MESSAGES.uploadBothFiles, [
        ...(source.pdf ? [] : [{ path: 'pdf', msg: CERTIFICATE_MESSAGES.pdfRequired }]),
        ...(source.jpg ? [] : [{ path: 'jpg', msg: CERTIFICATE_MESSAGES.jpgRequired }]),
      ]);
    }
    if (source.kind === 'upload' && !source.pdf && !source.jpg) {
      throw new HttpError(400, CERTIFICATE_MESSAGES.uploadAFile);
    }

    const previous = subject.certificate;
    const number = previous?.certificate_number ?? makeNumber(now);
    const bytes =
      source.kind === 'upload'
        ? { pdf: source.pdf, jpg: source.jpg }
        : await render({
            certificateNumber: number,
            participantName: subject.participant_name,
            courseName: contentIn(subject.language, subject.course_name, subject.course_name_hi),
            startFrom: subject.start_from,
            endTo: subject.end_to,
            issuedOn: istCalendarDate(previous?.issued_at ?? now),
            verificationUrl: certificateVerificationUrl(deps.publicUrl, number),
            language: subject.language,
          });

    const written: string[] = [];
    try {
      const newFiles: Partial<CertificateFiles> = {};
      for (const extension of ['pdf', 'jpg'] as const) {
        const data = bytes[extension];
        if (!data) continue;
        const key = newPrivateFileKey('certificates', subject.user_id, extension);
        await deps.files.write(key, data);
        written.push(key);
        newFiles[extension] = key;
      }

      const outcome = await deps.db.transaction(async (tx) => {
        const current = await findCertificateSubject(tx, input.applicationId, { lock: true });
        if (!current) throw new HttpError(404, CERTIFICATE_MESSAGES.applicationNotFound);
        if (!current.completed_at) throw new HttpError(409, CERTIFICATE_MESSAGES.notCompleted);
        // Someone issued or re-issued it meanwhile: the files just made may carry another number.
        if (current.certificate?.certificate_number !== previous?.certificate_number) return RETRY;
        const files: CertificateFiles = {
          pdf: newFiles.pdf ?? current.certificate?.pdf ?? null,
          jpg: newFiles.jpg ?? current.certificate?.jpg ?? null,
        };
        if (current.certificate) {
          await updateCertificateFiles(tx, current.certificate.id, files);
        } else {
          const inserted = await insertCertificate(tx, {
            applicationId: current.id,
            certificateNumber: number,
            files,
            issuedBy: input.actorUserId,
            now,
          });
          if (!inserted) return RETRY;
        }
        await setApplicationCertificateFiles(tx, current.id, files);
        await recordAudit(
          tx,
          {
            actorUserId: input.actorUserId,
            action: source.kind === 'generate' ? CERTIFICATE_AUDIT_ACTIONS.generate : CERTIFICATE_AUDIT_ACTIONS.upload,
            entity: 'application',
            entityId: current.id,
            from: current.certificate ? { certificate_number: current.certificate.certificate_number } : null,
            to: { certificate_number: number, files: Object.keys(newFiles) },
          },
          now,
        );
        await enqueueMail(
          tx,
          certificateReadyMail({
            to: current.applicant_email,
            participantName: current.participant_name,
            courseName: current.course_name,
            courseNameHi: current.course_name_hi,
            publicUrl: deps.publicUrl,
            language: current.language,
            certificateNumber: number,
            replaced: Boolean(current.certificate),
          }),
          now,
        );
        const kept = new Set([files.pdf, files.jpg]);
        const dropped = [
          current.certificate?.pdf,
          current.certificate?.jpg,
          current.certificate_pdf,
          current.certificate_jpg,
        ].filter((key): key is string => Boolean(key) && !kept.has(key as string));
        return { dropped };
      });

      if (outcome === RETRY) {
        await deps.files.remove(written);
        continue;
      }
      await removeQuietly(deps.files, outcome.dropped);
      return { certificateNumber: number };
    } catch (error) {
      await removeQuietly(deps.files, written);
      throw error;
    }
  }
  throw new HttpError(409, CERTIFICATE_MESSAGES.changedMeanwhile);
}

/** Removes private files, ignoring keys that are not ours (e.g. an old '/files/...' path) and failures. */
async function removeQuietly(files: PrivateFileStore, keys: readonly string[]) {
  const ours = keys.filter((key) => parsePrivateFileKey(key)?.area === 'certificates');
  await files.remove([...new Set(ours)]).catch(() => undefined);
}
