/** The route table: an exact-match list of every static page, with colliding routes reported. Pure. */
import { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { RouteEntry } from '../shared/types.js';

/** Sorts routes and reports any path claimed twice. */
export function buildRouteTable(entries: readonly RouteEntry[], bag: DiagnosticBag): RouteEntry[] {
  const byPath = new Map<string, RouteEntry>();
  const table: RouteEntry[] = [];
  for (const entry of entries) {
    // '/a' and '/a/' are written to the same file, so they collide.
    const key = entry.path === '/' ? '/' : entry.path.replace(/\/$/, '');
    const other = byPath.get(key);
    if (other) {
      const describe = (e: RouteEntry) => (e.file ? `${e.kind} ${e.file}` : `${e.kind} '${e.key}'`);
      bag.error('routes/collision', `The route '${entry.path}' is produced twice: by ${describe(other)} and by ${describe(entry)}.`, {
        file: entry.file ?? other.file,
        line: entry.file ? 1 : undefined,
        column: entry.file ? 1 : undefined,
        hint: 'Give one of them another `slug:` (or another generated-index slug).',
      });
      continue;
    }
    byPath.set(key, entry);
    table.push(entry);
  }
  return table.sort((a, b) => a.path.localeCompare(b.path));
}
