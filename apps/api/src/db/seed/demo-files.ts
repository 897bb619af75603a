import type { FileStore } from '../../lib/files/file-store';
import { publicFilePath } from '../../lib/files/public-files';

/** A public file the seed writes into the file store under `path` ('<area>/<name>'), served at `/files/<path>`. */
export type DemoFile = { path: string; render: () => Buffer | Promise<Buffer> };

/** The address a stored file path is served at (what photo_url, pdf, document_file hold). */
export function publicFileUrl(relativePath: string): string {
  return publicFilePath(relativePath);
}

/**
 * Renders and writes every file, several at a time (sharp encodes on its own threads). They are deterministic,
 * so a file already there (another instance seeding at the same moment) is simply written again.
 */
export async function writeDemoFiles(files: FileStore, demoFiles: readonly DemoFile[]): Promise<void> {
  await Promise.all(
    demoFiles.map(async (file) => {
      await files.write('public', file.path, await file.render(), { overwrite: true });
    }),
  );
}
