/**
 * A worker thread that makes search index files (see search-index.ts, which starts it so the main
 * thread renders pages meanwhile): given each version's pages and options, it sends back their plans,
 * with every file's JSON in one buffer handed over whole. Strings in a message would be copied twice
 * (into the message, then out of it), and at 10,000 pages the files are some 80 MB.
 */
import { parentPort } from 'node:worker_threads';
import type { SearchPageInput } from '../search/build-index.js';
import { planSearchFiles, type SearchFilePlan, type SearchFilesOptions } from '../search/search-files.js';

/** What the worker is sent: each version's pages and options. */
export type SearchWorkerJobs = { pages: SearchPageInput[]; options: SearchFilesOptions }[];

/** What it sends back: per job its plans with empty JSON, and the JSON of each plan's first file and then its pieces, in order, as byte lengths into `bytes`. */
export interface SearchWorkerResult {
  plans: SearchFilePlan[][];
  lengths: number[];
  bytes: Uint8Array;
}

// A message rather than workerData, which the worker would hold to its end: the pages can go once indexed.
parentPort?.once('message', (jobs: SearchWorkerJobs) => {
  const plans = jobs.map((job) => planSearchFiles(job.pages, job.options));
  const texts = plans.flat().flatMap((plan) => [plan.json, ...plan.pieces.map((piece) => piece.json)]);
  const lengths = texts.map((text) => Buffer.byteLength(text));
  const bytes = Buffer.allocUnsafeSlow(lengths.reduce((n, length) => n + length, 0));
  let at = 0;
  for (const [i, text] of texts.entries()) {
    bytes.write(text, at);
    at += lengths[i]!;
  }
  const shapes = plans.map((list) => list.map((plan) => ({ ...plan, json: '', pieces: plan.pieces.map((piece) => ({ name: piece.name, json: '' })) })));
  parentPort!.postMessage({ plans: shapes, lengths, bytes } satisfies SearchWorkerResult, [bytes.buffer]);
});
