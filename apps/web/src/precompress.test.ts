import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../vite-precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir (the web build step)', () => {
  it('writes .br and .gz copies of JS, CSS, HTML and SVG that decode to the same bytes, and leaves images alone', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'iiidem-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'images'));
    const files = {
      'index.html': '<!doctype html><html><body><div id="root"></div></body></html>',
      'assets/app-1a2b.js': `console.log(${JSON.stringify('app '.repeat(500))});`,
      'assets/app-1a2b.css': 'body { margin: 0 }\n'.repeat(50),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
    writeFileSync(path.join(dir, 'images', 'photo.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));

    expect(await precompressDir(dir)).toBe(4);

    for (const [name, content] of Object.entries(files)) {
      const file = path.join(dir, name);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString(), name).toBe(content);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString(), name).toBe(content);
    }
    expect(readFileSync(path.join(dir, 'assets/app-1a2b.js.br')).length).toBeLessThan(200);
    expect(existsSync(path.join(dir, 'images', 'photo.jpg.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'images', 'photo.jpg.gz'))).toBe(false);
  });

  it('does not compress its own copies again when run twice', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'iiidem-precompress-'));
    writeFileSync(path.join(dir, 'index.html'), '<p>hello</p>');
    await precompressDir(dir);
    expect(await precompressDir(dir)).toBe(1);
    expect(existsSync(path.join(dir, 'index.html.br.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'index.html.gz.gz'))).toBe(false);
  });
});
