import { PRODUCT_NAME } from '@iiidem/shared/constants';
import type { OutgoingMail } from '../../lib/mail/mail-outbox';

/** Mails of completion and certificates: plain text and HTML, user text escaped. */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function mail(to: string, subject: string, paragraphs: readonly string[], link: { url: string; label: string }) {
  const text = [...paragraphs, `${link.label}: ${link.url}`, PRODUCT_NAME].join('\n\n');
  const html = `<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; color: #1b1b1b">${[
    ...paragraphs.map(escapeHtml),
    `<a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`,
    escapeHtml(PRODUCT_NAME),
  ]
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('')}</body></html>`;
  return { to, subject, text, html } satisfies OutgoingMail;
}

type MailSubject = { to: string; participantName: string; courseName: string; publicUrl: string };

function dashboardLink(publicUrl: string) {
  return { url: `${publicUrl.replace(/\/+$/, '')}/dashboard`, label: 'Open My Courses' };
}

/** The applicant's course is marked completed. */
export function completionMail(subject: MailSubject): OutgoingMail {
  return mail(
    subject.to,
    'Your IIIDEM course is completed',
    [
      `Dear ${subject.participantName},`,
      `The institute has marked your course "${subject.courseName}" as completed. It is now listed under Completed in My Courses on the IIIDEM Portal.`,
      'We will let you know when your certificate is ready.',
    ],
    dashboardLink(subject.publicUrl),
  );
}

/** The certificate can be opened from My Courses (first issue, or new files for the same certificate). */
export function certificateReadyMail(
  subject: MailSubject & { certificateNumber: string; replaced: boolean },
): OutgoingMail {
  return mail(
    subject.to,
    subject.replaced ? 'Your IIIDEM certificate was updated' : 'Your IIIDEM certificate is ready',
    [
      `Dear ${subject.participantName},`,
      subject.replaced
        ? `The certificate for "${subject.courseName}" (number ${subject.certificateNumber}) was updated.`
        : `Your certificate for "${subject.courseName}" is ready (number ${subject.certificateNumber}).`,
      'Sign in to the IIIDEM Portal and open it, as a PDF or an image, under Completed in My Courses.',
    ],
    dashboardLink(subject.publicUrl),
  );
}
