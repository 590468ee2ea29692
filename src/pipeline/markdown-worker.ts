/**
 * A worker thread that renders Markdown for the pool in markdown-pool.ts. It loads the pipeline as it
 * starts, builds its processor when told the build's settings, resolves doc links from the route table
 * it is given and assets and partials from the content folder, and sends back each result with the lookups it made
 * (the watch cache and asset emission need them).
 */
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { createHighlighter, createMarkdownProcessor, type MarkdownInput, type MarkdownProcessor } from '../markdown/processor.js';
import { collectAssets } from './assets.js';
import type { PoolInit, PoolOutput } from './markdown-pool.js';
import { partialHash, readPartialFile } from './partials.js';

let lookups: PoolOutput['lookups'] = [];
let processor: MarkdownProcessor | undefined;

/** Readies the processor for one build: its doc routes, and assets resolved from its content folder. */
function setUp(init: PoolInit): MarkdownProcessor {
  const routes = new Map(init.routes);
  const assets = collectAssets(init.contentDir, init.staticDir, undefined, init.assetRoots);
  const modules = new Map((init.modules ?? []).map(([key, code, hash]) => [key, { code, hash }]));
  return createMarkdownProcessor({
    baseUrl: init.baseUrl,
    toc: init.toc,
    ...(init.siteRoot ? { siteDir: path.relative(init.contentDir, init.siteRoot).split(path.sep).join('/') } : {}),
    ...(init.themeComponents ? { themeComponents: true } : {}),
    ...(init.admonitionTitles ? { admonitionTitles: init.admonitionTitles } : {}),
    ...(init.magicComments ? { magicComments: init.magicComments } : {}),
    ...(init.githubReferences ? { githubReferences: init.githubReferences } : {}),
    ...(init.additionalLanguages ? { highlighter: createHighlighter(init.additionalLanguages) } : {}),
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
    readModule: (key) => {
      const module = modules.get(key);
      lookups.push(['module', key, module?.hash]);
      return module?.code;
    },
    readPartial: (contentPath) => {
      const text = readPartialFile(init.contentDir, contentPath, [...(init.assetRoots ?? []), ...(init.siteRoot ? [init.siteRoot] : [])]);
      lookups.push(['partial', contentPath, partialHash(text)]);
      return text;
    },
  });
}

parentPort!.on('message', (message: { init: PoolInit } | { id: number; inputs: MarkdownInput[] }) => {
  if ('init' in message) {
    processor = setUp(message.init);
    return;
  }
  const outputs: PoolOutput[] = message.inputs.map((input) => {
    lookups = [];
    return { result: processor!.render(input), lookups };
  });
  parentPort!.postMessage({ id: message.id, outputs });
});
