/**
 * GitHub reference blocks (`markdown.githubCodeblock`): the server renders each saying `loading...`. On a
 * page that has one, this fetches the chunk that fills them (github-code.ts, built apart so other pages
 * never load it), and again for each page navigated to in place. Bundled into the runtime only for a site
 * that has such a block (bundle.ts adds it to the entry), so the runtime of a site without them stays byte for byte what it was.
 */
import { NAVIGATED_EVENT } from './router.js';

/** URL of the chunk (with the base URL). */
declare const __GITHUB_CODE_CHUNK__: string;

// Through a variable, so the bundler leaves the import to the browser rather than bundling the chunk.
const chunk: string = __GITHUB_CODE_CHUNK__;
let filler: Promise<typeof import('./github-code.js')> | undefined;
function fill(): void {
  const blocks = [...document.querySelectorAll<HTMLElement>('[data-github-reference]:not([data-github-state])')];
  if (blocks.length === 0) return;
  filler ??= import(chunk) as Promise<typeof import('./github-code.js')>;
  filler.then(
    (code) => code.fillGithubReferences(blocks),
    (error: unknown) => console.error('mistdocs: the code of GitHub reference blocks could not be loaded.', error),
  );
}
fill();
document.addEventListener(NAVIGATED_EVENT, fill);
