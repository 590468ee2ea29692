/**
 * `serve --watch`: builds, serves, watches content, config (with a Docusaurus sidebars file beside it)
 * and theme with chokidar and runs the same pipeline again on change with a warm memo (only the Markdown and pages whose inputs changed are
 * rendered again; a config or theme change starts from an empty memo), writes only the files whose bytes
 * changed, and tells open pages to reload over server-sent events. An author error is reported and shown
 * as an overlay in the browser; the server keeps running and the next good build clears it.
 * Must not import render/ or markdown/ directly: it drives the pipeline.
 */
import { rm, rmdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { watch } from 'chokidar';
import { VERSIONED_DOCS_DIR, VERSIONED_SIDEBARS_DIR, VERSIONS_FILE } from '../config/load-versions.js';
import pc from 'picocolors';
import { SIDEBARS_FILE_NAMES } from '../config/load-sidebars.js';
import { toPosix } from '../content/load-content.js';
import { DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.js';
import { formatDiagnostics } from '../diagnostics/reporter.js';
import { packageRoot } from '../pipeline/bundle.js';
import { emitFiles, writeAll, type Emitted } from '../pipeline/emit.js';
import { INDEX_BASE } from '../search/search-files.js';
import { compileSite, createMemo, warmUp, type BuildResult, type Memo } from '../pipeline/index.js';
import { createStaticServer } from './static-server.js';

export interface DevServerOptions {
  cwd: string;
  configFile?: string;
  outDir: string;
  /** The locale to build and serve (the default one when absent). */
  locale?: string;
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** Colour terminal output (the CLI decides from NO_COLOR). */
  color?: boolean;
  /** Where progress lines and diagnostics go; defaults to stdout and stderr. */
  log?: { info: (line: string) => void; error: (text: string) => void };
  /** Called after every rebuild, good or failed (tests and tools observe rebuilds here). */
  onRebuild?: (report: RebuildReport) => void;
  /** Milliseconds to wait for more changes before rebuilding (editors save in bursts). */
  debounceMs?: number;
  /** Watch the theme (templates) too; on by default, off when only content and config matter. */
  watchTheme?: boolean;
  /** Milliseconds without a change after a rebuild before its search index is made (300 by default). */
  searchDelayMs?: number;
}

/** What one rebuild did. */
export interface RebuildReport {
  reason: string;
  ok: boolean;
  ms: number;
  /** Whether the memo was dropped (config or theme changed, or the first build). */
  full: boolean;
  /** Doc ids whose Markdown was rendered again. */
  docs: string[];
  /** Routes whose HTML was rendered again. */
  pages: string[];
  /** Output files written (changed bytes) and removed. */
  written: string[];
  removed: string[];
  diagnostics: Diagnostic[];
  /** Milliseconds per build stage, plus `write` for comparing and writing the output. */
  timings: Record<string, number>;
}

export interface DevServer {
  url: string;
  /** The base URL of the served locale's pages. */
  baseUrl: string;
  close: () => Promise<void>;
}

/** The path of the event stream the injected client listens to. */
export const EVENTS_PATH = '/__mistdocs/events';

/** Milliseconds without a change after a rebuild before its search index is made (see catchUpSearchLater). */
const INDEX_QUIET_MS = 300;

/**
 * The script injected into served HTML: reloads on 'reload', shows an overlay on 'error-report', and on
 * 'search' (a new search index written) reloads a page that has fetched the last one: it holds that
 * index in memory, and the pieces it has yet to fetch are gone.
 */
const CLIENT = `<script>(()=>{const s=new EventSource(${JSON.stringify(EVENTS_PATH)});s.addEventListener('reload',()=>location.reload());s.addEventListener('search',()=>{if(performance.getEntriesByType('resource').some(e=>/\\/${INDEX_BASE}[^/]*\\.json/.test(e.name)))location.reload()});s.addEventListener('error-report',e=>{let o=document.getElementById('mistdocs-overlay');if(!o){o=document.createElement('div');o.id='mistdocs-overlay';o.setAttribute('role','alertdialog');o.setAttribute('aria-label','Build error');o.style.cssText='position:fixed;inset:0;z-index:9999;background:rgba(20,20,24,.95);color:#ffd7d7;font:14px/1.5 ui-monospace,monospace;padding:2rem;overflow:auto;white-space:pre-wrap';document.body.appendChild(o)}o.textContent='mistdocs: the build failed\\n\\n'+JSON.parse(e.data).text});s.addEventListener('ok',()=>{const o=document.getElementById('mistdocs-overlay');if(o)o.remove()})})();</script>`;

/** Whether a search index file is a first file (`search-index.json`, `1.0/search-index-1.0-player.json`) rather than a piece. */
function isFirstFile(file: string): boolean {
  return path.posix.basename(file).startsWith(INDEX_BASE);
}

function sameBytes(a: string | Uint8Array | undefined, b: string | Uint8Array): boolean {
  if (a === undefined) return false;
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}

/** What a rebuild did, for its log line: `Markdown of 1 doc, 1 of 1303 pages rendered, 3 files written`. */
export function describeRebuild(result: Pick<BuildResult, 'rebuilt' | 'pages'>, written: number): string {
  const docs = result.rebuilt.docs.length;
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [docs ? `Markdown of ${plural(docs, 'doc', 'docs')}` : '', `${result.rebuilt.pages.length} of ${plural(result.pages, 'page', 'pages')} rendered`, `${plural(written, 'file', 'files')} written`].filter(Boolean).join(', ');
}

/** Builds, serves and watches; resolves once the server listens. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? { info: (line: string) => process.stdout.write(`${line}\n`), error: (text: string) => process.stderr.write(`${text}\n`) };
  const color = options.color ?? false;
  const c = pc.createColors(color);
  const clients = new Set<ServerResponse>();
  let lastError: string | undefined;
  const broadcast = (event: string, data: unknown) => {
    for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  // One locale at a time, as Docusaurus's dev server serves one: the default, or the one asked for.
  const buildOptions = { cwd: options.cwd, configFile: options.configFile, outDir: options.outDir, deferSearchIndex: true, locale: options.locale };
  let written = new Map<string, string | Uint8Array>();
  // The search index files in the output folder: a deferred index writes its pieces to a new hashed folder.
  let searchPaths = new Set<string>();
  let previous: BuildResult | undefined;
  let memo: Memo = createMemo();
  // Files changed since the last good build: a failed build keeps them, so its fix rebuilds them all.
  const dirty = new Set<string>();
  let full = true;
  /** Whether this memo's warm-up (see warmUp) is done. */
  let warmed = false;

  /** Rebuilds started so far: a search index made for an earlier one is out of date. */
  let rebuilds = 0;
  const rebuild = async (reason: string) => {
    rebuilds++;
    const started = performance.now();
    const wasFull = full;
    if (full) memo = createMemo();
    try {
      const result = await compileSite({ ...buildOptions, memo, changed: full ? undefined : new Set(dirty) });
      const writeStarted = performance.now();
      const next = new Map<string, string | Uint8Array>();
      const changed: Emitted[] = [];
      for (const f of result.files) {
        next.set(f.path, f.data);
        if (!sameBytes(written.get(f.path), f.data)) changed.push(f);
      }
      // A deferred search index keeps the files of the last one until it is rebuilt below (those of the
      // last deferred one, not the first one's that the pages' addresses name: else every rebuild after
      // the first edit would delete the whole index and the deferred one write it all again).
      if (result.deferredSearch) {
        for (const p of searchPaths) if (written.has(p)) next.set(p, written.get(p)!);
      } else searchPaths = new Set(result.searchPaths);
      const removed = [...written.keys()].filter((p) => !next.has(p));
      if (written.size === 0) await emitFiles(options.outDir, result.files);
      else {
        await writeAll(options.outDir, changed);
        await Promise.all(removed.map((p) => rm(path.join(options.outDir, p), { force: true })));
        await removeEmptyFolders(options.outDir, removed);
      }
      result.timings.write = performance.now() - writeStarted;
      written = next;
      previous = result;
      lastError = undefined;
      dirty.clear();
      full = false;
      const ms = performance.now() - started;
      log.info(`${c.green('✔')} ${reason}: ${describeRebuild(result, changed.length)} in ${ms.toFixed(0)} ms`);
      if (result.diagnostics.length) log.error(formatDiagnostics(result.diagnostics, { root: result.config.root, color }));
      broadcast('ok', {});
      if (reason !== 'initial build') broadcast('reload', { changed: changed.map((f) => f.path) });
      // A full build rendered in worker threads: ready this thread's Markdown processor and the rebuild
      // path (with nothing changed) while idle, going on after each edit until it is done.
      if (wasFull) warmed = false;
      if (!warmed) {
        const warming = memo;
        running = running.then(async () => {
          if (warming === memo) warmed = await warmUp({ ...buildOptions, memo: warming }, () => dirty.size > 0);
        });
      }
      options.onRebuild?.({ reason, ok: true, ms, full: wasFull, docs: result.rebuilt.docs, pages: result.rebuilt.pages, written: changed.map((f) => f.path), removed, diagnostics: result.diagnostics, timings: result.timings });
      // The search index follows the pages: readers see the edit at once, search catches up a moment later.
      if (result.deferredSearch) catchUpSearchLater(result.deferredSearch);
    } catch (error) {
      const root = previous?.config.root ?? options.cwd;
      const diagnostics = error instanceof DiagnosticError ? error.diagnostics : [];
      const text = error instanceof DiagnosticError ? formatDiagnostics(diagnostics, { root, color: false }) : error instanceof Error ? error.message : String(error);
      lastError = text;
      log.error(error instanceof DiagnosticError ? formatDiagnostics(diagnostics, { root, color }) : `${c.red('error')} ${text}`);
      log.info(`${c.red('✖')} ${reason}: the build failed; still serving the last good build`);
      broadcast('error-report', { text });
      options.onRebuild?.({ reason, ok: false, ms: performance.now() - started, full: wasFull, docs: [], pages: [], written: [], removed: [], diagnostics, timings: {} });
    }
  };

  /**
   * Writes the search index of the last good rebuild once the author has paused: the reloaded page is
   * served first, and saves in quick succession make one index rather than one each. A large site's
   * index is made in a worker thread, so rebuilds go on meanwhile; an index overtaken by a rebuild is
   * dropped (that rebuild brings its own).
   */
  let indexTimer: NodeJS.Timeout | undefined;
  let catching: Promise<void> = Promise.resolve();
  const catchUpSearchLater = (make: () => Promise<Emitted[]>) => {
    clearTimeout(indexTimer);
    indexTimer = setTimeout(() => {
      const after = rebuilds;
      catching = Promise.resolve().then(make).then(
        (files) => {
          if (rebuilds === after) running = running.then(() => catchUpSearch(files));
          return running;
        },
        (error: unknown) => log.error(`${c.red('error')} the search index was not brought up to date: ${error instanceof Error ? error.message : String(error)}`),
      );
    }, options.searchDelayMs ?? INDEX_QUIET_MS);
  };
  const catchUpSearch = async (files: Emitted[]) => {
    try {
      // The pieces before the first file that names them, and the last index's pieces only after both: a reader searching meanwhile finds every piece a first file names.
      const index = files.filter((f) => !sameBytes(written.get(f.path), f.data)).sort((a, b) => Number(isFirstFile(a.path)) - Number(isFirstFile(b.path)));
      await writeAll(options.outDir, index);
      for (const f of index) written.set(f.path, f.data);
      const now = new Set(files.map((f) => f.path));
      const stale = [...searchPaths].filter((p) => !now.has(p));
      // The last index's pieces go with their folder once no file of this index is in it.
      const folders = new Set([...now].map((p) => path.posix.dirname(p)));
      const staleFolders = new Set(stale.map((p) => path.posix.dirname(p)).filter((d) => d !== '.' && !folders.has(d)));
      await Promise.all([...stale.filter((p) => !staleFolders.has(path.posix.dirname(p))), ...staleFolders].map((p) => rm(path.join(options.outDir, p), { recursive: true, force: true })));
      for (const p of stale) written.delete(p);
      searchPaths = now;
      if (index.length) broadcast('search', {});
    } catch (error) {
      log.error(`${c.red('error')} the search index was not brought up to date: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  let running: Promise<void> = Promise.resolve();
  await rebuild('initial build');
  const server = createStaticServer({
    root: options.outDir,
    baseUrl: previous?.config.baseUrl ?? '/',
    transformHtml: (html) => html.replace('</body>', `${CLIENT}</body>`),
    intercept: (req, res) => {
      if (req.url !== EVENTS_PATH) return false;
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      res.write(': connected\n\n');
      if (lastError) res.write(`event: error-report\ndata: ${JSON.stringify({ text: lastError })}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return true;
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
  log.info(`${c.green('✔')} Watching for changes; serving at ${c.bold(`${url}${previous?.config.baseUrl ?? '/'}`)}`);

  const root = previous?.config.root ?? options.cwd;
  const configFile = previous?.config.configFile ?? path.resolve(options.cwd, options.configFile ?? 'site.config.ts');
  const contentDir = path.resolve(root, previous?.config.contentDir ?? 'content');
  const templatesDir = path.join(packageRoot, 'templates');
  // The released versions (versions.json and their docs and sidebars) sit beside the config.
  const versioning = [VERSIONS_FILE, VERSIONED_DOCS_DIR, VERSIONED_SIDEBARS_DIR].map((name) => path.join(root, name));
  // So do the translations.
  const translations = path.join(root, previous?.config.i18n.path ?? 'i18n');
  // The config and a Docusaurus sidebars file beside it (one may also appear while serving): their folder
  // is watched, not the files, so a save that renames a new file over the old one is never missed.
  const configDir = path.dirname(configFile);
  const configFiles = [configFile, ...SIDEBARS_FILE_NAMES.map((name) => path.join(configDir, name))];
  // The site's own code: components, React pages and stylesheets (Docusaurus keeps them in src/). Hidden
  // files (an editor's temporary copy, saved and renamed over the file) are no content and start no rebuild.
  const siteCode = path.join(root, 'src');
  const watchers = [
    watch([contentDir, ...versioning, translations, siteCode, ...(options.watchTheme === false ? [] : [templatesDir])], { ignoreInitial: true, ignored: (file) => file.split(path.sep).includes('node_modules') || path.basename(file).startsWith('.') }),
    watch(configDir, { ignoreInitial: true, depth: 0, ignored: (file) => path.resolve(file) !== configDir && !configFiles.includes(path.resolve(file)) }),
  ];
  await Promise.all(watchers.map((w) => new Promise<void>((resolve) => w.once('ready', () => resolve()))));
  let timer: NodeJS.Timeout | undefined;
  const pending = new Set<string>();
  const onChange = (file: string) => {
    const abs = path.resolve(file);
    // Config and theme reach every page: start from an empty memo.
    if (configFiles.includes(abs) || abs.startsWith(templatesDir + path.sep) || abs === versioning[0] || abs.startsWith(versioning[2]! + path.sep)) full = true;
    const rel = toPosix(path.relative(root, abs));
    pending.add(rel);
    dirty.add(rel);
    clearTimeout(timer);
    // The rebuild to come brings its own index.
    clearTimeout(indexTimer);
    timer = setTimeout(() => {
      const reason = [...pending].slice(0, 3).join(', ') + (pending.size > 3 ? ` and ${pending.size - 3} more` : '');
      pending.clear();
      running = running.then(() => rebuild(reason));
    }, options.debounceMs ?? 30);
  };
  watchers[0]!.on('all', (_event, file) => onChange(file));
  watchers[1]!.on('all', (_event, file) => {
    if (configFiles.includes(path.resolve(file))) onChange(file);
  });
  return {
    url,
    baseUrl: previous?.config.baseUrl ?? '/',
    close: async () => {
      clearTimeout(timer);
      clearTimeout(indexTimer);
      await Promise.all(watchers.map((w) => w.close()));
      await catching;
      await running;
      for (const client of clients) client.end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Removes the folders that removing `removed` (paths in `outDir`) left empty, deepest first, up to
 * `outDir`: a page renamed or moved left its old folder behind, empty.
 */
async function removeEmptyFolders(outDir: string, removed: readonly string[]): Promise<void> {
  const folders = new Set<string>();
  for (const p of removed) for (let dir = path.posix.dirname(p); dir !== '.' && dir !== '/'; dir = path.posix.dirname(dir)) folders.add(dir);
  for (const dir of [...folders].sort((a, b) => b.split('/').length - a.split('/').length)) {
    try {
      await rmdir(path.join(outDir, dir));
    } catch {
      // Not empty (or already gone): it stays.
    }
  }
}
