/**
 * A worker thread that makes search index files (see search-index.ts, which starts it so the main
 * thread renders pages meanwhile): given each version's pages and options, it sends back their plans.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { SearchPageInput } from '../search/build-index.js';
import { planSearchFiles, type SearchFilesOptions } from '../search/search-files.js';

const jobs = workerData as { pages: SearchPageInput[]; options: SearchFilesOptions }[];
parentPort!.postMessage(jobs.map((job) => planSearchFiles(job.pages, job.options)));
