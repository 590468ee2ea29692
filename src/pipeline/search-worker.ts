/**
 * A worker thread that makes search index files (see search-index.ts, which starts it so the main
 * thread renders pages meanwhile): given each version's pages and options, it sends back their plans.
 */
import { parentPort } from 'node:worker_threads';
import type { SearchPageInput } from '../search/build-index.js';
import { planSearchFiles, type SearchFilesOptions } from '../search/search-files.js';

// A message rather than workerData, which the worker would hold to its end: the pages can go once indexed.
parentPort!.once('message', (jobs: { pages: SearchPageInput[]; options: SearchFilesOptions }[]) => {
  parentPort!.postMessage(jobs.map((job) => planSearchFiles(job.pages, job.options)));
});
