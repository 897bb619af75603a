import type { Language } from '@iiidem/shared/language';
import { escapeHtml, htmlMail } from '../../lib/i18n/mail-html';
import { INSTITUTE_NAME } from '../../lib/i18n/texts';
import type { OutgoingMail } from '../../lib/mail/mail-outbox';

/** The mails that close a person's deletion request (issue 17), in the account's language. */

const ERASED_TEXTS: Record<Language, { subject: string; lines: string[] }> = {
  en: {
    subject: 'Your IIIDEM Portal account has been deleted',
    lines: [
      'Hello,',
      'As you asked, your account on the IIIDEM Portal has been deleted. Your name, e-mail address, mobile number, photos, documents and other personal details have been removed; your applications are kept only as anonymous figures for statistics.',
      'This is the last mail we send to this address: it is removed from our records once this mail is sent.',
    ],
  },
  hi: {
    subject: 'आपका आईआईआईडीईएम पोर्टल खाता हटा दिया गया है',
    lines: [
      'नमस्ते,',
      'आपके अनुरोध के अनुसार, आईआईआईडीईएम पोर्टल पर आपका खाता हटा दिया गया है। आपका नाम, ईमेल पता, मोबाइल नंबर, फ़ोटो, दस्तावेज़ और अन्य व्यक्तिगत विवरण हटा दिए गए हैं; आपके आवेदन केवल आँकड़ों के लिए बेनाम संख्याओं के रूप में रखे गए हैं।',
      'यह इस पते पर भेजा जाने वाला अंतिम ईमेल है: इसके भेजे जाने के बाद यह पता हमारे अभिलेखों से हटा दिया जाता है।',
    ],
  },
};

/** The account is erased: sent to the address it had, and the outbox row is deleted once sent. */
export function accountErasedMail(to: string, language: Language): OutgoingMail {
  const texts = ERASED_TEXTS[language];
  const lines = [...texts.lines, INSTITUTE_NAME[language]];
  return {
    to,
    subject: texts.subject,
    text: lines.join('\n\n'),
    html: htmlMail(language, lines.map(escapeHtml)),
    eraseWhenSent: true,
  };
}

const DECLINED_TEXTS: Record<Language, { subject: string; intro: string; reason: string; contact: string }> = {
  en: {
    subject: 'Your request to delete your IIIDEM Portal account',
    intro: 'Hello,\n\nWe cannot delete your account on the IIIDEM Portal at present, for this reason:',
    reason: 'Reason:',
    contact:
      'Your data stays protected and is used only for the purpose it was given for. You can download all of it from your profile, and you may write to the institute if you disagree.',
  },
  hi: {
    subject: 'आपका आईआईआईडीईएम पोर्टल खाता हटाने का अनुरोध',
    intro: 'नमस्ते,\n\nहम अभी आईआईआईडीईएम पोर्टल पर आपका खाता नहीं हटा सकते, इस कारण से:',
    reason: 'कारण:',
    contact:
      'आपका डेटा सुरक्षित रहता है और केवल उसी उद्देश्य के लिए उपयोग किया जाता है जिसके लिए वह दिया गया था। आप अपनी प्रोफ़ाइल से यह सारा डेटा डाउनलोड कर सकते हैं, और असहमत होने पर संस्थान को लिख सकते हैं।',
  },
};

/** The request was declined, with the staff member's reason (as typed, in the language staff wrote it). */
export function deletionDeclinedMail(to: string, language: Language, reason: string): OutgoingMail {
  const texts = DECLINED_TEXTS[language];
  const text = [texts.intro, `${texts.reason} ${reason}`, texts.contact, INSTITUTE_NAME[language]].join('\n\n');
  const html = htmlMail(language, [
    ...texts.intro.split('\n\n').map(escapeHtml),
    `${escapeHtml(texts.reason)} ${escapeHtml(reason)}`,
    escapeHtml(texts.contact),
    INSTITUTE_NAME[language],
  ]);
  return { to, subject: texts.subject, text, html };
}
