/**
 * `init`: writes the starter site (templates/starter/) and a package.json into a folder. Reads only the
 * starter and the target folder, writes only into the target folder, and never replaces a file unless
 * told to. Imports nothing from the build pipeline.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readPackageInfo } from '../package-info.js';

export interface InitOptions {
  /** The folder to write into; created when missing. */
  dir: string;
  /** Resolves `dir` and a path-like `dependency`; defaults to the process's working folder. */
  cwd?: string;
  /** The site title; defaults to one made from the folder name (`my-docs` -> `My Docs`). */
  title?: string;
  /** Write into a folder that is not empty: starter files replace files of the same name, package.json and .gitignore are merged. */
  force?: boolean;
  /**
   * The mistdocs dependency written to package.json; defaults to `^` and this package's version. A path
   * (a packed tarball or a folder) is written relative to the new site, for installs before mistdocs is on npm.
   * @example '../mistdocs-0.1.0.tgz'
   */
  dependency?: string;
}

export interface InitResult {
  /** Absolute path of the site folder. */
  dir: string;
  title: string;
  /** The files written, relative to `dir`, with `/` separators, in order. */
  files: string[];
}

/** A reason `init` would not write: one line for the author, naming what to do instead. */
export class InitError extends Error {
  override name = 'InitError';
}

/** What the generated package.json runs; `npm start` is the author's edit loop. */
export const STARTER_SCRIPTS = {
  start: 'mistdocs serve --watch',
  build: 'mistdocs build',
  check: 'mistdocs check',
  serve: 'mistdocs serve',
} as const;

/** Entries a folder may hold and still count as empty: a fresh repository, or an OS's folder metadata. */
const IGNORED = new Set(['.git', '.DS_Store', 'Thumbs.db']);

/** Writes a starter site into `options.dir`; throws an InitError when the folder is not empty (without `force`). */
export async function initSite(options: InitOptions): Promise<InitResult> {
  const cwd = options.cwd ?? process.cwd();
  const dir = path.resolve(cwd, options.dir);
  const shown = path.relative(cwd, dir) || '.';
  const existing = await listFolder(dir, shown);
  if (existing.length && !options.force) {
    const sample = existing.slice(0, 3).join(', ') + (existing.length > 3 ? ', ...' : '');
    throw new InitError(`${shown} is not empty (${sample}); choose a new or empty folder, or pass --force to add the starter files (replacing files with the same names).`);
  }
  const title = options.title?.trim() || titleFromFolder(path.basename(dir));
  const starter = path.join(readPackageInfo().root, 'templates', 'starter');
  const written: string[] = [];
  await mkdir(dir, { recursive: true });
  for (const file of await listStarter(starter)) {
    // npm leaves files named .gitignore out of packages, so the starter keeps it without the dot.
    const target = file === 'gitignore' ? '.gitignore' : file;
    const source = fillPlaceholders(await readFile(path.join(starter, file), 'utf8'), file, title);
    const text = target === '.gitignore' ? await mergeLines(path.join(dir, target), source) : source;
    await mkdir(path.dirname(path.join(dir, target)), { recursive: true });
    await writeFile(path.join(dir, target), text);
    written.push(target);
  }
  const packageJson = await packageManifest(dir, title, dependencySpec(options.dependency, cwd, dir));
  await writeFile(path.join(dir, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
  written.push('package.json');
  return { dir, title, files: written.sort() };
}

/** The folder's entries that make it "not empty"; none when it does not exist yet. */
async function listFolder(dir: string, shown: string): Promise<string[]> {
  const info = await stat(dir).catch(() => undefined);
  if (!info) return [];
  if (!info.isDirectory()) throw new InitError(`${shown} is a file, not a folder; choose a folder name for the new site.`);
  return (await readdir(dir)).filter((name) => !IGNORED.has(name)).sort();
}

async function listStarter(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** `my-docs` -> `My Docs`; a folder name with no letters or digits gives `My Docs`. */
export function titleFromFolder(name: string): string {
  const words = name.split(/[\s_.-]+/).filter(Boolean);
  return words.length ? words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ') : 'My Docs';
}

/** A valid npm package name made from the folder name. */
export function packageNameFromFolder(name: string): string {
  const cleaned = name
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[._-]+|[-]+$/g, '')
    .slice(0, 214);
  return cleaned || 'my-docs';
}

/** Puts the title into the starter's `{{title}}` places, escaped for the string it sits in. */
function fillPlaceholders(text: string, file: string, title: string): string {
  if (file.endsWith('.ts')) return text.replaceAll('{{title}}', title.replace(/[\\']/g, (c) => `\\${c}`));
  // In Markdown the placeholder only appears in double-quoted YAML, whose escapes JSON's match.
  if (file.endsWith('.md')) return text.replaceAll('{{title}}', JSON.stringify(title).slice(1, -1));
  return text;
}

/** Keeps an existing file's lines and appends the starter's lines it lacks. */
async function mergeLines(file: string, starter: string): Promise<string> {
  if (!existsSync(file)) return starter;
  const current = await readFile(file, 'utf8');
  const have = new Set(current.split('\n').map((l) => l.trim()));
  const missing = starter.split('\n').filter((l) => l.trim() && !l.startsWith('#') && !have.has(l.trim()));
  if (!missing.length) return current;
  return `${current}${current.endsWith('\n') || !current ? '' : '\n'}${missing.join('\n')}\n`;
}

/** The mistdocs dependency: a path-like spec is made relative to the site, as package.json needs it. */
export function dependencySpec(spec: string | undefined, cwd: string, dir: string): string {
  if (!spec) return `^${readPackageInfo().version}`;
  const local = spec.startsWith('file:') ? spec.slice(5) : /^(\.{1,2}([/\\]|$)|[/\\]|[a-zA-Z]:[/\\])/.test(spec) ? spec : undefined;
  if (local === undefined) return spec;
  const relative = path.relative(dir, path.resolve(cwd, local)).split(path.sep).join('/');
  return `file:${relative.startsWith('.') ? relative : `./${relative}`}`;
}

/** A new package.json, or the existing one with the starter's scripts and the mistdocs dependency added. */
async function packageManifest(dir: string, title: string, dependency: string): Promise<Record<string, unknown>> {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) {
    return {
      name: packageNameFromFolder(path.basename(dir)),
      version: '0.1.0',
      private: true,
      description: `${title}: documentation built with mistdocs`,
      type: 'module',
      scripts: { ...STARTER_SCRIPTS },
      engines: { node: '>=20' },
      dependencies: { mistdocs: dependency },
    };
  }
  let pkg: Record<string, unknown>;
  try {
    pkg = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  } catch {
    throw new InitError(`${path.basename(dir)}/package.json is not valid JSON; fix it or remove it, then run init again.`);
  }
  const dependencies = { ...(pkg.dependencies as Record<string, string> | undefined) };
  const devDependencies = pkg.devDependencies as Record<string, string> | undefined;
  // An installed mistdocs (from npm, a tarball or git) stays as it is.
  if (!dependencies.mistdocs && !devDependencies?.mistdocs) dependencies.mistdocs = dependency;
  return { ...pkg, scripts: { ...(pkg.scripts as Record<string, string> | undefined), ...STARTER_SCRIPTS }, dependencies };
}
