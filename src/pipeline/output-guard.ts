/**
 * Which folders a build may replace. A build replaces its output folder whole, so the folder it is given
 * (by --out or the config's outDir) must be one that holds nothing but an earlier build: never the
 * project, a folder above it, or a folder the site is read from; and a folder with other files in it
 * only when it carries the marker every build writes, or with --force (which never lets a build replace a
 * file, or a folder the site is read from).
 */
import { existsSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.js';
import { isWithin } from '../content/read-source.js';
import { DiagnosticError } from '../diagnostics/diagnostic.js';

/** The file every build writes at the top of its output folder, by which the next build knows the folder as its own. */
export const OUTPUT_MARKER = '.mistdocs-output';

/**
 * Throws DiagnosticError when `outDir` must not be replaced: it is the site's folder or a folder above it,
 * or a folder the site reads (content, static files, translations, released versions) or one inside
 * them; or it holds files and is not an earlier output (no marker), unless `force`.
 */
export function guardOutputFolder(outDir: string, config: Pick<ResolvedConfig, 'root' | 'contentDir' | 'staticDir' | 'i18n'>, options: { force?: boolean; flag?: string } = {}): void {
  const target = path.resolve(outDir);
  const shown = path.relative(config.root, target) || '.';
  const refuse = (message: string, hint: string): never => {
    throw new DiagnosticError([{ severity: 'error', code: 'output/unsafe-folder', message, hint }]);
  };
  const choose = `Choose an output folder of its own, such as build/ (the default), with ${options.flag ?? '--out'} or the config's outDir.`;
  if (isWithin(config.root, target)) {
    refuse(`Refused to build into ${shown}: it ${target === path.resolve(config.root) ? 'is' : 'holds'} the site's own folder, which the build would replace.`, choose);
  }
  const sources: [string, string][] = [
    [config.contentDir, 'the content folder'],
    [config.staticDir, 'the static files folder'],
    [config.i18n.path, 'the translations folder'],
    ['versioned_docs', 'the released versions'],
    ['versioned_sidebars', "the released versions' sidebars"],
    ['src', "the site's own code (components, React pages, stylesheets)"],
    ['node_modules', 'the installed packages'],
    ['.git', 'the git repository'],
  ];
  // The most telling relation first: the folder itself, then the deepest folder it is inside, then one it holds.
  const relations = sources.map(([folder, what]) => {
    const source = path.resolve(config.root, folder);
    const relation = target === source ? 'is' : isWithin(target, source) ? 'is inside' : isWithin(source, target) ? 'holds' : undefined;
    return { source, what, relation, rank: relation === 'is' ? 0 : relation === 'is inside' ? 1 - source.length / 1e6 : 2 };
  });
  const hit = relations.filter((r) => r.relation).sort((a, b) => a.rank - b.rank)[0];
  if (hit) refuse(`Refused to build into ${shown}: it ${hit.relation} ${hit.what} (${path.relative(config.root, hit.source)}), which the build would replace.`, choose);
  if (!existsSync(target)) return;
  // --force waives only the check below (a folder of files no build made); never a file, which the build would delete (site.config.ts).
  if (!statSync(target).isDirectory()) refuse(`Refused to build into ${shown}: it is a file, not a folder, and the build would replace it.`, choose);
  if (options.force) return;
  const entries = readdirSync(target);
  if (entries.length === 0 || entries.includes(OUTPUT_MARKER) || madeBeforeMarker(target, entries)) return;
  const listed = entries.slice(0, 3).join(', ') + (entries.length > 3 ? `, and ${entries.length - 3} more` : '');
  refuse(
    `Refused to build into ${shown}: it holds files that an earlier build did not make (${listed}), and the build replaces the whole folder.`,
    `${choose} If the folder's contents may all go, add --force.`,
  );
}

/** A build of a mistdocs version from before the marker: its search index and runtime at their places. */
function madeBeforeMarker(dir: string, entries: readonly string[]): boolean {
  if (!entries.includes('search-index.json')) return false;
  try {
    return readdirSync(path.join(dir, 'assets/js')).some((name) => /^runtime-[A-Z0-9]+\.js$/.test(name));
  } catch {
    return false;
  }
}

/**
 * Takes the output folder for this build: a lock file beside it (the folder itself is replaced whole)
 * naming this process. Throws DiagnosticError when a running build holds it (two builds into one folder
 * both reported success, the older config's site left); a lock whose process is gone is taken over.
 * Returns the function that lets it go.
 */
export function lockOutputFolder(outDir: string, root: string): () => void {
  const target = path.resolve(outDir);
  const lock = path.join(path.dirname(target), `.${path.basename(target)}.mistdocs-lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return () => undefined;
      const holder = Number.parseInt(readLock(lock), 10);
      if (Number.isInteger(holder) && holder > 0 && processAlive(holder)) {
        const shown = path.relative(root, target) || '.';
        throw new DiagnosticError([
          {
            severity: 'error',
            code: 'output/locked',
            message: `Another build (process ${holder}) is writing into ${shown} now; this one stopped so that the two sites do not mix.`,
            hint: `Wait for that build to finish and run this one again, or build into another folder with --out. If no build is running, delete ${path.relative(root, lock)}.`,
          },
        ]);
      }
      rmSync(lock, { force: true });
    }
  }
  return () => undefined;
}

function readLock(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Whether a process of that id runs (this one included: a second build of this process into the folder waits for nothing). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
