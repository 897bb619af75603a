import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { ACCOUNT_TEST_ENV, captcha } from '../../../test/support/accounts';

/** The feedback form shares the public forms' per-address limit (AUTH_RATE_LIMIT_PER_MINUTE). */
const ctx = useTestApp({ env: { ...ACCOUNT_TEST_ENV, AUTH_RATE_LIMIT_PER_MINUTE: '2' } });

describe('POST /api/feedback rate limit', () => {
  it('answers 429 in the error shape, with Retry-After, once an address has sent its limit in a minute', async () => {
    const send = async () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/feedback',
        payload: {
          name: 'Asha Rao',
          email: 'asha.limit@example.org',
          category: 'other',
          message: 'Hello',
          consent: true,
          ...(await captcha(ctx.app)),
        },
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().success).toBe(false);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
