/**
 * A worker thread that renders Markdown for the pool in markdown-pool.ts. It builds its own processor
 * once, resolves doc links from the route table it is given and assets from the content folder, and
 * sends back each result with the lookups it made (the watch cache and asset emission need them).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createMarkdownProcessor, type MarkdownInput } from '../markdown/processor.js';
import { collectAssets } from './assets.js';
import type { PoolInit, PoolOutput } from './markdown-pool.js';

const init = workerData as PoolInit;
const routes = new Map(init.routes);
const assets = collectAssets(init.contentDir);
let lookups: PoolOutput['lookups'] = [];
const processor = createMarkdownProcessor({
  baseUrl: init.baseUrl,
  toc: init.toc,
  resolveDocPath: (rel) => {
    const out = routes.get(rel);
    lookups.push(['doc', rel, out]);
    return out;
  },
  resolveAsset: (contentPath) => {
    const out = assets.resolve(contentPath);
    lookups.push(['asset', contentPath, out]);
    return out;
  },
});

parentPort!.on('message', (message: { id: number; inputs: MarkdownInput[] }) => {
  const outputs: PoolOutput[] = message.inputs.map((input) => {
    lookups = [];
    return { result: processor.render(input), lookups };
  });
  parentPort!.postMessage({ id: message.id, outputs });
});
