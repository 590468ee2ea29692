/**
 * Renders Markdown on every core: a small pool of worker threads, each with its own unified
 * processor, fed batches of pages. Parsing Markdown is most of a cold build (about 4 ms of CPU a page in
 * a --cpu-prof), so a 2-core machine renders in about half the time. Small sites, and runs from the
 * TypeScript sources (tests), render in-process instead.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MagicComment } from '../shared/magic-comments.js';
import type { GithubReferenceOptions } from '../markdown/plugins/rehype-code.js';
import type { MarkdownInput, MarkdownResult } from '../markdown/processor.js';

/** What every worker is told once. */
export interface PoolInit {
  baseUrl: string;
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  /** Content-relative doc path -> route. */
  routes: [string, string][];
  contentDir: string;
  /** The site's folder: `@site/` partials outside the content folder are read from there. */
  siteRoot?: string;
  /** Further folders images may come from (released versions' docs); absent for a site without versions. */
  assetRoots?: string[];
  /** The static folder, where a page's `require('/img/x.png')` finds its file. */
  staticDir?: string;
  /** The site has its own `src/theme/MDXComponents`. */
  themeComponents?: boolean;
  /** The admonition titles in the locale's language, by type. */
  admonitionTitles?: Record<string, string>;
  /** The site's magic comments and extra languages of code blocks (`prism`), when not the defaults. */
  magicComments?: MagicComment[];
  additionalLanguages?: string[];
  /** Code blocks that show a file from GitHub (`markdown.githubCodeblock`), when on. */
  githubReferences?: GithubReferenceOptions;
  /** The code modules MDX pages import, bundled for their expressions: key, code, digest (see page-modules.ts). */
  modules?: [string, string, string][];
}

/** One rendered page and the resolver calls it made. */
export interface PoolOutput {
  result: MarkdownResult;
  lookups: [kind: string, input: string, output: string | undefined][];
}

const WORKER_URL = new URL('./markdown-worker.js', import.meta.url);
/** Below this many pages the workers' start-up costs more than it saves. */
export const POOL_THRESHOLD = 120;
/** Pages per message to a worker. */
const BATCH = 16;
/**
 * Batches each worker holds at once: while it renders one, the next is already in its queue, so it
 * never waits for the main thread to read its results and send more.
 */
const IN_FLIGHT = 2;

/** Whether the compiled worker is available (it is not when running from the TypeScript sources). */
export function poolAvailable(): boolean {
  return WORKER_URL.protocol === 'file:' && existsSync(fileURLToPath(WORKER_URL));
}

/** Worker threads started ahead of the work, so they load their modules while the build reads content. */
export interface MarkdownPool {
  /** Renders `inputs` across the workers; the outputs come back in input order. Once per pool. */
  render(init: PoolInit, inputs: readonly MarkdownInput[], onProgress?: (done: number, total: number) => void): Promise<PoolOutput[]>;
  /** The share of the last render's time each worker spent working (its event loop's utilisation). */
  busy(): number[];
  close(): Promise<void>;
}

/**
 * Starts the workers for `pages` pages now: one per core, fewer for few pages. Loading the Markdown
 * pipeline and its grammars takes a worker about 0.4 s, so a cold build starts them as soon as it knows
 * the site is large and renders with them later.
 */
export function startMarkdownPool(pages: number, threads = os.availableParallelism()): MarkdownPool {
  const workers = Array.from({ length: Math.max(1, Math.min(threads, Math.ceil(pages / BATCH))) }, () => new Worker(WORKER_URL));
  // A worker that fails before it is given work must not crash the process with an unhandled error.
  let failure: Error | undefined;
  for (const worker of workers) worker.on('error', (error) => (failure ??= error));
  let busy: number[] = [];
  return {
    busy: () => busy,
    async render(init, inputs, onProgress) {
      const outputs: PoolOutput[] = new Array(inputs.length);
      let next = 0;
      let done = 0;
      const used = workers.slice(0, Math.max(1, Math.min(workers.length, Math.ceil(inputs.length / BATCH))));
      const started = used.map((worker) => worker.performance.eventLoopUtilization());
      await Promise.all(
        used.map(
          (worker) =>
            new Promise<void>((resolve, reject) => {
              if (failure) return reject(failure);
              let pending = 0;
              const send = () => {
                if (next >= inputs.length) {
                  if (pending === 0) resolve();
                  return;
                }
                const start = next;
                next = Math.min(inputs.length, next + BATCH);
                pending++;
                worker.postMessage({ id: start, inputs: inputs.slice(start, next) });
              };
              worker.on('message', (message: { id: number; outputs: PoolOutput[] }) => {
                pending--;
                message.outputs.forEach((out, i) => (outputs[message.id + i] = out));
                done += message.outputs.length;
                onProgress?.(done, inputs.length);
                send();
              });
              worker.once('error', reject);
              worker.once('exit', (code) => {
                if (code !== 0) reject(new Error(`a Markdown worker stopped with exit code ${code}`));
              });
              worker.postMessage({ init });
              for (let i = 0; i < IN_FLIGHT; i++) send();
            }),
        ),
      );
      busy = used.map((worker, i) => worker.performance.eventLoopUtilization(started[i]).utilization);
      return outputs;
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

/** Renders `inputs` across worker threads; the outputs come back in input order. */
export async function renderInPool(init: PoolInit, inputs: readonly MarkdownInput[], onProgress?: (done: number, total: number) => void, threads = os.availableParallelism()): Promise<PoolOutput[]> {
  const pool = startMarkdownPool(inputs.length, threads);
  try {
    return await pool.render(init, inputs, onProgress);
  } finally {
    await pool.close();
  }
}
