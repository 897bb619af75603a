import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package's root folder, found by walking up from this module, so the same code works
 * from src/ (tsx, vitest) and from the single bundled dist/server.js.
 */
export function apiPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle.config.ts'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the api package root (drizzle.config.ts)');
    dir = parent;
  }
  return dir;
}

export const migrationsFolder = () => path.join(apiPackageRoot(), 'drizzle');
