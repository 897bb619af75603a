import { stat } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfName, extensionOf } from '@iiidem/shared/files/file-facts';
import type { TFileFacts } from '@iiidem/shared/files/file-facts-schema';
import type { FileStore } from './file-store';
import { publicFileKey } from './public-files';

/**
 * The type and size of a file a public answer links to (issue 16: every download says "PDF, 245 KB"):
 *   - '/files/<area>/<name>': a file of the store (`app.files.stat`), on any instance;
 *   - another path of this site naming a file ('/docs/form.docx'): a file of the web build, which
 *     plugins/web-app.ts serves from `webDistDir` (copied there from apps/web/public);
 *   - anything else (an outside address, a missing file, a path leaving the folder): null.
 * Public answers are cached per area: a file's facts change only with the row that names it (a new upload
 * gets a new name) or with a new build (a new process), so the cached facts stay right.
 */
export type FileFactsSource = { files: FileStore; config: { webDistDir: string } };

/** Folders of the web build that are not its public files (the server-side render entry). */
const NOT_SITE_FILES = new Set(['server']);

async function factsOfBuildFile(webDistDir: string, href: string): Promise<TFileFacts | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(href.split(/[?#]/, 1)[0] ?? '');
  } catch {
    return null;
  }
  const root = path.resolve(webDistDir);
  const absolute = path.resolve(root, `.${decoded}`);
  const relative = path.relative(root, absolute);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const first = relative.split(path.sep)[0] ?? '';
  if (NOT_SITE_FILES.has(first) || first.startsWith('.')) return null;
  try {
    const found = await stat(absolute);
    return found.isFile() ? { type: contentTypeOfName(decoded), size: found.size } : null;
  } catch {
    return null;
  }
}

/** The facts of the file at `href` (a path this site serves), or null when it is not one or is not there. */
export async function findFileFacts(
  source: FileFactsSource,
  href: string | null | undefined,
): Promise<TFileFacts | null> {
  const address = href?.trim() ?? '';
  if (!address.startsWith('/') || address.startsWith('//')) return null;
  const key = publicFileKey(address);
  if (key !== undefined) {
    const found = await source.files.stat('public', key);
    if (!found) return null;
    const type = found.contentType === 'application/octet-stream' ? contentTypeOfName(address) : found.contentType;
    return { type, size: found.size };
  }
  if (!extensionOf(address)) return null;
  return factsOfBuildFile(source.config.webDistDir, address);
}

type WithFacts<Row, Field extends keyof Row & string> = Row & { [K in Field as `${K}_info`]: TFileFacts | null };

/**
 * The rows, each with `<field>_info` (the type and size of the file its `<field>` names, or null) beside every
 * field named: `withFileFacts(app, vacancies, ['pdf'])` adds `pdf_info`. The files are looked at together.
 */
export async function withFileFacts<Row extends object, Field extends keyof Row & string>(
  source: FileFactsSource,
  rows: readonly Row[],
  fields: readonly Field[],
): Promise<WithFacts<Row, Field>[]> {
  return Promise.all(
    rows.map(async (row) => {
      const facts = await Promise.all(
        fields.map(async (field) => {
          const value = row[field];
          return [`${field}_info`, await findFileFacts(source, typeof value === 'string' ? value : null)] as const;
        }),
      );
      return { ...row, ...Object.fromEntries(facts) } as WithFacts<Row, Field>;
    }),
  );
}

/**
 * The facts of a file a row stores either way: a public path ('/files/...') or a private file key (a
 * certificate, answered to its owner through a signed link); null when there is none or it is not there.
 */
export async function findStoredFileFacts(
  source: FileFactsSource,
  stored: string | null | undefined,
): Promise<TFileFacts | null> {
  if (!stored) return null;
  if (stored.startsWith('/')) return findFileFacts(source, stored);
  const found = await source.files.stat('private', stored);
  return found ? { type: found.contentType, size: found.size } : null;
}
