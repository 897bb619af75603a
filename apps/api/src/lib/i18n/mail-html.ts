import type { Language } from '@iiidem/shared/language';

/** The HTML pieces every mail shares; the document carries the mail's language so mail clients read it right. */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A mail's HTML document: one paragraph per entry (entries are HTML already, user text escaped by the caller). */
export function htmlMail(language: Language, paragraphs: readonly string[], paragraphStyle = ''): string {
  const open = paragraphStyle ? `<p style="${paragraphStyle}">` : '<p>';
  return `<!doctype html><html lang="${language}"><body style="font-family: Arial, sans-serif; color: #1b1b1b">${paragraphs
    .map((paragraph) => `${open}${paragraph}</p>`)
    .join('')}</body></html>`;
}
