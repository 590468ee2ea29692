/**
 * GitHub reference blocks (`markdown.githubCodeblock`): the server renders each saying `loading...`. On a
 * page that has one, this fetches the chunk that fills them (github-code.ts, built apart so other pages
 * never load it; the browser imports it once), and again for each page navigated to in place. Bundled into
 * the runtime only for a site that has such a block (bundle.ts adds it to the entry), so the runtime of a
 * site without them stays byte for byte what it was; kept this small because every page of a site with them loads it.
 */
import { NAVIGATED_EVENT } from './router.js';

/** URL of the chunk (with the base URL). */
declare const __GITHUB_CODE_CHUNK__: string;

// Through a variable, so the bundler leaves the import to the browser rather than bundling the chunk.
const chunk: string = __GITHUB_CODE_CHUNK__;
function fill(): void {
  const blocks = document.querySelectorAll<HTMLElement>('[data-github-reference]');
  if (blocks.length) (import(chunk) as Promise<typeof import('./github-code.js')>).then((code) => code.fillGithubReferences(blocks), console.error);
}
fill();
document.addEventListener(NAVIGATED_EVENT, fill);
