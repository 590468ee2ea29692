/** Where the running mistdocs package lives, and its version: read from its own package.json. Imports nothing from mistdocs. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PackageInfo {
  /** The package folder (holds package.json, templates/ and, once compiled, dist/). */
  root: string;
  name: string;
  version: string;
}

/** Finds the mistdocs package.json above this module (src/ when run from source, dist/src/ when compiled). */
export function readPackageInfo(): PackageInfo {
  const from = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'mistdocs') return { root: dir, name: pkg.name, version: pkg.version ?? '0.0.0' };
    }
    if (path.dirname(dir) === dir) throw new Error(`mistdocs: cannot find its package.json above ${from}`);
  }
}
