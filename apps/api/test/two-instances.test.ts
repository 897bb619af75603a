import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_TEST_ENV,
  bearer,
  captcha,
  GOOD_PASSWORD,
  latestCode,
  signupBody,
  uniqueEmail,
} from './support/accounts';
import { multipart, sampleImage } from './support/nominations';
import {
  createServerDatabase,
  type ServerDatabase,
  type ServerInstance,
  startInstance,
} from './support/server-database';

/**
 * Two portal instances on one PostgreSQL database, as behind a load balancer: every step of an applicant's
 * journey goes to the other instance than the step before, and the per-address limit counts across both.
 */

const AUTH_LIMIT = 10;
let database: ServerDatabase;
let instances: [ServerInstance, ServerInstance];

beforeAll(async () => {
  database = await createServerDatabase();
  const env = {
    ...ACCOUNT_TEST_ENV,
    AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
    FILE_LINK_SECRET: 'two-instances-share-this-file-link-secret-0123456789',
  };
  instances = [await startInstance(database.url, env), await startInstance(database.url, env)];
});

afterAll(async () => {
  await Promise.all((instances ?? []).map((instance) => instance.close()));
  await database?.drop();
});

/** Instance 0 for even steps, 1 for odd ones. */
function on(step: number) {
  return instances[step % 2]?.app as ServerInstance['app'];
}

describe('two instances on one PostgreSQL database', () => {
  it('take an applicant from sign-up to a profile photo, each step on the other instance', async () => {
    const db = instances[0].database.db;
    const email = uniqueEmail('two-instances');
    const signup = await on(1).inject({
      method: 'POST',
      url: '/api/accounts/signup',
      payload: { ...signupBody({ email_id: email }), ...(await captcha(on(0))) },
    });
    expect(signup.statusCode).toBe(201);
    const verify = await on(0).inject({
      method: 'POST',
      url: '/api/accounts/signup/verify',
      payload: { attempt_id: signup.json().data.attempt_id, otp: await latestCode(db, email) },
    });
    expect(verify.statusCode).toBe(200);

    const password = await on(1).inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { email, password: GOOD_PASSWORD, ...(await captcha(on(0))) },
    });
    expect(password.statusCode).toBe(200);
    const code = await on(0).inject({
      method: 'POST',
      url: '/api/sessions/verify',
      payload: {
        attempt_id: password.json().data.attempt_id,
        otp: await latestCode(db, email),
        ...(await captcha(on(1))),
      },
    });
    expect(code.statusCode).toBe(201);
    const headers = bearer(code.json().data.token);
    expect((await on(1).inject({ method: 'GET', url: '/api/user-details', headers })).statusCode).toBe(200);

    const photo = await sampleImage('jpg', 200);
    const form = multipart(
      { title: 'Ms', first_name: 'Asha', last_name: 'Verma', mobile_no: '9876543210', gender: 'F' },
      { photo },
    );
    const saved = await on(0).inject({
      method: 'POST',
      url: '/api/user-details',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(saved.statusCode).toBe(200);
    const photoUrl: string = saved.json().data.photo;
    const throughWriter = await on(0).inject({ method: 'GET', url: photoUrl, headers });
    const throughOther = await on(1).inject({ method: 'GET', url: photoUrl, headers });
    expect(throughOther.statusCode).toBe(200);
    expect(throughOther.headers['content-type']).toBe('image/jpeg');
    expect(throughOther.rawPayload.equals(throughWriter.rawPayload)).toBe(true);

    const signOut = await on(1).inject({ method: 'DELETE', url: '/api/sessions/current', headers });
    expect(signOut.statusCode).toBe(200);
    expect((await on(0).inject({ method: 'GET', url: '/api/user-details', headers })).statusCode).toBe(401);
  });

  it('refuse the request over the per-address limit at the same count as one instance', async () => {
    const statuses: number[] = [];
    for (let step = 0; step < AUTH_LIMIT + 2; step++) {
      const response = await on(step).inject({
        method: 'POST',
        url: '/api/password-reset',
        payload: { email: 'nobody@example.org', ...(await captcha(on(step + 1))) },
        remoteAddress: '203.0.113.7',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.indexOf(429) + 1).toBe(AUTH_LIMIT + 1);
    expect(statuses.slice(0, AUTH_LIMIT).every((status) => status === 200)).toBe(true);
  });
});
