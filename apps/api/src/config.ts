import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { passwordIssue } from '@iiidem/shared/accounts/password-policy';
import { EMAIL_PATTERN } from '@iiidem/shared/common/email';
import { z } from 'zod';
import { repoRoot } from './db/location';

/** Every setting the server reads, parsed once at start-up (README: settings table). */
export type Config = {
  port: number;
  host: string;
  /** Absolute folder for the embedded database (db/) and files (files/). */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database, when set. */
  databaseUrl?: string;
  /** Where visitors reach the portal, without a trailing slash (links in mail, HSTS). */
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  /** Proxy addresses or CIDRs whose X-Forwarded-For is believed; empty = trust no proxy. */
  trustProxy: string[];
  /** Absolute folder of the built web app (index.html, assets/). */
  webDistDir: string;
  seedDemoContent: boolean;
  /** Sign-up, sign-in, codes and sessions (security guide: the limits are settings with safe defaults). */
  auth: AuthConfig;
  /** ADMIN_EMAIL and ADMIN_PASSWORD: the first admin, created at start-up when no active admin exists. */
  firstAdmin?: FirstAdminConfig;
  /** API_DOCS: serve /api/docs and /api/openapi.json (default: on, except when NODE_ENV=production). */
  apiDocs: boolean;
  /**
   * FILE_LINK_SECRET: signs short-lived private-file links; it never reaches a log or the database. Every
   * instance of one portal needs the same value; required when NODE_ENV=production and DATABASE_URL is set.
   */
  fileLinkSecret?: string;
  /** The PostgreSQL server's connection pool (ignored for the embedded database). */
  databasePool: DatabasePoolConfig;
  /**
   * METRICS_TOKEN: the bearer token /metrics asks for (Prometheus' `authorization` setting); without it the
   * path answers 404, as if it did not exist.
   */
  metricsToken?: string;
};

export type DatabasePoolConfig = {
  /** DATABASE_POOL_SIZE: connections per instance. */
  size: number;
  /** DATABASE_POOL_WAIT_MS: how long a request waits for a free connection before a 503. */
  waitMs: number;
};

/**
 * Connections per instance: enough for a burst of submits (no request holds one during slow work), well under
 * PostgreSQL's default 100 for four instances and the tools. Measured on 2 cores: 200 nominations submitted at
 * once waited at most about 0.5 s for a connection with 20 (0.7 s with 10); the CPU, not the pool, sets the pace.
 */
export const DEFAULT_DATABASE_POOL_SIZE = 20;
/**
 * Still "fails fast" (a 503 the client may retry, not a hung request), with room for a burst on a busy 2-core
 * machine: the longest wait measured above, several times over.
 */
export const DEFAULT_DATABASE_POOL_WAIT_MS = 5000;

export type FirstAdminConfig = {
  /** Lower-cased. */
  email: string;
  password: string;
};

export type AuthConfig = {
  /** Requests per minute per address on each auth endpoint (sign-up, sign-in, codes, resets). */
  rateLimitPerMinute: number;
  /** Captchas per minute per address (a form page asks for one, Reload Captcha for another). */
  captchaRateLimitPerMinute: number;
  /** Automated tests only: every captcha's answer. Refused when NODE_ENV=production. */
  captchaTestAnswer?: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Failed sign-ins of one account within the window after which each further try waits longer. */
  signInFailureLimit: number;
  signInFailureWindowMinutes: number;
  /** scrypt cost as log2(N); 17 (N = 2^17) or more in production. */
  passwordHashCost: number;
  /** PASSWORD_HASH_CONCURRENCY: password hashes computed at once; more wait, so page requests never starve. */
  passwordHashConcurrency: number;
};

/** scrypt N = 2^17, r = 8, p = 1 (security guide); lower values only make tests faster. */
export const PRODUCTION_PASSWORD_HASH_COST = 17;

const NODE_ENVS = ['development', 'test', 'production'] as const;
type NodeEnv = (typeof NODE_ENVS)[number];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];
/** Names proxy-addr understands besides addresses and CIDRs. */
const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];
/** Settings whose value may carry a password, so an error never echoes it. */
const SECRET_SETTINGS = new Set(['DATABASE_URL', 'SMTP_URL', 'ADMIN_PASSWORD', 'FILE_LINK_SECRET', 'METRICS_TOKEN']);
/**
 * Secrets that may also come from a file: `NAME_FILE=/run/secrets/name` (Docker and Compose secrets, systemd's
 * LoadCredential=), so the value need not sit in the environment or an image.
 */
