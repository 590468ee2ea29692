/**
 * The site modules (config, sidebars, plugins) the process has imported, and which of them are still
 * running their top-level code: what places a line of theirs (a throw, a process.exit() call) in the
 * site's own file. No esbuild here: the CLI reads it on every command.
 */
import { rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every site module imported, by the address it ran from: the file it was made from and its source map. */
const imported = new Map<string, { file: string; map?: string }>();
/** The site files whose modules are being imported now (their top-level code has not finished). */
const pending = new Map<string, string | undefined>();

/** Where in the site's own files (absolute, 1-based) something was done, read through the module's source map. */
export interface ThrownAt {
  file: string;
  line: number;
  column: number;
}

/**
 * Imports the module at `url`, made from the site file `file`, recording both so that what it does can be
 * placed in `file`. `temp` is what the caller removes once it is imported: removed on exit (removeTemporary)
 * when the process ends first.
 */
export async function importSiteModule<T>(file: string, url: string, map?: string, temp?: string): Promise<T> {
  imported.set(url, { file, ...(map ? { map } : {}) });
  pending.set(file, temp);
  try {
    return (await import(url)) as T;
  } finally {
    pending.delete(file);
  }
}

/**
 * Which site module stopped the process now ending: the line of a site file on the current stack (a
 * `process.exit()` it called), else a module whose top-level code never finished (it awaits forever).
 */
export function stoppedBy(): { file: string; line?: number; column?: number; waiting: boolean } | undefined {
  const stack = new Error().stack ?? '';
  for (const [url, { file, map }] of imported) {
    if (!stack.includes(`${url}:`) && !stack.includes(`${fileURLToPath(url)}:`)) continue;
    return { ...(placeInStack(stack, url, map, path.dirname(file)) ?? { file }), waiting: false };
  }
  const [file] = pending.keys();
  return file ? { file, waiting: true } : undefined;
}

/** Removes the temporary files of the modules still loading, as the process ends before their importers could. */
export function removeTemporary(): void {
  for (const temp of pending.values()) if (temp) rmSync(temp, { recursive: true, force: true });
}

export function placeInStack(stack: string, url: string, mapText: string | undefined, dir: string): ThrownAt | undefined {
  if (!mapText) return undefined;
  let map: SourceMap | undefined;
  // A frame names the module by its address, or by its path where a loader imported it (a test runner's).
  const names = [url, fileURLToPath(url)];
  for (const line of stack.split('\n')) {
    const name = names.find((n) => line.includes(`${n}:`));
    if (!name) continue;
    const place = /^(\d+):(\d+)/.exec(line.slice(line.indexOf(`${name}:`) + name.length + 1));
    if (!place) continue;
    map ??= new SourceMap(JSON.parse(mapText) as ConstructorParameters<typeof SourceMap>[0]);
    const entry = map.findEntry(Number(place[1]) - 1 - PREAMBLE_LINES, Number(place[2]) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number };
    if (!entry?.originalSource || entry.originalLine === undefined) continue;
    const source = entry.originalSource.startsWith('file:') ? fileURLToPath(entry.originalSource) : path.resolve(dir, entry.originalSource);
    if (source.includes(`${path.sep}node_modules${path.sep}`)) continue;
    return { file: source, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
  }
  return undefined;
}

/** Lines written before the bundle's own in the file that is imported. */
export const PREAMBLE_LINES = 2;

