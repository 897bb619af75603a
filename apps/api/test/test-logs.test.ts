import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from './support/accounts';
import { secretsIn } from './support/test-logs';

/** The scan the whole API run ends with (global setup): what it catches and what it lets through. */
describe('the scan of the test run logs for secrets', () => {
  const hash = createHash('sha256').update('a session token').digest('hex');

  it.each([
    [`{"msg":"failed","err":{"message":"select from sessions where token_hash = '${hash}'"}}`, 'a SHA-256 digest'],
    ['{"msg":"Failed query: select 1\\nparams: 42,someone@example.org"}', 'query parameters'],
    ['{"req":{"headers":{"authorization":"Bearer AbCdEfGhIjKlMnOpQrStUvWxYz012345"}}}', 'a bearer token'],
    [
      '{"req":{"url":"/api/private-files/nominations/u1/ab.jpg?session=1&expires=9&signature=0a1b2c3d4e5f"}}',
      'a signed',
    ],
    [`{"body":{"email":"a@example.org","pass":"${GOOD_PASSWORD}"}}`, 'the test password'],
    ['{"body":{"otp":"4821"}}', 'a secret field'],
    ['{"msg":"Your sign-in code is 482193"}', 'a one-time code'],
  ])('finds %s', (line, name) => {
    expect(secretsIn(line).map((found) => found.name)).toEqual([expect.stringContaining(name)]);
  });

  it('lets ordinary request and error lines through', () => {
    const lines = [
      '{"level":30,"reqId":"req-1","req":{"method":"GET","url":"/api/courses?page=2"},"msg":"incoming request"}',
      '{"level":30,"reqId":"req-1","res":{"statusCode":400},"responseTime":1.2,"msg":"request completed"}',
      '{"level":30,"statusCode":400,"code":"FST_ERR_VALIDATION","reason":"body/email Invalid","msg":"request rejected"}',
      '{"level":30,"body":{"password":"[redacted]","otp":"[redacted]"},"msg":"x"}',
      '{"level":50,"err":{"type":"DrizzleQueryError","query":"select \\"id\\" from \\"users\\" where \\"email_id\\" = $1","code":"23505"}}',
    ];
    expect(secretsIn(lines.join('\n'))).toEqual([]);
  });
});
