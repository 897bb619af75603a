import { randomInt } from 'node:crypto';
import {
  CERTIFICATE_AUDIT_ACTIONS,
  CERTIFICATE_MESSAGES,
  CERTIFICATE_NUMBER_ALPHABET,
  CERTIFICATE_NUMBER_RANDOM_LENGTH,
  certificateVerificationUrl,
  formatCertificateNumber,
  isCourseHeld,
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
  type CertificateStatement,
  type CertificateSubject,
  findCertificateSubject,
  insertCertificate,
  markReplaced,
  revokeCertificateRow,
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

export type IssueCertificateInput = {
  applicationId: number;
  actorUserId: number;
  source: CertificateSource;
  /**
   * Reissue (issue 19): revoke the certificate in force for this reason and issue a new one with a new number
   * (the old number then verifies as revoked and replaced). Without it, a certificate in force is redrawn with
   * its number and statement kept.
   */
  reissueReason?: string;
};

/** What a new certificate states: the participant and the course as they are when it is issued. */
function statementOf(subject: CertificateSubject): CertificateStatement {
  return {
    holder_name: subject.participant_name,
    course_name: subject.course_name,
    course_name_hi: subject.course_name_hi,
    held_from: subject.held_from,
    held_to: subject.held_to,
    location: subject.location,
    location_hi: subject.location_hi,
  };
}

/** 409 unless the application is completed, and for a new certificate the course held (or completed early with a reason). */
function assertIssuable(subject: CertificateSubject, newCertificate: boolean, now: Date) {
  if (!subject.completed_at) throw new HttpError(409, CERTIFICATE_MESSAGES.notCompleted);
  if (newCertificate && !subject.completed_early_reason && !isCourseHeld(subject.held_from, istCalendarDate(now))) {
    throw new HttpError(409, CERTIFICATE_MESSAGES.notHeldForCertificate);
  }
}

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
    const reissue = input.reissueReason !== undefined;
    if (reissue && !subject.certificate) throw new HttpError(409, CERTIFICATE_MESSAGES.noCertificateInForce);
    // The certificate in force that this issue redraws (a reissue replaces it with a new one instead).
    const redrawn = reissue ? null : subject.certificate;
    assertIssuable(subject, !redrawn, now);
    const { source } = input;
    if (source.kind === 'upload' && !redrawn && (!source.pdf || !source.jpg)) {
      throw new HttpError(400, CERTIFICATE_MESSAGES.uploadBothFiles, [
        ...(source.pdf ? [] : [{ path: 'pdf', msg: CERTIFICATE_MESSAGES.pdfRequired }]),
        ...(source.jpg ? [] : [{ path: 'jpg', msg: CERTIFICATE_MESSAGES.jpgRequired }]),
      ]);
    }
    if (source.kind === 'upload' && !source.pdf && !source.jpg) {
      throw new HttpError(400, CERTIFICATE_MESSAGES.uploadAFile);
    }

    const previous = subject.certificate;
    const number = redrawn?.certificate_number ?? makeNumber(now);
    const statement = redrawn?.statement ?? statementOf(subject);
    const bytes =
      source.kind === 'upload'
        ? { pdf: source.pdf, jpg: source.jpg }
        : await render({
            certificateNumber: number,
            participantName: statement.holder_name,
            courseName: contentIn(subject.language, statement.course_name, statement.course_name_hi),
            heldFrom: statement.held_from,
            heldTo: statement.held_to,
            place: statement.location ? contentIn(subject.language, statement.location, statement.location_hi) : '',
            issuedOn: istCalendarDate(redrawn?.issued_at ?? now),
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
        // Someone issued, re-issued or revoked it meanwhile: the files just made may carry another number.
        if (current.certificate?.certificate_number !== previous?.certificate_number) return RETRY;
        assertIssuable(current, !redrawn, now);
        const kept = redrawn ? current.certificate : null;
        const files: CertificateFiles = {
          pdf: newFiles.pdf ?? kept?.pdf ?? null,
          jpg: newFiles.jpg ?? kept?.jpg ?? null,
        };
        if (kept) {
          await updateCertificateFiles(tx, kept.id, files);
        } else {
          if (current.certificate && input.reissueReason !== undefined) {
            await revokeCertificateRow(tx, {
              certificateId: current.certificate.id,
              applicationId: current.id,
              reason: input.reissueReason,
              revokedBy: input.actorUserId,
              now,
            });
          }
          const insertedId = await insertCertificate(tx, {
            applicationId: current.id,
            certificateNumber: number,
            files,
            issuedBy: input.actorUserId,
            now,
            statement,
          });
          if (insertedId === undefined) return RETRY;
          await markReplaced(tx, current.id, insertedId);
        }
        await setApplicationCertificateFiles(tx, current.id, files);
        await recordAudit(
          tx,
          {
            actorUserId: input.actorUserId,
            action: reissue
              ? CERTIFICATE_AUDIT_ACTIONS.reissue
              : source.kind === 'generate'
                ? CERTIFICATE_AUDIT_ACTIONS.generate
                : CERTIFICATE_AUDIT_ACTIONS.upload,
            entity: 'application',
            entityId: current.id,
            from: current.certificate ? { certificate_number: current.certificate.certificate_number } : null,
            to: { certificate_number: number, files: Object.keys(newFiles) },
            ...(reissue ? { note: input.reissueReason } : {}),
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
            replaced: Boolean(kept),
            reissued: reissue,
          }),
          now,
        );
        // A redraw's replaced files go; a revoked certificate keeps its files as the record of what was issued.
        const inUse = new Set([files.pdf, files.jpg]);
        const dropped = (kept ? [kept.pdf, kept.jpg, current.certificate_pdf, current.certificate_jpg] : []).filter(
          (key): key is string => Boolean(key) && !inUse.has(key as string),
        );
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
