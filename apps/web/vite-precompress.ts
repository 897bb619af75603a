import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files a browser fetches; images, fonts, PDFs and source maps are left as they are. */
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;

/** Paths (relative to `dir`) of every file worth precompressing below it. */
async function findCompressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` (Brotli, best quality: built once, served many times) and `file.gz` (gzip level 9) next to each
 * JS, CSS, HTML, SVG, JSON, XML and text file below `dir`. The API serves them in place of the file when the
 * browser accepts the encoding (@fastify/static `preCompressed`). Returns how many files it compressed.
 */
export async function precompressDir(dir: string): Promise<number> {
  const files = await findCompressibleFiles(dir);
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

/** After the browser build (not the server-rendering one), precompresses everything in the output folder. */
export function precompress(): Plugin {
  let outDir = '';
  let isServerBuild = false;
  return {
    name: 'iiidem-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isServerBuild = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (isServerBuild) return;
        const count = await precompressDir(outDir);
        this.info(`precompressed ${count} files (.br, .gz)`);
      },
    },
  };
}