export const FILE_SETTINGS = [...SECRET_SETTINGS];
/** Taken exactly as given (not trimmed): a password's spaces are part of it, and the policy refuses them. */
const UNTRIMMED_SETTINGS = new Set(['ADMIN_PASSWORD']);

export const DEFAULT_MAIL_FROM = 'IIIDEM Portal <no-reply@iiidem.example>';

/** Thrown when a setting is invalid; its message names every bad variable and why. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A string setting turned into T by `parse`, which returns undefined for a bad value. */
function setting<T>(expected: string, parse: (raw: string) => T | undefined) {
  return z
    .string()
    .transform((raw, ctx) => {
      const value = parse(raw);
      if (value === undefined) {
        ctx.addIssue({ code: 'custom', message: expected });
        return z.NEVER;
      }
      return value;
    })
    .optional();
}

function oneOf<const T extends readonly string[]>(values: T) {
  return setting(`expected one of ${values.join(', ')}`, (raw) =>
    values.includes(raw) ? (raw as T[number]) : undefined,
  );
}

function parsePort(raw: string): number | undefined {
  if (!/^\d{1,5}$/.test(raw)) return undefined;
  const port = Number(raw);
  return port >= 1 && port <= 65535 ? port : undefined;
}

function parseUrl(raw: string, protocols: string[]): string | undefined {
  try {
    const url = new URL(raw);
    return protocols.includes(url.protocol) && url.hostname ? raw : undefined;
  } catch {
    return undefined;
  }
}

function parsePublicUrl(raw: string): string | undefined {
  return parseUrl(raw, ['http:', 'https:']) && new URL(raw).href.replace(/\/+$/, '');
}

function parseBoolean(raw: string): boolean | undefined {
  const lower = raw.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  return undefined;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_KEYWORDS.includes(entry) || isIP(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address || !bits || !/^\d{1,3}$/.test(bits)) return false;
  const family = isIP(address);
  return family !== 0 && Number(bits) <= (family === 4 ? 32 : 128);
}

function parseTrustProxy(raw: string): string[] | undefined {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every(isProxyAddress) ? entries : undefined;
}

