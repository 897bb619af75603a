import { OTP_TTL_SECONDS } from '@iiidem/shared/limits';
import type { OutgoingMail } from '../../lib/mail/mail-outbox';

/** The mails of the account flows: plain text and HTML, the code in the body (never in the subject). */

const PURPOSE_TEXT = {
  signup: { subject: 'Your IIIDEM sign-up OTP', action: 'complete your sign-up' },
  signin: { subject: 'Your IIIDEM sign-in OTP', action: 'finish signing in' },
  reset: { subject: 'Your IIIDEM password reset OTP', action: 'reset your password' },
} as const;

export type CodePurpose = keyof typeof PURPOSE_TEXT;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function htmlPage(paragraphs: string[]): string {
  return `<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; color: #1b1b1b">${paragraphs
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('')}</body></html>`;
}

export function codeMail(purpose: CodePurpose, to: string, code: string): OutgoingMail {
  const { subject, action } = PURPOSE_TEXT[purpose];
  const minutes = OTP_TTL_SECONDS / 60;
  const lines = [
    'Hello,',
    `Your one-time code (OTP) to ${action} on the IIIDEM Portal is: ${code}`,
    `It is valid for ${minutes} minutes and can be used once.`,
    'If you did not ask for it, you can ignore this mail; nobody can use your account without the code.',
    'India International Institute of Democracy and Election Management',
  ];
  const html = htmlPage([
    'Hello,',
    `Your one-time code (OTP) to ${escapeHtml(action)} on the IIIDEM Portal is:`,
    `<strong style="font-size: 1.5em; letter-spacing: 0.2em">${escapeHtml(code)}</strong>`,
    `It is valid for ${minutes} minutes and can be used once.`,
    'If you did not ask for it, you can ignore this mail; nobody can use your account without the code.',
    'India International Institute of Democracy and Election Management',
  ]);
  return { to, subject, text: lines.join('\n\n'), html };
}

/** Sent instead of a code when someone signs up with the address of an existing account. */
export function existingAccountMail(to: string, publicUrl: string): OutgoingMail {
  const loginUrl = `${publicUrl}/iiidem-login`;
  const resetUrl = `${publicUrl}/forget-password`;
  const text = [
    'Hello,',
    'Someone tried to sign up on the IIIDEM Portal with this e-mail address, which already has an account.',
    `If it was you, sign in at ${loginUrl}, or reset your password at ${resetUrl}.`,
    'If it was not you, you can ignore this mail.',
    'India International Institute of Democracy and Election Management',
  ].join('\n\n');
  const html = htmlPage([
    'Hello,',
    'Someone tried to sign up on the IIIDEM Portal with this e-mail address, which already has an account.',
    `If it was you, <a href="${escapeHtml(loginUrl)}">sign in</a>, or <a href="${escapeHtml(resetUrl)}">reset your password</a>.`,
    'If it was not you, you can ignore this mail.',
    'India International Institute of Democracy and Election Management',
  ]);
  return { to, subject: 'Your IIIDEM Portal account', text, html };
}
