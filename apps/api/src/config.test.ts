import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MAIL_FROM, FILE_SETTINGS, loadConfig, SETTING_NAMES } from './config';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function configErrorFor(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be rejected`);
}

const DEFAULT_AUTH = {
  rateLimitPerMinute: 10,
  captchaRateLimitPerMinute: 60,
  captchaTestAnswer: undefined,
  sessionIdleMinutes: 30,
  sessionAbsoluteHours: 12,
  signInFailureLimit: 10,
  signInFailureWindowMinutes: 15,
  passwordHashCost: 17,
  passwordHashConcurrency: availableParallelism(),
};

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(repoRoot, 'data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: DEFAULT_MAIL_FROM,
      nodeEnv: 'development',
      logLevel: 'info',
      trustProxy: [],
      webDistDir: path.join(repoRoot, 'apps', 'web', 'dist'),
      seedDemoContent: true,
      auth: DEFAULT_AUTH,
      apiDocs: true,
      databasePool: { size: 20, waitMs: 5000 },
    });
  });

  it('treats empty and blank variables as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', NODE_ENV: '  ', SMTP_URL: '', TRUST_PROXY: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.nodeEnv).toBe('development');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.trustProxy).toEqual([]);
  });

  it('reads every setting when given', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/iiidem',
      DATABASE_URL: 'postgresql://portal:secret@db.internal:5432/portal',
      PUBLIC_URL: 'https://portal.example.org/',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.org:465',
      MAIL_FROM: 'IIIDEM <office@example.org>',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1',
      WEB_DIST_DIR: '/srv/web',
      SEED_DEMO_CONTENT: 'TRUE',
      API_DOCS: 'true',
      FILE_LINK_SECRET: 'f'.repeat(64),
      DATABASE_POOL_SIZE: '40',
      DATABASE_POOL_WAIT_MS: '3000',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/iiidem',
      databaseUrl: 'postgresql://portal:secret@db.internal:5432/portal',
      publicUrl: 'https://portal.example.org',
      smtpUrl: 'smtps://mailer:secret@smtp.example.org:465',
      mailFrom: 'IIIDEM <office@example.org>',
      nodeEnv: 'production',
      logLevel: 'warn',
      trustProxy: ['127.0.0.1', '10.0.0.0/8', '::1'],
      webDistDir: '/srv/web',
      seedDemoContent: true,
      auth: DEFAULT_AUTH,
      apiDocs: true,
      fileLinkSecret: 'f'.repeat(64),
      databasePool: { size: 40, waitMs: 3000 },
    });
  });

  it('derives PUBLIC_URL from PORT when PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '8081' }).publicUrl).toBe('http://localhost:8081');
  });

  it('resolves relative folders against the current directory', () => {
    const config = loadConfig({ DATA_DIR: 'tmp/portal-data', WEB_DIST_DIR: 'web-build' });
    expect(config.dataDir).toBe(path.resolve(process.cwd(), 'tmp/portal-data'));
    expect(config.webDistDir).toBe(path.resolve(process.cwd(), 'web-build'));
  });

  it('seeds demo content by default except in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemoContent).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoContent).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoContent).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_CONTENT: 'true' }).seedDemoContent).toBe(true);
    expect(loadConfig({ SEED_DEMO_CONTENT: 'false' }).seedDemoContent).toBe(false);
  });

  it.each([
    ['PORT', 'abc', 'Invalid setting PORT: expected a whole number from 1 to 65535, got "abc"'],
    ['PORT', '0', 'Invalid setting PORT: expected a whole number from 1 to 65535, got "0"'],
    ['PORT', '65536', 'Invalid setting PORT'],
    ['PORT', '30.5', 'Invalid setting PORT'],
    ['PORT', '-1', 'Invalid setting PORT'],
    ['HOST', 'my host', 'Invalid setting HOST: expected a host name or IP address'],
    ['PUBLIC_URL', 'localhost:3000', 'Invalid setting PUBLIC_URL: expected an http:// or https:// URL'],
    ['PUBLIC_URL', 'ftp://portal.example.org', 'Invalid setting PUBLIC_URL'],
    ['MAIL_FROM', 'nobody', 'Invalid setting MAIL_FROM: expected an address'],
    ['NODE_ENV', 'prod', 'Invalid setting NODE_ENV: expected one of development, test, production, got "prod"'],
    [
      'LOG_LEVEL',
      'verbose',
      'Invalid setting LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent',
    ],
    ['TRUST_PROXY', 'true', 'Invalid setting TRUST_PROXY: expected comma-separated IP addresses or CIDRs'],
    ['TRUST_PROXY', '10.0.0.0/33', 'Invalid setting TRUST_PROXY'],
    ['TRUST_PROXY', '127.0.0.1,proxy.example.org', 'Invalid setting TRUST_PROXY'],
    ['SEED_DEMO_CONTENT', 'yes', 'Invalid setting SEED_DEMO_CONTENT: expected true or false, got "yes"'],
  ])('rejects %s=%j with a message naming it', (name, value, expected) => {
    expect(configErrorFor({ [name]: value })).toContain(expected);
  });

  it.each([
    ['DATABASE_URL', 'mysql://portal:s3cret@db/portal', 'expected a postgres:// or postgresql:// URL'],
    ['DATABASE_URL', 'not a url s3cret', 'expected a postgres:// or postgresql:// URL'],
    ['SMTP_URL', 'http://mailer:s3cret@mail.example.org', 'expected an smtp:// or smtps:// URL'],
  ])('rejects %s=%j without echoing a value that may hold a password', (name, value, expected) => {
    const message = configErrorFor({ [name]: value });
    expect(message).toContain(`Invalid setting ${name}: ${expected}`);
    expect(message).not.toContain('s3cret');
  });

  it('names every bad setting at once, one per line', () => {
    const lines = configErrorFor({ PORT: 'abc', NODE_ENV: 'staging', HOST: '127.0.0.1' }).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Invalid setting PORT: /);
    expect(lines[1]).toMatch(/^Invalid setting NODE_ENV: /);
  });

  it('reads the account limits and the captcha test answer', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      CAPTCHA_TEST_ANSWER: 'Ab3dE9',
      AUTH_RATE_LIMIT_PER_MINUTE: '500',
      CAPTCHA_RATE_LIMIT_PER_MINUTE: '900',
      SESSION_IDLE_MINUTES: '5',
      SESSION_ABSOLUTE_HOURS: '2',
      SIGN_IN_FAILURE_LIMIT: '3',
      SIGN_IN_FAILURE_WINDOW_MINUTES: '60',
      PASSWORD_HASH_COST: '12',
    });
    expect(config.auth).toEqual({
      rateLimitPerMinute: 500,
      captchaRateLimitPerMinute: 900,
      captchaTestAnswer: 'Ab3dE9',
      sessionIdleMinutes: 5,
      sessionAbsoluteHours: 2,
      signInFailureLimit: 3,
      signInFailureWindowMinutes: 60,
      passwordHashCost: 12,
      passwordHashConcurrency: availableParallelism(),
    });
  });

  it.each([
    ['CAPTCHA_TEST_ANSWER', 'abc', 'Invalid setting CAPTCHA_TEST_ANSWER: expected 6 letters or digits'],
    ['CAPTCHA_TEST_ANSWER', 'abc<de', 'Invalid setting CAPTCHA_TEST_ANSWER'],
    ['AUTH_RATE_LIMIT_PER_MINUTE', '0', 'Invalid setting AUTH_RATE_LIMIT_PER_MINUTE: expected a whole number'],
    ['AUTH_RATE_LIMIT_PER_MINUTE', 'ten', 'Invalid setting AUTH_RATE_LIMIT_PER_MINUTE'],
    ['SESSION_IDLE_MINUTES', '1.5', 'Invalid setting SESSION_IDLE_MINUTES'],
    ['SESSION_ABSOLUTE_HOURS', '0', 'Invalid setting SESSION_ABSOLUTE_HOURS'],
    ['PASSWORD_HASH_COST', '9', 'Invalid setting PASSWORD_HASH_COST: expected a whole number from 10 to 20'],
  ])('rejects %s=%j with a message naming it', (name, value, expected) => {
    expect(configErrorFor({ [name]: value })).toContain(expected);
  });

  it('refuses to start in production with a captcha test answer or a weak password hash cost', () => {
    expect(configErrorFor({ NODE_ENV: 'production', CAPTCHA_TEST_ANSWER: 'Ab3dE9' })).toContain(
      'Invalid setting CAPTCHA_TEST_ANSWER: it is for automated tests and must not be set when NODE_ENV=production',
    );
    expect(configErrorFor({ NODE_ENV: 'production', PASSWORD_HASH_COST: '12' })).toContain(
      'Invalid setting PASSWORD_HASH_COST: at least 17 when NODE_ENV=production',
    );
    expect(loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '18' }).auth.passwordHashCost).toBe(18);
  });

  it('needs FILE_LINK_SECRET in production on a PostgreSQL server, and never shows it', () => {
    const databaseUrl = 'postgres://portal@db.internal/portal';
    expect(configErrorFor({ NODE_ENV: 'production', DATABASE_URL: databaseUrl })).toBe(
      'Invalid setting FILE_LINK_SECRET: required when NODE_ENV=production and DATABASE_URL is set (every instance needs the same value)',
    );
    expect(configErrorFor({ FILE_LINK_SECRET: 'short secret' })).toBe(
      'Invalid setting FILE_LINK_SECRET: expected at least 32 characters without spaces (value not shown: it may contain a password)',
    );
    expect(loadConfig({ NODE_ENV: 'production' }).fileLinkSecret).toBeUndefined();
  });

  it('turns the API documentation off by default in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  describe('the first admin (ADMIN_EMAIL, ADMIN_PASSWORD)', () => {
    it('is unset by default and read, lower-cased, when both are given', () => {
      expect(loadConfig({}).firstAdmin).toBeUndefined();
      expect(
        loadConfig({ ADMIN_EMAIL: ' Chief.Admin@Example.ORG ', ADMIN_PASSWORD: 'Strong@Pass1' }).firstAdmin,
      ).toEqual({ email: 'chief.admin@example.org', password: 'Strong@Pass1' });
    });

    it('wants both or neither', () => {
      expect(configErrorFor({ ADMIN_EMAIL: 'admin@example.org' })).toBe(
        'Invalid setting ADMIN_PASSWORD: required when ADMIN_EMAIL is set (set both or neither)',
      );
      expect(configErrorFor({ ADMIN_PASSWORD: 'Strong@Pass1' })).toBe(
        'Invalid setting ADMIN_EMAIL: required when ADMIN_PASSWORD is set (set both or neither)',
      );
    });

    it('rejects an address that is not one', () => {
      expect(configErrorFor({ ADMIN_EMAIL: 'not-an-address', ADMIN_PASSWORD: 'Strong@Pass1' })).toBe(
        'Invalid setting ADMIN_EMAIL: expected an e-mail address, such as admin@example.org, got "not-an-address"',
      );
    });

    it.each([
      ['Sh@rt1', 'at least 8 characters'],
      ['alllowercase1@', 'Password must'],
      ['Admin@1234', 'common'],
      ['Iiidem@Pass1', ''],
      [' Strong@Pass1', ''],
    ])('rejects a password that breaks the policy (%j) without showing it', (password, reason) => {
      const message = configErrorFor({ ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: password });
      expect(message).toMatch(/^Invalid setting ADMIN_PASSWORD: does not meet the password policy: /);
      expect(message).toContain(reason);
      expect(message).toContain('(value not shown: it may contain a password)');
      expect(message).not.toContain(password.trim());
    });
  });

  it('reads METRICS_TOKEN, at least 32 characters, and never shows it', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(40) }).metricsToken).toBe('m'.repeat(40));
    expect(configErrorFor({ METRICS_TOKEN: 'too short' })).toBe(
      'Invalid setting METRICS_TOKEN: expected at least 32 characters without spaces (value not shown: it may contain a password)',
    );
  });

  describe('secrets from files (NAME_FILE)', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'iiidem-config-'));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));
    const secretFile = (name: string, content: string) => {
      const file = path.join(folder, name);
      writeFileSync(file, content, { mode: 0o600 });
      return file;
    };

    it('reads each secret from its file, without the final line break', () => {
      const config = loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL_FILE: secretFile('database-url', 'postgres://portal:s3cret@db:5432/portal\n'),
        SMTP_URL_FILE: secretFile('smtp-url', 'smtps://mailer:s3cret@smtp.example.org:465\r\n'),
        FILE_LINK_SECRET_FILE: secretFile('file-link-secret', `${'a'.repeat(64)}\n`),
        METRICS_TOKEN_FILE: secretFile('metrics-token', 'b'.repeat(48)),
        ADMIN_EMAIL: 'admin@example.org',
        ADMIN_PASSWORD_FILE: secretFile('admin-password', 'Strong@Pass1\n'),
      });
      expect(config.databaseUrl).toBe('postgres://portal:s3cret@db:5432/portal');
      expect(config.smtpUrl).toBe('smtps://mailer:s3cret@smtp.example.org:465');
      expect(config.fileLinkSecret).toBe('a'.repeat(64));
      expect(config.metricsToken).toBe('b'.repeat(48));
      expect(config.firstAdmin).toEqual({ email: 'admin@example.org', password: 'Strong@Pass1' });
    });

    it('takes a relative path from where the command was started', () => {
      secretFile('relative-token', 'c'.repeat(32));
      expect(loadConfig({ INIT_CWD: folder, METRICS_TOKEN_FILE: 'relative-token' }).metricsToken).toBe('c'.repeat(32));
    });

    it('refuses a file that cannot be read, naming the path but not a content', () => {
      const missing = path.join(folder, 'missing');
      expect(configErrorFor({ FILE_LINK_SECRET_FILE: missing })).toBe(
        `Invalid setting FILE_LINK_SECRET_FILE: cannot read "${missing}" (ENOENT)`,
      );
      expect(configErrorFor({ METRICS_TOKEN_FILE: folder })).toBe(
        `Invalid setting METRICS_TOKEN_FILE: cannot read "${folder}" (EISDIR)`,
      );
    });

    it('refuses a variable set both ways', () => {
      expect(
        configErrorFor({ METRICS_TOKEN: 'd'.repeat(32), METRICS_TOKEN_FILE: secretFile('both', 'e'.repeat(32)) }),
      ).toBe('Invalid setting METRICS_TOKEN_FILE: METRICS_TOKEN is set too (set one of them)');
    });

    it('checks a value from a file like any other, without showing it', () => {
      const message = configErrorFor({ DATABASE_URL_FILE: secretFile('bad-url', 'mysql://root:hunter2@db/portal') });
      expect(message).toBe(
        'Invalid setting DATABASE_URL: expected a postgres:// or postgresql:// URL (value not shown: it may contain a password)',
      );
    });

    it('ignores NAME_FILE for a setting that is not a secret', () => {
      expect(loadConfig({ PORT_FILE: secretFile('port', '9000') }).port).toBe(3000);
    });
  });
});

describe("the README's settings table", () => {
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('## Settings'), readme.indexOf('\n## ', readme.indexOf('## Settings') + 1));
  const rows = new Set([...table.matchAll(/^\| `([A-Z_]+)` +\|/gm)].map((match) => match[1]));

  it('has a row for every variable the settings read, and no other', () => {
    expect([...rows].sort()).toEqual([...SETTING_NAMES, 'NAME_FILE'].sort());
  });

  it('names every secret that may come from a file', () => {
    const fileRow = table.split('\n').find((line) => line.startsWith('| `NAME_FILE` |')) ?? '';
    for (const name of FILE_SETTINGS) expect(fileRow).toContain(`\`${name}\``);
  });
});
