import { LANGUAGE_MESSAGES } from '@iiidem/shared/accounts/language';
import { API_ERRORS } from '@iiidem/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import {
  ACCOUNT_TEST_ENV,
  bearer,
  captcha,
  codeIn,
  createVerifiedUser,
  latestMail,
  postSignIn,
  signIn,
  signupBody,
  uniqueEmail,
} from '../../../test/support/accounts';
import { users } from '../../db/schema/accounts';

const ctx = useTestApp({ env: { ...ACCOUNT_TEST_ENV, PUBLIC_URL: 'https://portal.example.org' } });

async function languageOf(email: string) {
  const [row] = await ctx.database.db.select({ language: users.language }).from(users).where(eq(users.email_id, email));
  return row?.language;
}

async function signUpWithCookie(email: string, cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/accounts/signup',
    headers: cookie ? { cookie } : {},
    payload: { ...signupBody({ email_id: email }), ...(await captcha(ctx.app)) },
  });
}

function putLanguage(payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'PUT', url: '/api/language', headers, payload: payload as object });
}

describe('sign-up in the visitor language', () => {
  it('stores the lang cookie of the sign-up as the account language and mails the code in Hindi', async () => {
    const email = uniqueEmail('hindi');
    const response = await signUpWithCookie(email, 'theme=dark; lang=hi');
    expect(response.statusCode).toBe(201);
    expect(await languageOf(email)).toBe('hi');

    const mail = await latestMail(ctx.database.db, email);
    expect(mail?.subject).toBe('आपका आईआईआईडीईएम साइन अप ओटीपी');
    expect(mail?.text_body).toContain('आईआईआईडीईएम पोर्टल पर अपना साइन अप पूरा करने के लिए आपका वन-टाइम कोड (ओटीपी) है:');
    expect(mail?.text_body).toContain('यह 2 मिनट तक मान्य है और केवल एक बार उपयोग किया जा सकता है।');
    expect(mail?.text_body).toContain('भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान');
    expect(codeIn(mail?.text_body)).toMatch(/^\d{6}$/);
    expect(mail?.html_body).toContain('<html lang="hi">');
  });

  it('keeps English without the cookie, or with a cookie naming no language', async () => {
    for (const cookie of [undefined, 'lang=fr']) {
      const email = uniqueEmail('english');
      expect((await signUpWithCookie(email, cookie)).statusCode).toBe(201);
      expect(await languageOf(email)).toBe('en');
      const mail = await latestMail(ctx.database.db, email);
      expect(mail?.subject).toBe('Your IIIDEM sign-up OTP');
      expect(mail?.html_body).toContain('<html lang="en">');
    }
  });

  it("mails an existing account's owner the notice in the account's language", async () => {
    const owner = await createVerifiedUser(ctx.app, ctx.database.db);
    await ctx.database.db.update(users).set({ language: 'hi' }).where(eq(users.email_id, owner.email));
    // Whoever signs up again (here in English) does not choose the owner's language.
    expect((await signUpWithCookie(owner.email, 'lang=en')).statusCode).toBe(201);
    expect(await languageOf(owner.email)).toBe('hi');
    const mail = await latestMail(ctx.database.db, owner.email);
    expect(mail?.subject).toBe('आपका आईआईआईडीईएम पोर्टल खाता');
    expect(mail?.text_body).toContain(
      'किसी ने इस ईमेल पते से आईआईआईडीईएम पोर्टल पर साइन अप करने का प्रयास किया, जिसका खाता पहले से मौजूद है।',
    );
    expect(mail?.text_body).toContain(
      'यदि यह आप थे, तो https://portal.example.org/iiidem-login पर लॉग इन करें, या https://portal.example.org/forget-password पर अपना पासवर्ड रीसेट करें।',
    );
    expect(mail?.html_body).toContain('<a href="https://portal.example.org/iiidem-login">लॉग इन करें</a>');
  });
});

describe('PUT /api/language', () => {
  it('needs a session', async () => {
    const response = await putLanguage({ language: 'hi' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: API_ERRORS.unauthorized });
  });

  it('refuses anything but en or hi, with a message', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const token = await signIn(ctx.app, ctx.database.db, user.email, user.password);
    for (const payload of [{ language: 'fr' }, {}, { language: 'hi', extra: 1 }, { language: 2 }]) {
      const response = await putLanguage(payload, bearer(token));
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect((await putLanguage({ language: 'fr' }, bearer(token))).body).toContain(LANGUAGE_MESSAGES.languageInvalid);
    expect(await languageOf(user.email)).toBe('en');
  });

  it('sets the account language, and the next mails follow it (sign-in and password reset codes)', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const token = await signIn(ctx.app, ctx.database.db, user.email, user.password);

    const toHindi = await putLanguage({ language: 'hi' }, bearer(token));
    expect(toHindi.statusCode).toBe(200);
    expect(toHindi.json()).toEqual({
      success: true,
      message: LANGUAGE_MESSAGES.languageSaved,
      data: { language: 'hi' },
    });
    expect(await languageOf(user.email)).toBe('hi');

    expect((await postSignIn(ctx.app, user.email, user.password)).statusCode).toBe(200);
    const signInMail = await latestMail(ctx.database.db, user.email);
    expect(signInMail?.subject).toBe('आपका आईआईआईडीईएम लॉग इन ओटीपी');
    expect(signInMail?.text_body).toContain('आईआईआईडीईएम पोर्टल पर लॉग इन पूरा करने के लिए आपका वन-टाइम कोड (ओटीपी) है:');
    expect(codeIn(signInMail?.text_body)).toMatch(/^\d{6}$/);

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: user.email, ...(await captcha(ctx.app)) },
    });
    expect(reset.statusCode).toBe(200);
    const resetMail = await latestMail(ctx.database.db, user.email);
    expect(resetMail?.subject).toBe('आपका आईआईआईडीईएम पासवर्ड रीसेट ओटीपी');
    expect(resetMail?.text_body).toContain(
      'आईआईआईडीईएम पोर्टल पर अपना पासवर्ड रीसेट करने के लिए आपका वन-टाइम कोड (ओटीपी) है:',
    );
    expect(resetMail?.text_body).toContain(
      'यदि आपने इसका अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें; कोड के बिना कोई भी आपके खाते का उपयोग नहीं कर सकता।',
    );

    const back = await putLanguage({ language: 'en' }, bearer(token));
    expect(back.json().data).toEqual({ language: 'en' });
    expect(await languageOf(user.email)).toBe('en');
    expect((await postSignIn(ctx.app, user.email, user.password)).statusCode).toBe(200);
    expect((await latestMail(ctx.database.db, user.email))?.subject).toBe('Your IIIDEM sign-in OTP');
  });
});
