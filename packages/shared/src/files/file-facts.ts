/**
 * What a download says beside its link (issue 16, GIGW): its type and size, "PDF, 245 KB" (the answers' schema is
 * ./file-facts-schema.ts). Without zod, so that the public pages that show these facts do not load it (issue 13).
 */

/** The content types of the files a visitor may download from the site, by extension. */
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  zip: 'application/zip',
  txt: 'text/plain',
  csv: 'text/csv',
};

/** The extension of an address's file name, lower-case ('/docs/a.PDF?x' -> 'pdf'), or '' when it has none. */
export function extensionOf(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The content type of a file by its name's extension; application/octet-stream for an unknown one. */
export function contentTypeOfName(href: string): string {
  return CONTENT_TYPES[extensionOf(href)] ?? 'application/octet-stream';
}

/** The kinds a visitor recognises; anything else is named by its extension in capitals. */
const KINDS: [RegExp, string][] = [
  [/^application\/pdf\b/, 'PDF'],
  [/^application\/(msword|vnd\.openxmlformats-officedocument\.wordprocessingml)/, 'Word'],
  [/^application\/(vnd\.ms-excel|vnd\.openxmlformats-officedocument\.spreadsheetml)/, 'Excel'],
  [/^image\/jpeg\b/, 'JPG'],
  [/^image\/png\b/, 'PNG'],
  [/^image\/webp\b/, 'WebP'],
  [/^application\/(x-)?zip(-compressed)?\b/, 'ZIP'],
  [/^text\/csv\b/, 'CSV'],
  [/^text\/plain\b/, 'TXT'],
];

/** The kind of file a visitor sees ('PDF', 'Word', 'Excel', 'JPG', 'PNG', 'ZIP'...): by type, else by extension. */
export function fileKindOf(type: string, href = ''): string {
  const byType = KINDS.find(([pattern]) => pattern.test(type.toLowerCase()))?.[1];
  if (byType) return byType;
  const byName = KINDS.find(([pattern]) => pattern.test(contentTypeOfName(href)))?.[1];
  return byName ?? (extensionOf(href).toUpperCase() || 'File');
}

const KIB = 1024;
const MIB = 1024 * 1024;

/**
 * A size as a visitor reads it: whole kilobytes under 1 MB (at least 1 KB), else megabytes with one decimal.
 * 1 KB is 1,024 bytes; a size that rounds to 1,024 KB is shown as 1.0 MB.
 */
export function fileSizeParts(bytes: number): { amount: number; unit: 'KB' | 'MB' } {
  const kilobytes = Math.max(1, Math.round(bytes / KIB));
  if (kilobytes < KIB) return { amount: kilobytes, unit: 'KB' };
  return { amount: Math.round((bytes / MIB) * 10) / 10, unit: 'MB' };
}

/** The amount of `fileSizeParts` in the language's number format (one decimal for MB): '245', '1,023', '1.5'. */
export function formatFileSizeAmount(parts: { amount: number; unit: 'KB' | 'MB' }, locale: string): string {
  const digits = parts.unit === 'MB' ? 1 : 0;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    parts.amount,
  );
}
