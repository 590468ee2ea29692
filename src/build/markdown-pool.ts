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
import type { MarkdownInput, MarkdownResult } from '../markdown/processor.js';

/** What every worker is told once. */
export interface PoolInit {
  baseUrl: string;
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  /** Content-relative doc path -> route. */
  routes: [string, string][];
  contentDir: string;
}

/** One rendered page and the resolver calls it made. */
export interface PoolOutput {
  result: MarkdownResult;
  lookups: [kind: string, input: string, output: string | undefined][];
}

const WORKER_URL = new URL('./markdown-worker.js', import.meta.url);
/** Below this many pages the workers' start-up costs more than it saves. */
export const POOL_THRESHOLD = 120;
const BATCH = 16;

/** Whether the compiled worker is available (it is not when running from the TypeScript sources). */
export function poolAvailable(): boolean {
  return WORKER_URL.protocol === 'file:' && existsSync(fileURLToPath(WORKER_URL));
}

/** Renders `inputs` across worker threads; the outputs come back in input order. */
export async function renderInPool(init: PoolInit, inputs: readonly MarkdownInput[], threads = os.availableParallelism()): Promise<PoolOutput[]> {
  const outputs: PoolOutput[] = new Array(inputs.length);
  let next = 0;
  const count = Math.max(1, Math.min(threads, Math.ceil(inputs.length / BATCH)));
  const workers = Array.from({ length: count }, () => new Worker(WORKER_URL, { workerData: init }));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= inputs.length) return resolve();
              const start = next;
              next = Math.min(inputs.length, next + BATCH);
              worker.postMessage({ id: start, inputs: inputs.slice(start, next) });
            };
            worker.on('message', (message: { id: number; outputs: PoolOutput[] }) => {
              message.outputs.forEach((out, i) => (outputs[message.id + i] = out));
              send();
            });
            worker.once('error', reject);
            worker.once('exit', (code) => {
              if (code !== 0) reject(new Error(`a Markdown worker stopped with exit code ${code}`));
            });
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return outputs;
}
