import { randomBytes } from 'node:crypto';
import { CAPTCHA_ALPHABET } from '@iiidem/shared/limits';
import { MESSAGES } from '@iiidem/shared/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, useTestApp } from '../../../test/build-test-app';
import { ACCOUNT_TEST_ENV, TEST_CAPTCHA_ANSWER, uniqueEmail, useManualClock } from '../../../test/support/accounts';
import { decodeCaptchaAudio } from '../../../test/support/captcha-audio-decoder';
import { captchaChallenges } from '../../db/schema/accounts';
import { consumeCaptcha, issueCaptcha } from '../../lib/captcha/captcha.repository';
import { captchaAnswersFrom } from '../../lib/captcha/captcha-answer';
import { loadCaptchaVoice } from './captcha-audio';
import { glyphCells, hasGlyph } from './captcha-font';
import { captchaSvg } from './captcha-image';

const ctx = useTestApp({ env: ACCOUNT_TEST_ENV });
const time = useManualClock();

async function newCaptcha() {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/captcha' });
  expect(response.statusCode).toBe(201);
  return response.json().data as {
    captcha_id: string;
    image: string;
    width: number;
    height: number;
    expires_in: number;
    audio: string;
  };
}

function resetRequest(captchaId: string, answer: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/password-reset',
    payload: { email: uniqueEmail(), captcha_id: captchaId, captcha: answer },
  });
}

describe('POST /api/captcha', () => {
  it('issues a 180 x 50 PNG (drawn at 2x) with an id, valid 5 minutes, without the answer in the answer', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/captcha' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data).toMatchObject({ width: 180, height: 50, expires_in: 300 });
    expect(data.audio).toBe(`/api/captcha/${data.captcha_id}/audio?lang=en`);
    expect(data.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(data.image.slice('data:image/png;base64,'.length), 'base64');
    const metadata = await sharp(png).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 360, height: 100 });
    expect(response.body).not.toContain(TEST_CAPTCHA_ANSWER);
  });

  it('keeps only a hash of the answer', async () => {
    await newCaptcha();
    const rows = await ctx.database.db.select().from(captchaChallenges);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(TEST_CAPTCHA_ANSWER);
    }
  });

  it("accepts the right answer once; a replay is 'Invalid captcha'", async () => {
    const { captcha_id } = await newCaptcha();
    expect((await resetRequest(captcha_id, TEST_CAPTCHA_ANSWER)).statusCode).toBe(200);
    const replay = await resetRequest(captcha_id, TEST_CAPTCHA_ANSWER);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      success: false,
      message: 'Invalid captcha',
      errors: [{ path: 'captcha', msg: 'Invalid captcha' }],
    });
  });

  it('is case-sensitive, and a wrong guess uses the captcha up', async () => {
    const { captcha_id } = await newCaptcha();
    expect((await resetRequest(captcha_id, TEST_CAPTCHA_ANSWER.toLowerCase())).json().message).toBe('Invalid captcha');
    expect((await resetRequest(captcha_id, TEST_CAPTCHA_ANSWER)).json().message).toBe('Invalid captcha');
  });

  it("expires after 5 minutes: 'Invalid captcha' at 301 s, accepted at 299 s", async () => {
    const late = await newCaptcha();
    const onTime = await newCaptcha();
    time.advanceSeconds(299);
    expect((await resetRequest(onTime.captcha_id, TEST_CAPTCHA_ANSWER)).statusCode).toBe(200);
    time.advanceSeconds(2);
    expect((await resetRequest(late.captcha_id, TEST_CAPTCHA_ANSWER)).json().message).toBe('Invalid captcha');
    expect(MESSAGES.invalidCaptchaLogin).toBe('Invalid captcha');
  });

  it('refuses unknown ids', async () => {
    expect((await resetRequest('00000000-0000-0000-0000-000000000000', TEST_CAPTCHA_ANSWER)).statusCode).toBe(400);
    expect((await resetRequest('not-a-uuid', TEST_CAPTCHA_ANSWER)).json().message).toBe('Invalid captcha');
  });
});

