import type { FastifyPluginAsync } from 'fastify';
import { listRecentMails } from '../../lib/mail/mail-outbox';
import { isDevelopmentMailbox } from '../../lib/mail/mail-sender';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * GET /dev/mailbox: the mail the portal would have sent, while there is no SMTP_URL outside production.
 * Registered only then; in production the address is an ordinary unknown page.
 */
export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  if (!isDevelopmentMailbox(app.config)) return;
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await listRecentMails(app.database.db);
    const items = mails
      .map(
        (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p>To: ${escapeHtml(mail.to_address)} &middot; ${escapeHtml(mail.created_at.toISOString())} &middot; ${escapeHtml(mail.status)}</p>
<pre>${escapeHtml(mail.text_body)}</pre>
</article>`,
      )
      .join('\n<hr>\n');
    const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development mailbox | IIIDEM</title></head>
<body>
<main>
<h1>Development mailbox</h1>
<p>Mail waits here because SMTP_URL is not set. Newest first; this page does not exist in production.</p>
${items || '<p>No mail yet.</p>'}
</main>
</body>
</html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
};
