/**
 * The code of GitHub reference blocks (docusaurus-theme-github-codeblock's `reference` blocks): its own
 * chunk, built only for sites that have such a block and fetched by github-references.ts on the first
 * page that shows one. Fetches each block's lines from raw.githubusercontent.com and puts them in the
 * block as plain text, as the theme does: the lines of the `#L10-L20` range (one line for `#L10`, the
 * whole file without one), their common indentation removed. A failed fetch leaves a short message and
 * the link. No Node imports.
 */

export interface GithubReference {
  /** The file on raw.githubusercontent.com. */
  raw: string;
  /** 0-based first line, and the line after the last (Infinity for the whole file). */
  from: number;
  to: number;
}

/** Reads a `https://github.com/<owner>/<repo>/blob/<ref>/<path>#L<a>-L<b>` URL as the theme does; undefined for a URL not on github.com. */
export function parseGithubReference(url: string): GithubReference | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const [owner, repo, , ref, ...file] = parsed.pathname.split('/').slice(1);
  if (parsed.protocol !== 'https:' || parsed.hostname !== 'github.com' || !owner || !repo || !ref || file.length === 0) return undefined;
  // `#L10-L20`, `#L10` (one line), GitHub's `#L10C3-L20C5` (columns ignored); anything else, the whole file.
  const range = /^#L(\d+)(?:C\d+)?(?:-L?(\d+))?/.exec(parsed.hash);
  const from = range ? Number(range[1]) - 1 : 0;
  const to = range ? Number(range[2] ?? range[1]) : Infinity;
  return { raw: `https://raw.githubusercontent.com/${owner}/${repo}/${ref}/${file.join('/')}`, from: Math.max(from, 0), to };
}

/** The lines from..to of `text`, with the indentation they all share (empty lines aside) removed, as the theme strips it; undefined when the file has none of them. */
export function referencedLines(text: string, from: number, to: number): string | undefined {
  const lines = text.split(/\r?\n/).slice(from, to);
  if (lines.length === 0) return undefined;
  let indent = Infinity;
  for (const line of lines) if (line.length > 0) indent = Math.min(indent, /^\s*/.exec(line)![0].length);
  return lines.map((line) => line.slice(indent === Infinity ? 0 : indent)).join('\n');
}

/** Each file fetched once per page load, whatever number of blocks show it. */
const files = new Map<string, Promise<string>>();

function fetchFile(raw: string): Promise<string> {
  let pending = files.get(raw);
  if (!pending) {
    pending = fetch(raw).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.text();
    });
    files.set(raw, pending);
    // A failed fetch is tried again on the next page that shows the file.
    pending.catch(() => files.delete(raw));
  }
  return pending;
}

/** Fills each block (a `[data-github-reference]` element) with its lines, or a message when they cannot be had; a block already filled, or being filled, is left as it is. */
export function fillGithubReferences(blocks: Iterable<HTMLElement>): void {
  for (const block of blocks) {
    const code = block.querySelector('pre code');
    if (!code || block.dataset.githubState) continue;
    block.dataset.githubState = 'loading';
    const url = block.dataset.githubReference ?? '';
    const reference = parseGithubReference(url);
    const show = (text: string, state: 'loaded' | 'failed') => {
      code.textContent = text;
      block.dataset.githubState = state;
    };
    if (!reference) {
      show(`Only a file on github.com can be shown here: ${url}`, 'failed');
      continue;
    }
    fetchFile(reference.raw).then(
      (text) => {
        const lines = referencedLines(text, reference.from, reference.to);
        if (lines === undefined) show(`No code found at ${reference.raw} from line ${reference.from + 1} to line ${reference.to}.`, 'failed');
        else show(lines, 'loaded');
      },
      (error: unknown) => show(`Could not load this code from GitHub (${error instanceof Error ? error.message : String(error)}).`, 'failed'),
    );
  }
}