function parseMailFrom(raw: string): string | undefined {
  return /^([^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(raw) ? raw : undefined;
}

function wholeNumber(min: number, max: number) {
  return setting(`expected a whole number from ${min} to ${max}`, (raw) => {
    if (!/^\d{1,7}$/.test(raw)) return undefined;
    const value = Number(raw);
    return value >= min && value <= max ? value : undefined;
  });
}

function parseCaptchaAnswer(raw: string): string | undefined {
  return /^[A-Za-z0-9]{6}$/.test(raw) ? raw : undefined;
}

/** Lower-cased; the same address rule as sign-up. */
function parseEmail(raw: string): string | undefined {
  const email = raw.toLowerCase();
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? email : undefined;
}

/** The spec's password policy (the same as sign-up); the message says which rule is broken, never the value. */
const adminPasswordSetting = z
  .string()
  .superRefine((raw, ctx) => {
    const issue = passwordIssue(raw);
    if (issue) ctx.addIssue({ code: 'custom', message: `does not meet the password policy: ${issue}` });
  })
  .optional();

/** At least 32 characters without spaces (e.g. `openssl rand -hex 32`). */
function parseSecret(raw: string): string | undefined {
  return /^\S{32,512}$/.test(raw) ? raw : undefined;
}

function parseHost(raw: string): string | undefined {
  return /^[A-Za-z0-9.:_%[\]-]+$/.test(raw) ? raw : undefined;
}

const ZEnvironment = z.object({
  PORT: setting('expected a whole number from 1 to 65535', parsePort),
  HOST: setting('expected a host name or IP address, such as 0.0.0.0 or 127.0.0.1', parseHost),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: setting('expected a postgres:// or postgresql:// URL', (raw) =>
    parseUrl(raw, ['postgres:', 'postgresql:']),
  ),
  PUBLIC_URL: setting('expected an http:// or https:// URL, such as https://portal.example.org', parsePublicUrl),
  SMTP_URL: setting('expected an smtp:// or smtps:// URL', (raw) => parseUrl(raw, ['smtp:', 'smtps:'])),
  MAIL_FROM: setting("expected an address such as 'IIIDEM Portal <no-reply@example.org>'", parseMailFrom),
  NODE_ENV: oneOf(NODE_ENVS),
  LOG_LEVEL: oneOf(LOG_LEVELS),
  TRUST_PROXY: setting(
    `expected comma-separated IP addresses or CIDRs (or ${PROXY_KEYWORDS.join(', ')})`,
    parseTrustProxy,
  ),
  WEB_DIST_DIR: z.string().optional(),
  SEED_DEMO_CONTENT: setting('expected true or false', parseBoolean),
  CAPTCHA_TEST_ANSWER: setting('expected 6 letters or digits', parseCaptchaAnswer),
  AUTH_RATE_LIMIT_PER_MINUTE: wholeNumber(1, 100_000),
  CAPTCHA_RATE_LIMIT_PER_MINUTE: wholeNumber(1, 100_000),
  SESSION_IDLE_MINUTES: wholeNumber(1, 1440),
  SESSION_ABSOLUTE_HOURS: wholeNumber(1, 720),
  SIGN_IN_FAILURE_LIMIT: wholeNumber(1, 1000),
  SIGN_IN_FAILURE_WINDOW_MINUTES: wholeNumber(1, 1440),
  PASSWORD_HASH_COST: wholeNumber(10, 20),
  ADMIN_EMAIL: setting('expected an e-mail address, such as admin@example.org', parseEmail),
  ADMIN_PASSWORD: adminPasswordSetting,
  API_DOCS: setting('expected true or false', parseBoolean),
  FILE_LINK_SECRET: setting('expected at least 32 characters without spaces', parseSecret),
  DATABASE_POOL_SIZE: wholeNumber(1, 1000),
  DATABASE_POOL_WAIT_MS: wholeNumber(100, 120_000),
  PASSWORD_HASH_CONCURRENCY: wholeNumber(1, 64),
  METRICS_TOKEN: setting('expected at least 32 characters without spaces', parseSecret),
});

/** Every variable loadConfig reads (besides NAME_FILE for the FILE_SETTINGS): the README's settings table lists each. */
export const SETTING_NAMES = Object.keys(ZEnvironment.shape);

/**
 * Relative folders are taken from where the command was started: npm's INIT_CWD, since
 * `npm run -w apps/api` moves into the workspace folder (the same rule as db/location.ts).
 */
function resolveFolder(value: string, env: Record<string, string | undefined>): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), value);
}

/** Empty (or blank) variables count as unset, so `PORT=` in a .env file means the default. */
function withoutBlanks(env: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const key of Object.keys(ZEnvironment.shape)) {
    const value = env[key];
    if (value?.trim()) result[key] = UNTRIMMED_SETTINGS.has(key) ? value : value.trim();
  }
  return result;
}

function describeIssue(issue: z.core.$ZodIssue, env: Record<string, string>): string {
  const name = String(issue.path[0]);
  const raw = env[name];
  const got = SECRET_SETTINGS.has(name) ? ' (value not shown: it may contain a password)' : `, got "${raw}"`;
  return `Invalid setting ${name}: ${issue.message}${got}`;
}

/**
 * The environment with each `NAME_FILE` read into `NAME`. One line break at the end of the file is dropped (what
 * `echo` and most editors add); setting both `NAME` and `NAME_FILE`, or naming a file that cannot be read, is an
 * error. The file's content is never shown.
 */
