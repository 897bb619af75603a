import { decodeHtmlEntities } from './decode-html-entities';

/** Hosts whose embed players the Content-Security-Policy allows in frames (apps/api security headers). */
const EMBED_HOSTS = new Set(['www.youtube-nocookie.com', 'www.youtube.com']);

/**
 * A link to a training file: a path on this site (e.g. '/files/trainings/x.pdf') or an http(s) address.
 * Anything else (javascript:, data:, protocol-relative '//host') gives null, so it is never rendered.
 */
export function safeResourceHref(value: string | null | undefined): string | null {
  if (!value) return null;
  const decoded = decodeHtmlEntities(value.trim());
  if (decoded.startsWith('/') && !decoded.startsWith('//')) return decoded;
  try {
    const url = new URL(decoded);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A video's embed address, HTML-decoded, when it is an https player of an allowed host; else null. */
export function embedAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(decodeHtmlEntities(value.trim()));
    return url.protocol === 'https:' && EMBED_HOSTS.has(url.hostname) && url.pathname.startsWith('/embed/')
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/** True for an address on another site (it opens through the leave-site confirmation). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
