import type { Language } from '@iiidem/shared/language';
import { OTP_TTL_SECONDS } from '@iiidem/shared/limits';
import { escapeHtml, htmlMail } from '../../lib/i18n/mail-html';
import { INSTITUTE_NAME } from '../../lib/i18n/texts';
import type { OutgoingMail } from '../../lib/mail/mail-outbox';

/** The mails of the account flows, in the recipient's language: plain text and HTML, the code in the body only. */

export type CodePurpose = 'signup' | 'signin' | 'reset';

type CodeTexts = {
  subject: Record<CodePurpose, string>;
  hello: string;
  /** The sentence before the code, for a purpose (the action is plain text, safe in HTML). */
  codeIs: (purpose: CodePurpose) => string;
  validity: (minutes: number) => string;
  ignore: string;
};

const CODE_TEXTS: Record<Language, CodeTexts> = {
  en: {
    subject: {
      signup: 'Your IIIDEM sign-up OTP',
      signin: 'Your IIIDEM sign-in OTP',
      reset: 'Your IIIDEM password reset OTP',
    },
    hello: 'Hello,',
    codeIs: (purpose) =>
      `Your one-time code (OTP) to ${
        { signup: 'complete your sign-up', signin: 'finish signing in', reset: 'reset your password' }[purpose]
      } on the IIIDEM Portal is:`,
    validity: (minutes) => `It is valid for ${minutes} minutes and can be used once.`,
    ignore: 'If you did not ask for it, you can ignore this mail; nobody can use your account without the code.',
  },
  hi: {
    subject: {
      signup: 'आपका आईआईआईडीईएम साइन अप ओटीपी',
      signin: 'आपका आईआईआईडीईएम लॉग इन ओटीपी',
      reset: 'आपका आईआईआईडीईएम पासवर्ड रीसेट ओटीपी',
    },
    hello: 'नमस्ते,',
    codeIs: (purpose) =>
      `आईआईआईडीईएम पोर्टल पर ${
        { signup: 'अपना साइन अप पूरा करने', signin: 'लॉग इन पूरा करने', reset: 'अपना पासवर्ड रीसेट करने' }[purpose]
      } के लिए आपका वन-टाइम कोड (ओटीपी) है:`,
    validity: (minutes) => `यह ${minutes} मिनट तक मान्य है और केवल एक बार उपयोग किया जा सकता है।`,
    ignore: 'यदि आपने इसका अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें; कोड के बिना कोई भी आपके खाते का उपयोग नहीं कर सकता।',
  },
};

export function codeMail(purpose: CodePurpose, to: string, code: string, language: Language): OutgoingMail {
  const texts = CODE_TEXTS[language];
  const minutes = OTP_TTL_SECONDS / 60;
  const lines = [
    texts.hello,
    `${texts.codeIs(purpose)} ${code}`,
    texts.validity(minutes),
    texts.ignore,
    INSTITUTE_NAME[language],
  ];
  const html = htmlMail(language, [
    texts.hello,
    texts.codeIs(purpose),
    `<strong style="font-size: 1.5em; letter-spacing: 0.2em">${escapeHtml(code)}</strong>`,
    texts.validity(minutes),
    texts.ignore,
    INSTITUTE_NAME[language],
  ]);
  return { to, subject: texts.subject[purpose], text: lines.join('\n\n'), html };
}

type ExistingAccountTexts = {
  subject: string;
  hello: string;
  attempt: string;
  /** The way back, as text (addresses written out) or HTML (the addresses as links). */
  wayBack: (login: string, reset: string) => string;
  wayBackHtml: (loginUrl: string, resetUrl: string) => string;
  notYou: string;
};

const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${label}</a>`;

const EXISTING_ACCOUNT_TEXTS: Record<Language, ExistingAccountTexts> = {
  en: {
    subject: 'Your IIIDEM Portal account',
    hello: 'Hello,',
    attempt: 'Someone tried to sign up on the IIIDEM Portal with this e-mail address, which already has an account.',
    wayBack: (login, reset) => `If it was you, sign in at ${login}, or reset your password at ${reset}.`,
    wayBackHtml: (login, reset) =>
      `If it was you, ${link(login, 'sign in')}, or ${link(reset, 'reset your password')}.`,
    notYou: 'If it was not you, you can ignore this mail.',
  },
  hi: {
    subject: 'आपका आईआईआईडीईएम पोर्टल खाता',
    hello: 'नमस्ते,',
    attempt: 'किसी ने इस ईमेल पते से आईआईआईडीईएम पोर्टल पर साइन अप करने का प्रयास किया, जिसका खाता पहले से मौजूद है।',
    wayBack: (login, reset) => `यदि यह आप थे, तो ${login} पर लॉग इन करें, या ${reset} पर अपना पासवर्ड रीसेट करें।`,
    wayBackHtml: (login, reset) =>
      `यदि यह आप थे, तो ${link(login, 'लॉग इन करें')}, या ${link(reset, 'अपना पासवर्ड रीसेट करें')}।`,
    notYou: 'यदि यह आप नहीं थे, तो इस ईमेल को अनदेखा करें।',
  },
};

/** Sent instead of a code when someone signs up with the address of an existing account. */
export function existingAccountMail(to: string, publicUrl: string, language: Language): OutgoingMail {
  const texts = EXISTING_ACCOUNT_TEXTS[language];
  const loginUrl = `${publicUrl}/iiidem-login`;
  const resetUrl = `${publicUrl}/forget-password`;
  const text = [
    texts.hello,
    texts.attempt,
    texts.wayBack(loginUrl, resetUrl),
    texts.notYou,
    INSTITUTE_NAME[language],
  ].join('\n\n');
  const html = htmlMail(language, [
    texts.hello,
    texts.attempt,
    texts.wayBackHtml(loginUrl, resetUrl),
    texts.notYou,
    INSTITUTE_NAME[language],
  ]);
  return { to, subject: texts.subject, text, html };
}
