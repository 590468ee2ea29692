/**
 * The runtime's entry for a site with islands: the runtime, and the loader of the islands runtime
 * (React with it), fetched the first time a page with an island is shown and told of each in-place
 * navigation after. A site without islands is built from index.ts alone, so its runtime stays byte for
 * byte what it was.
 */
import './index.js';
import { NAVIGATED_EVENT } from './router.js';

/** URL of the islands runtime, and the island element's name (shared/islands.ts owns it). */
declare const __ISLANDS_CHUNK__: string;
declare const __ISLAND_TAG__: string;

// Through a variable, so the bundler leaves the import to the browser rather than bundling the chunk.
const chunk: string = __ISLANDS_CHUNK__;
let islands: Promise<{ hydrateIslands(): void }> | undefined;
function update(): void {
  if (!islands && !document.querySelector(__ISLAND_TAG__)) return;
  islands ??= import(chunk) as Promise<{ hydrateIslands(): void }>;
  islands.then(
    (runtime) => runtime.hydrateIslands(),
    (error: unknown) => console.error('mistdocs: the islands runtime could not be loaded.', error),
  );
}
update();
document.addEventListener(NAVIGATED_EVENT, update);
