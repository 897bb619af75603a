import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pino } from 'pino';
import type { Config } from '../../src/config';
import { createLoggerOptions } from '../../src/lib/logger';
import { GOOD_PASSWORD } from './accounts';

/**
 * Every test app logs through the portal's own logger (its redaction and serializers) into one file per
 * worker; when the run ends, the global setup scans them all for secrets (security guide: logs hold no
 * token, token hash, code, password or query parameter) and fails the run on any.
 */
export const TEST_LOG_DIR_ENV = 'IIIDEM_TEST_LOG_DIR';

/** What a secret looks like in a log line, and what it would be (a function: accounts.ts imports this file's importer). */
function secretPatterns(): ReadonlyArray<{ name: string; pattern: RegExp }> {
  return [
    { name: 'a SHA-256 digest (token, code or captcha hash)', pattern: /\b[0-9a-f]{64}\b/ },
    { name: 'query parameters of a failed query', pattern: /params:|"params"/ },
    { name: 'a bearer token', pattern: /bearer\s+[A-Za-z0-9_-]{20,}/i },
    { name: 'a signed file link', pattern: /signature=[0-9a-f]{8,}/ },
    { name: 'the test password', pattern: new RegExp(GOOD_PASSWORD.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) },
    {
      name: 'a secret field not redacted',
      pattern:
        /"(password|oldPassword|newPassword|confirmPassword|user_pass|otp|captcha|token|accessToken)":"(?!\[redacted\])[^"]+"/,
    },
    { name: 'a one-time code', pattern: /\b(code|otp)\b[^0-9\n]{0,20}\b\d{6}\b/i },
  ];
}

/** The logger a test app writes with, when the run collects logs (undefined otherwise). */
export function testAppLogger(config: Pick<Config, 'nodeEnv'>) {
  const folder = process.env[TEST_LOG_DIR_ENV];
  if (!folder) return undefined;
  const destination = pino.destination({ dest: path.join(folder, `${process.pid}.log`), append: true, sync: true });
  return pino(createLoggerOptions({ ...config, logLevel: 'debug' }), destination);
}

/** The log lines that hold something that looks like a secret. */
export function secretsIn(text: string): Array<{ name: string; line: string }> {
  const patterns = secretPatterns();
  const found: Array<{ name: string; line: string }> = [];
  for (const line of text.split('\n')) {
    const secret = patterns.find(({ pattern }) => pattern.test(line));
    if (secret) found.push({ name: secret.name, line: line.slice(0, 300) });
  }
  return found;
}

/** Scans every log file of the run; throws listing the first offending lines. */
export async function assertNoSecretsLogged(folder: string): Promise<void> {
  const found: string[] = [];
  let lines = 0;
  for (const file of await readdir(folder)) {
    const text = await readFile(path.join(folder, file), 'utf8');
    lines += text.split('\n').length;
    for (const { name, line } of secretsIn(text)) found.push(`${name}: ${line}`);
  }
  if (found.length > 0) {
    throw new Error(
      `The test run logged secrets (${found.length} lines of ${lines}):\n${found.slice(0, 20).join('\n')}`,
    );
  }
}