describe('GET /api/captcha/:id/audio', () => {
  function audioOf(app: TestApp['app'], url: string) {
    return app.inject({ method: 'GET', url });
  }

  it('speaks the challenge: a WAV never cached, whose characters are the answer, in English or Hindi', async () => {
    const { audio, captcha_id } = await newCaptcha();
    const english = await audioOf(ctx.app, audio);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('audio/wav');
    expect(english.headers['cache-control']).toBe('no-store');
    expect(decodeCaptchaAudio(english.rawPayload, await loadCaptchaVoice('en'))).toBe(TEST_CAPTCHA_ANSWER);
    const hindi = await audioOf(ctx.app, `/api/captcha/${captcha_id}/audio?lang=hi`);
    expect(hindi.statusCode).toBe(200);
    expect(decodeCaptchaAudio(hindi.rawPayload, await loadCaptchaVoice('hi'))).toBe(TEST_CAPTCHA_ANSWER);
    // Listening does not use the challenge up: the answer is still accepted.
    expect((await resetRequest(captcha_id, TEST_CAPTCHA_ANSWER)).statusCode).toBe(200);
  });

  it('is gone (404) once the challenge is used, right or wrong, and once it has expired', async () => {
    const right = await newCaptcha();
    const wrong = await newCaptcha();
    const late = await newCaptcha();
    expect((await resetRequest(right.captcha_id, TEST_CAPTCHA_ANSWER)).statusCode).toBe(200);
    expect((await resetRequest(wrong.captcha_id, 'nope12')).statusCode).toBe(400);
    time.advanceSeconds(301);
    for (const used of [right, wrong, late]) {
      const response = await audioOf(ctx.app, used.audio);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Not found.' });
    }
  });

  it('answers 404 for unknown ids and 400 for a bad id or language, in the error shape', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const response = await audioOf(ctx.app, `/api/captcha/${encodeURIComponent(id)}/audio`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: 'Not found.' });
    }
    const { captcha_id } = await newCaptcha();
    for (const url of [`/api/captcha/${'x'.repeat(65)}/audio`, `/api/captcha/${captcha_id}/audio?lang=fr`]) {
      const response = await audioOf(ctx.app, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
  });
});

describe('captchas without a test answer', () => {
  let real: TestApp;
  beforeAll(async () => {
    real = await buildTestApp({ env: { CAPTCHA_RATE_LIMIT_PER_MINUTE: '100' } });
  });
  afterAll(async () => {
    await real.close();
  });

  it('speaks the same random answer the picture shows: typing what was heard passes the check', async () => {
    const issued = await real.app.inject({ method: 'POST', url: '/api/captcha' });
    const { captcha_id, audio } = issued.json().data;
    const heard = decodeCaptchaAudio(
      (await real.app.inject({ method: 'GET', url: audio })).rawPayload,
      await loadCaptchaVoice('en'),
    );
    expect(heard).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(heard).not.toBe(TEST_CAPTCHA_ANSWER);
    const reset = await real.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: uniqueEmail(), captcha_id, captcha: heard },
    });
    expect(reset.json().message).not.toBe('Invalid captcha');
    expect(reset.statusCode).toBe(200);
  });

  it('derives a different answer for every id, and the same one again for the same id and secret', () => {
    const answerOf = captchaAnswersFrom(randomBytes(32).toString('hex'));
    const answers = new Set(Array.from({ length: 50 }, (_, index) => answerOf(`id-${index}`)));
    expect(answers.size).toBe(50);
    expect(answerOf('id-1')).toBe(answerOf('id-1'));
    expect(captchaAnswersFrom(randomBytes(32).toString('hex'))('id-1')).not.toBe(answerOf('id-1'));
  });

  it('draws 6 random characters from A-Z a-z 0-9 and checks them case-sensitively', async () => {
    const now = new Date('2026-03-02T10:00:00Z');
    const answers = new Set<string>();
    for (let round = 0; round < 20; round++) {
      const issued = await issueCaptcha(ctx.database.db, now, captchaAnswersFrom(randomBytes(32).toString('hex')));
      expect(issued.answer).toMatch(/^[A-Za-z0-9]{6}$/);
      answers.add(issued.answer);
      if (round === 0) {
        const swapped = issued.answer
          .replace(/[a-z]/g, (c) => c.toUpperCase())
          .replace(/[A-Z]/, (c) => c.toLowerCase());
        if (swapped !== issued.answer)
          expect(await consumeCaptcha(ctx.database.db, issued.id, swapped, now)).toBe(false);
      } else {
        expect(await consumeCaptcha(ctx.database.db, issued.id, issued.answer, now)).toBe(true);
      }
    }
    expect(answers.size).toBeGreaterThan(15);
  });

  it('has a glyph for every character of the alphabet and draws no text into the SVG', () => {
    for (const character of CAPTCHA_ALPHABET) {
      expect(hasGlyph(character)).toBe(true);
      expect(glyphCells(character).length).toBeGreaterThan(3);
    }
    const svg = captchaSvg('AbC123');
    expect(svg).not.toMatch(/<text/);
    expect(svg).not.toContain('AbC123');
    expect(svg).toContain('width="180" height="50"');
  });
});

describe('captcha rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ env: { CAPTCHA_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 with Retry-After past the per-address limit, for the audio too', async () => {
    for (let index = 0; index < 3; index++) {
      expect((await limited.app.inject({ method: 'POST', url: '/api/captcha' })).statusCode).toBe(201);
    }
    const over = await limited.app.inject({ method: 'POST', url: '/api/captcha' });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const audio = '/api/captcha/00000000-0000-0000-0000-000000000000/audio';
    for (let index = 0; index < 3; index++) {
      expect((await limited.app.inject({ method: 'GET', url: audio })).statusCode).toBe(404);
    }
    expect((await limited.app.inject({ method: 'GET', url: audio })).statusCode).toBe(429);
  });
});
