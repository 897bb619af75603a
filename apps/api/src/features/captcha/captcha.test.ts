import { CAPTCHA_ALPHABET } from '@iiidem/shared/limits';
import { MESSAGES } from '@iiidem/shared/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, useTestApp } from '../../../test/build-test-app';
import { ACCOUNT_TEST_ENV, TEST_CAPTCHA_ANSWER, uniqueEmail, useManualClock } from '../../../test/support/accounts';
import { captchaChallenges } from '../../db/schema/accounts';
import { consumeCaptcha, issueCaptcha } from '../../lib/captcha/captcha.repository';
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

describe('captchas without a test answer', () => {
  it('draws 6 random characters from A-Z a-z 0-9 and checks them case-sensitively', async () => {
    const now = new Date('2026-03-02T10:00:00Z');
    const answers = new Set<string>();
    for (let round = 0; round < 20; round++) {
      const issued = await issueCaptcha(ctx.database.db, now);
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

  it('answers 429 with Retry-After past the per-address limit', async () => {
    for (let index = 0; index < 3; index++) {
      expect((await limited.app.inject({ method: 'POST', url: '/api/captcha' })).statusCode).toBe(201);
    }
    const over = await limited.app.inject({ method: 'POST', url: '/api/captcha' });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
