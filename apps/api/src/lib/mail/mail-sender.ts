import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { clock } from '../clock';
import { safeErrorText } from '../logger';
import { type ClaimedMail, claimDueMails, markMailFailed, markMailSent } from './mail-outbox';

/** The part of a nodemailer transport the sender uses (tests pass a fake). */
export type MailTransport = {
  sendMail(message: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>;
  close?(): void;
};

export type MailSender = {
  /** Sends every due message once; resolves with how many were sent. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops the loop and waits for a send in progress. */
  stop(): Promise<void>;
};

export type MailSenderOptions = {
  db: Database;
  mailFrom: string;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** How often the outbox is checked for due messages. */
  intervalMs?: number;
};

/** SMTP errors can quote the server's greeting or our credentials' user name; keep only the gist. */
function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    // A failed outbox query's message would carry its parameters (addresses, bodies): never those.
    return `${typeof code === 'string' ? `${code}: ` : ''}${safeErrorText(error.message)}`.replace(/\s+/g, ' ');
  }
  return 'unknown error';
}

/**
 * The background loop that empties the outbox: every due message is sent through the transport;
 * a failure is retried later with a growing delay, so an SMTP outage delays mail and loses none.
 */
export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, mailFrom, transport, log, intervalMs = 1000 } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function send(mail: ClaimedMail): Promise<boolean> {
    try {
      await transport.sendMail({
        from: mailFrom,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        ...(mail.html_body ? { html: mail.html_body } : {}),
      });
      await markMailSent(db, mail.id, clock.now());
      log.info({ mailId: mail.id, attempts: mail.attempts }, 'Mail sent');
      return true;
    } catch (error) {
      await markMailFailed(db, mail, describeError(error), clock.now());
      log.warn({ mailId: mail.id, attempts: mail.attempts, reason: describeError(error) }, 'Mail not sent; will retry');
      return false;
    }
  }

  async function runOnce(): Promise<number> {
    const mails = await claimDueMails(db, clock.now());
    let sent = 0;
    for (const mail of mails) if (await send(mail)) sent++;
    return sent;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => {
          log.error({ err: error }, 'The mail sender could not read the outbox');
          return 0;
        })
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, intervalMs);
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport.close?.();
    },
  };
}

/** nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl);
}

/** True when mail cannot leave (no SMTP_URL) and this is not production: codes go to the log and /dev/mailbox. */
export function isDevelopmentMailbox(config: Pick<Config, 'smtpUrl' | 'nodeEnv'>): boolean {
  return !config.smtpUrl && config.nodeEnv !== 'production';
}

/**
 * Starts the sender when SMTP_URL is set. Without it the mail waits in the outbox: in development that is
 * the development mailbox; in production it is a warning, and the mail goes out once SMTP_URL is set.
 */
export function startMailSender(config: Config, db: Database, log: FastifyBaseLogger): MailSender | undefined {
  if (!config.smtpUrl) {
    if (config.nodeEnv === 'production') log.warn('SMTP_URL is not set: mail waits in the outbox until it is');
    else log.info('SMTP_URL is not set: mail stays in the development mailbox at /dev/mailbox');
    return undefined;
  }
  const sender = createMailSender({
    db,
    mailFrom: config.mailFrom,
    transport: createSmtpTransport(config.smtpUrl),
    log,
  });
  sender.start();
  return sender;
}
