import { applicationStatusLabel } from '@iiidem/shared/admin/applications';
import type { OutgoingMail } from '../../lib/mail/mail-outbox';

/** The mail an applicant gets when staff change the status of their application (through the outbox). */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export type StatusMailInput = {
  to: string;
  name: string;
  courseName: string;
  status: number;
  note?: string | null;
  /** PUBLIC_URL: the mail links to <publicUrl>/dashboard. */
  publicUrl: string;
};

export function applicationStatusMail(input: StatusMailInput): OutgoingMail {
  const label = applicationStatusLabel(input.status);
  const dashboardUrl = `${input.publicUrl.replace(/\/+$/, '')}/dashboard`;
  const greeting = `Dear ${input.name},`;
  const news = `The status of your application for "${input.courseName}" is now: ${label}.`;
  const note = input.note ? `Note from the institute: ${input.note}` : undefined;
  const link = `You can follow your applications under My Courses: ${dashboardUrl}`;
  const signature = 'India International Institute of Democracy and Election Management';
  const text = [greeting, news, note, link, signature].filter(Boolean).join('\n\n');
  const html = `<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; color: #1b1b1b">${[
    escapeHtml(greeting),
    `The status of your application for &quot;${escapeHtml(input.courseName)}&quot; is now: <strong>${escapeHtml(label)}</strong>.`,
    note ? `Note from the institute: ${escapeHtml(input.note ?? '')}` : undefined,
    `You can follow your applications under <a href="${escapeHtml(dashboardUrl)}">My Courses</a>.`,
    signature,
  ]
    .filter(Boolean)
    .map((paragraph) => `<p style="white-space: pre-line">${paragraph}</p>`)
    .join('')}</body></html>`;
  // The course name is typed by staff: no line breaks in a subject line.
  const subject = `Your IIIDEM application: ${label} (${input.courseName})`.replace(/[\r\n]+/g, ' ');
  return { to: input.to, subject, text, html };
}
