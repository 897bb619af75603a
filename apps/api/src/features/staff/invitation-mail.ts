import { STAFF_MESSAGES, STAFF_ROLE_LABELS, type StaffRole } from '@iiidem/shared/admin/staff';
import type { OutgoingMail } from '../../lib/mail/mail-outbox';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The invitation of a new staff account: no password travels by mail; the invitee sets one through the
 * portal's password reset (a code mailed to this address), which also verifies the account.
 */
export function invitationMail(
  to: string,
  invitee: { firstName: string; role: StaffRole },
  inviter: string,
  publicUrl: string,
): OutgoingMail {
  const resetUrl = `${publicUrl}/forget-password`;
  const loginUrl = `${publicUrl}/iiidem-login`;
  const role = STAFF_ROLE_LABELS[invitee.role].toLowerCase();
  const paragraphs = [
    `Hello ${invitee.firstName},`,
    `${inviter} has made you a ${role} account on the IIIDEM Portal back office.`,
    `To choose your password, open ${resetUrl}, enter this e-mail address (${to}) and the code we mail you, then your new password.`,
    `Then sign in at ${loginUrl}: you will land on the back office.`,
    'If you did not expect this mail, you can ignore it; nobody can use the account without a code sent to this address.',
    'India International Institute of Democracy and Election Management',
  ];
  const html = `<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; color: #1b1b1b">${[
    `Hello ${escapeHtml(invitee.firstName)},`,
    `${escapeHtml(inviter)} has made you a ${escapeHtml(role)} account on the IIIDEM Portal back office.`,
    `To choose your password, open <a href="${escapeHtml(resetUrl)}">the password reset page</a>, enter this e-mail address (${escapeHtml(to)}) and the code we mail you, then your new password.`,
    `Then <a href="${escapeHtml(loginUrl)}">sign in</a>: you will land on the back office.`,
    'If you did not expect this mail, you can ignore it; nobody can use the account without a code sent to this address.',
    'India International Institute of Democracy and Election Management',
  ]
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('')}</body></html>`;
  return { to, subject: STAFF_MESSAGES.invitationSubject, text: paragraphs.join('\n\n'), html };
}
