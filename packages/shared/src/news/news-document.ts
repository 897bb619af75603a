/** Where a news item's document opens: an outside address (confirm first), or a file of this portal. */
export type NewsDocumentTarget = { href: string; external: boolean };

const ABSOLUTE_HTTP = /^https?:\/\//i;

/** A stored file path as its public address: 'news/a.pdf' and '/files/news/a.pdf' both give '/files/news/a.pdf'. */
function fileAddress(path: string): string | null {
  if (ABSOLUTE_HTTP.test(path)) return path;
  if (path.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(path)) return null;
  const relative = path.replace(/^\/+/, '').replace(/^files\//, '');
  return relative ? `/files/${relative}` : null;
}

/**
 * The document a news item or tender opens (spec 1 §2 Lists by group): its document link when it has one,
 * otherwise its file. Only http(s) addresses and this portal's files qualify: anything else (a
 * `javascript:` link, a protocol-relative address) gives null, and the item is shown without a link.
 */
export function newsDocumentTarget(document: {
  document_link: string | null;
  document_file: string | null;
}): NewsDocumentTarget | null {
  const link = document.document_link?.trim();
  if (link) {
    if (ABSOLUTE_HTTP.test(link)) return { href: link, external: true };
    if (link.startsWith('/') && !link.startsWith('//')) return { href: link, external: false };
  }
  const file = document.document_file?.trim();
  if (file) {
    const href = fileAddress(file);
    if (href) return { href, external: ABSOLUTE_HTTP.test(href) };
  }
  return null;
}