function withFileSecrets(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const result = { ...env };
  const problems: string[] = [];
  for (const name of FILE_SETTINGS) {
    const file = env[`${name}_FILE`]?.trim();
    if (!file) continue;
    if (env[name]?.trim()) {
      problems.push(`Invalid setting ${name}_FILE: ${name} is set too (set one of them)`);
      continue;
    }
    try {
      result[name] = readFileSync(resolveFolder(file, env), 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      problems.push(`Invalid setting ${name}_FILE: cannot read "${file}" (${code})`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  return result;
}

/** Reads and validates the settings; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const values = withoutBlanks(withFileSecrets(env));
  const parsed = ZEnvironment.safeParse(values);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => describeIssue(issue, values)).join('\n'));
  }
  const settings = parsed.data;
  const root = repoRoot();
  const port = settings.PORT ?? 3000;
  const nodeEnv = settings.NODE_ENV ?? 'development';
  const passwordHashCost = settings.PASSWORD_HASH_COST ?? PRODUCTION_PASSWORD_HASH_COST;
  const productionProblems = [
    settings.CAPTCHA_TEST_ANSWER !== undefined &&
      'Invalid setting CAPTCHA_TEST_ANSWER: it is for automated tests and must not be set when NODE_ENV=production',
    passwordHashCost < PRODUCTION_PASSWORD_HASH_COST &&
      `Invalid setting PASSWORD_HASH_COST: at least ${PRODUCTION_PASSWORD_HASH_COST} when NODE_ENV=production, got "${passwordHashCost}"`,
    settings.DATABASE_URL !== undefined &&
      settings.FILE_LINK_SECRET === undefined &&
      'Invalid setting FILE_LINK_SECRET: required when NODE_ENV=production and DATABASE_URL is set (every instance needs the same value)',
  ].filter((problem): problem is string => typeof problem === 'string');
  if (nodeEnv === 'production' && productionProblems.length > 0) throw new ConfigError(productionProblems.join('\n'));
  const firstAdmin = readFirstAdmin(settings.ADMIN_EMAIL, settings.ADMIN_PASSWORD);
  return {
    port,
    host: settings.HOST ?? '0.0.0.0',
    dataDir: settings.DATA_DIR ? resolveFolder(settings.DATA_DIR, env) : path.join(root, 'data'),
    databaseUrl: settings.DATABASE_URL,
    publicUrl: settings.PUBLIC_URL ?? `http://localhost:${port}`,
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    nodeEnv,
    logLevel: settings.LOG_LEVEL ?? 'info',
    trustProxy: settings.TRUST_PROXY ?? [],
    webDistDir: settings.WEB_DIST_DIR
      ? resolveFolder(settings.WEB_DIST_DIR, env)
      : path.join(root, 'apps', 'web', 'dist'),
    seedDemoContent: settings.SEED_DEMO_CONTENT ?? nodeEnv !== 'production',
    auth: {
      rateLimitPerMinute: settings.AUTH_RATE_LIMIT_PER_MINUTE ?? 10,
      captchaRateLimitPerMinute: settings.CAPTCHA_RATE_LIMIT_PER_MINUTE ?? 60,
      captchaTestAnswer: settings.CAPTCHA_TEST_ANSWER,
      sessionIdleMinutes: settings.SESSION_IDLE_MINUTES ?? 30,
      sessionAbsoluteHours: settings.SESSION_ABSOLUTE_HOURS ?? 12,
      signInFailureLimit: settings.SIGN_IN_FAILURE_LIMIT ?? 10,
      signInFailureWindowMinutes: settings.SIGN_IN_FAILURE_WINDOW_MINUTES ?? 15,
      passwordHashCost,
      passwordHashConcurrency: settings.PASSWORD_HASH_CONCURRENCY ?? Math.max(1, availableParallelism()),
    },
    ...(firstAdmin ? { firstAdmin } : {}),
    apiDocs: settings.API_DOCS ?? nodeEnv !== 'production',
    ...(settings.FILE_LINK_SECRET ? { fileLinkSecret: settings.FILE_LINK_SECRET } : {}),
    databasePool: {
      size: settings.DATABASE_POOL_SIZE ?? DEFAULT_DATABASE_POOL_SIZE,
      waitMs: settings.DATABASE_POOL_WAIT_MS ?? DEFAULT_DATABASE_POOL_WAIT_MS,
    },
    ...(settings.METRICS_TOKEN ? { metricsToken: settings.METRICS_TOKEN } : {}),
  };
}

/** ADMIN_EMAIL and ADMIN_PASSWORD come together or not at all. */
function readFirstAdmin(email: string | undefined, password: string | undefined): FirstAdminConfig | undefined {
  if (email === undefined && password === undefined) return undefined;
  if (email === undefined) {
    throw new ConfigError('Invalid setting ADMIN_EMAIL: required when ADMIN_PASSWORD is set (set both or neither)');
  }
  if (password === undefined) {
    throw new ConfigError('Invalid setting ADMIN_PASSWORD: required when ADMIN_EMAIL is set (set both or neither)');
  }
  return { email, password };
}
