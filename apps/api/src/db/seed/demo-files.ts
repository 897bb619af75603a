import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A file the seed writes under `${filesDir}/public/`, served at `/files/<path>`. */
export type DemoFile = { path: string; render: () => Buffer | Promise<Buffer> };

/** The address a stored file path is served at (what photo_url, pdf, document_file hold). */
export function publicFileUrl(relativePath: string): string {
  return `/files/${relativePath}`;
}

/** Renders and writes every file, several at a time (sharp encodes on its own threads). */
export async function writeDemoFiles(filesDir: string, files: readonly DemoFile[]): Promise<void> {
  const root = path.join(filesDir, 'public');
  const folders = new Set(files.map((file) => path.dirname(path.join(root, file.path))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  await Promise.all(
    files.map(async (file) => {
      await writeFile(path.join(root, file.path), await file.render());
    }),
  );
}
