/**
 * `serve --watch`: builds, serves, watches content, config and theme with chokidar, rebuilds on change,
 * writes only the files whose bytes changed, and tells open pages to reload over server-sent events.
 * An author error is printed and shown as an overlay in the browser; the server keeps running.
 */
import { rm } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { watch } from 'chokidar';
import pc from 'picocolors';
import { compileSite, type BuildResult } from '../build/build.js';
import { contentHash, packageRoot } from '../build/bundle.js';
import { emitFiles, writeAll, type Emitted } from '../build/emit.js';
import { DiagnosticError } from '../diagnostics/diagnostic.js';
import { formatDiagnostics } from '../diagnostics/reporter.js';
import { createStaticServer } from './static-server.js';

export interface DevServerOptions {
  cwd: string;
  configFile?: string;
  outDir: string;
  port: number;
  host: string;
}

const EVENTS_PATH = '/__mistdocs/events';

/** The script injected into served HTML: reloads on 'reload', shows an overlay on 'error'. */
const CLIENT = `<script>(()=>{const s=new EventSource(${JSON.stringify(EVENTS_PATH)});s.addEventListener('reload',()=>location.reload());s.addEventListener('error-report',e=>{let o=document.getElementById('mistdocs-overlay');if(!o){o=document.createElement('div');o.id='mistdocs-overlay';o.setAttribute('role','alertdialog');o.setAttribute('aria-label','Build error');o.style.cssText='position:fixed;inset:0;z-index:9999;background:rgba(20,20,24,.95);color:#ffd7d7;font:14px/1.5 ui-monospace,monospace;padding:2rem;overflow:auto;white-space:pre-wrap';document.body.appendChild(o)}o.textContent='mistdocs: the build failed\\n\\n'+JSON.parse(e.data).text});s.addEventListener('ok',()=>{const o=document.getElementById('mistdocs-overlay');if(o)o.remove()})})();</script>`;

export async function startDevServer(options: DevServerOptions): Promise<{ close: () => Promise<void> }> {
  const clients = new Set<ServerResponse>();
  let lastError: string | undefined;
  const broadcast = (event: string, data: unknown) => {
    for (const c of clients) c.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  let written = new Map<string, string>();
  let previous: BuildResult | undefined;

  const rebuild = async (reason: string, first = false) => {
    const started = performance.now();
    try {
      const result = await compileSite({ cwd: options.cwd, configFile: options.configFile, outDir: options.outDir });
      const next = new Map<string, string>();
      const changed: Emitted[] = [];
      for (const f of result.files) {
        const hash = contentHash(f.data, 16);
        next.set(f.path, hash);
        if (written.get(f.path) !== hash) changed.push(f);
      }
      if (first) await emitFiles(options.outDir, result.files);
      else {
        await writeAll(options.outDir, changed);
        await Promise.all([...written.keys()].filter((p) => !next.has(p)).map((p) => rm(path.join(options.outDir, p), { force: true })));
      }
      written = next;
      previous = result;
      lastError = undefined;
      const ms = performance.now() - started;
      process.stdout.write(`${pc.green('✔')} ${reason}: rebuilt in ${ms.toFixed(0)} ms, ${changed.length} file${changed.length === 1 ? '' : 's'} changed\n`);
      if (result.diagnostics.length) process.stderr.write(`${formatDiagnostics(result.diagnostics, { root: result.config.root, color: !('NO_COLOR' in process.env) })}\n`);
      broadcast('ok', {});
      if (!first) broadcast('reload', { changed: changed.map((f) => f.path) });
    } catch (error) {
      const root = previous?.config.root ?? options.cwd;
      const text = error instanceof DiagnosticError ? formatDiagnostics(error.diagnostics, { root, color: false }) : error instanceof Error ? error.message : String(error);
      lastError = text;
      process.stderr.write(`${error instanceof DiagnosticError ? formatDiagnostics(error.diagnostics, { root, color: !('NO_COLOR' in process.env) }) : text}\n`);
      broadcast('error-report', { text });
    }
  };

  await rebuild('initial build', true);
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
  process.stdout.write(`${pc.green('✔')} Watching for changes; serving at ${pc.bold(`http://${options.host}:${options.port}/`)}\n`);

  const root = previous?.config.root ?? options.cwd;
  const contentDir = path.resolve(root, previous?.config.contentDir ?? 'content');
  const watcher = watch([contentDir, previous?.config.configFile ?? path.resolve(options.cwd, options.configFile ?? 'site.config.ts'), path.join(packageRoot, 'templates')], { ignoreInitial: true });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const pending = new Set<string>();
  watcher.on('all', (_event, file) => {
    pending.add(path.relative(root, file));
    clearTimeout(timer);
    timer = setTimeout(() => {
      const reason = [...pending].slice(0, 3).join(', ');
      pending.clear();
      running = running.then(() => rebuild(reason));
    }, 30);
  });
  return {
    close: async () => {
      await watcher.close();
      for (const c of clients) c.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
