import { createRequire } from 'node:module';
import { type LoggerOptions, pino } from 'pino';
import type { Config } from '../config';

/**
 * Secrets that must never reach a log line: authorization headers and cookies, passwords, one-time
 * codes and captcha answers, wherever a route might log them.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'password',
  'code',
  'otp',
  'token',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.user_pass',
  '*.otp',
  '*.captcha',
  '*.token',
  '*.accessToken',
];

function hasPrettyPrinter(): boolean {
  try {
    // pino-pretty is a dev dependency: absent in a production install, where logs are JSON anyway.
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** JSON lines, except readable colour output for a developer watching a terminal. */
export function createLoggerOptions(config: Pick<Config, 'logLevel' | 'nodeEnv'>): LoggerOptions {
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY === true && hasPrettyPrinter();
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(pretty && {
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
    }),
  };
}

export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>) {
  return pino(createLoggerOptions(config));
}
