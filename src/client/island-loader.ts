/**
 * Loads the islands runtime (and React with it) the first time a page with an island is shown, on load
 * or after an in-place navigation, and from then on tells it after each navigation. Compiled into the
 * runtime only for a site with islands.
 */
import { ISLAND_TAG } from '../shared/islands.js';

export function initIslands(chunk: string, navigatedEvent: string): void {
  let runtime: Promise<{ hydrateIslands(): void }> | undefined;
  const update = () => {
    if (!runtime && !document.querySelector(ISLAND_TAG)) return;
    runtime ??= import(chunk) as Promise<{ hydrateIslands(): void }>;
    runtime.then(
      (islands) => islands.hydrateIslands(),
      (error: unknown) => console.error('mistdocs: the islands runtime could not be loaded.', error),
    );
  };
  update();
  document.addEventListener(navigatedEvent, update);
}
