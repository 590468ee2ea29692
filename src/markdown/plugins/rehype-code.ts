/**
 * rehype-code: highlights fenced code at build time with lowlight (highlight.js grammars, no client
 * JavaScript), splits it into lines, marks highlighted lines (`{1,3-5}` in the meta, or Docusaurus's
 * magic comments, `highlight-next-line` / `highlight-start` / `highlight-end` and a site's own such as
 * `diff-add`, which are removed and give their line a class), numbers the
 * lines for `showLineNumbers` (CSS counters, so the numbers are never copied), shows a `title="..."`
 * bar and adds the copy-button markup the runtime wires up. A `mermaid` block becomes a
 * `<pre class="mermaid">` holding the diagram source, readable as it is. With `githubReferences`, a block
 * with `reference` in its meta becomes a placeholder the browser fills with lines of a file on GitHub.
 */
import type { Element, ElementContent, Root, Text } from 'hast';
import { toString } from 'hast-util-to-string';
import type { createLowlight } from 'lowlight';
import { DEFAULT_MAGIC_COMMENTS, type MagicComment } from '../../shared/magic-comments.js';
import { walkElements } from '../walk.js';

export interface RehypeCodeOptions {
  lowlight: ReturnType<typeof createLowlight>;
  /** The site's magic comments (Docusaurus's highlight comments by default). */
  magicComments?: readonly MagicComment[];
  /** Blocks with `reference` in their meta show a file from GitHub (`markdown.githubCodeblock`); absent, they are ordinary code. */
  githubReferences?: GithubReferenceOptions;
}

export interface GithubReferenceOptions {
  /** Whether the `View on GitHub` link is shown under the block, and its text. */
  showGithubLink: boolean;
  githubLinkLabel: string;
}

/** What a reference block holds until the browser fills it in: docusaurus-theme-github-codeblock's words. */
export const GITHUB_REFERENCE_PLACEHOLDER = 'loading...';

/**
 * The URL of a reference block and the file path it shows by default as title, read as
 * docusaurus-theme-github-codeblock reads it: from the first `https` on, the path after `/<owner>/<repo>/blob/<ref>/`.
 * Undefined when the block holds no https URL (it is then shown as ordinary code).
 */
export function readGithubReference(text: string): { url: string; path: string } | undefined {
  const at = text.indexOf('https');
  if (at === -1) return undefined;
  const url = text.slice(at).trim();
  let pathname: string;
  try {
    pathname = new URL(url.split('#')[0]!).pathname;
  } catch {
    return undefined;
  }
  return { url, path: pathname.split('/').slice(5).join('/') };
}

export interface CodeMeta {
  title?: string;
  /** 1-based lines from a `{1,3-5}` range. */
  lines: Set<number>;
  /** Whether the meta had a `{...}` range; then magic comments are left as they are (as in Docusaurus). */
  hasRange: boolean;
  /** Number of the first line when `showLineNumbers` (or `showLineNumbers=N`) is set. */
  lineNumbersStart?: number;
}

/** Parses a code fence's meta string: `title="x" {1,3-4} showLineNumbers=5`. */
export function parseCodeMeta(meta: string | undefined): CodeMeta {
  const lines = new Set<number>();
  if (!meta) return { lines, hasRange: false };
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  for (const part of ranges?.[1]?.split(',') ?? []) {
    const [a, b] = part.split('-').map((s) => Number(s.trim()));
    if (!Number.isFinite(a)) continue;
    for (let n = a!; n <= (Number.isFinite(b) ? b! : a!); n++) lines.add(n);
  }
  const numbers = meta.split(/\s+/).find((token) => token.startsWith('showLineNumbers'));
  const start = numbers?.startsWith('showLineNumbers=') ? Number.parseInt(numbers.slice('showLineNumbers='.length), 10) : 1;
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    lines,
    hasRange: ranges !== null,
    lineNumbersStart: numbers === undefined ? undefined : Number.isFinite(start) ? start : 1,
  };
}

/**
 * Comment forms a magic comment may take, per language, as Docusaurus reads them (theme-common
 * codeBlockUtils): the start and end of the comment, as patterns.
 */
const COMMENT = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  tex: ['%', ''],
} as const;
type CommentStyle = keyof typeof COMMENT;

function commentStyles(lang: string): CommentStyle[] {
  switch (lang) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
      return ['js', 'jsBlock', 'html'];
    case 'python':
    case 'py':
    case 'bash':
      return ['bash'];
    case 'markdown':
    case 'md':
      return ['html', 'jsx', 'bash'];
    case 'tex':
    case 'latex':
    case 'matlab':
      return ['tex'];
    case 'lua':
    case 'haskell':
      return ['lua'];
    case 'sql':
      return ['lua', 'jsBlock'];
    default:
      return ['js', 'jsBlock', 'jsx', 'bash', 'html'];
  }
}

/** The class mistdocs's theme styles for Docusaurus's highlighted lines. */
const HIGHLIGHTED = 'line-highlighted';
const DOCUSAURUS_HIGHLIGHTED = 'theme-code-block-highlighted-line';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Removes the magic comment lines (Docusaurus's `themeConfig.prism.magicComments`, its highlight comments
 * by default) from `source` and returns, by 1-based line of the code without them, the classes each marked
 * line gets. Blocks nest; a block start without its end marks nothing. Docusaurus's highlight class is
 * mistdocs's `line-highlighted`.
 */
export function applyMagicComments(source: string, lang: string, magicComments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS): { code: string; classes: Map<number, string[]> } {
  const classes = new Map<number, string[]>();
  const directives = new Map<string, { comment: number; kind: 'line' | 'start' | 'end' }>();
  magicComments.forEach((c, comment) => {
    if (c.line) directives.set(c.line, { comment, kind: 'line' });
    if (c.block) {
      directives.set(c.block.start, { comment, kind: 'start' });
      directives.set(c.block.end, { comment, kind: 'end' });
    }
  });
  if (![...directives.keys()].some((d) => source.includes(d))) return { code: source, classes };
  const names = [...directives.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
  const forms = commentStyles(lang).map((style) => `(?:${COMMENT[style][0]}\\s*(${names})\\s*${COMMENT[style][1]})`);
  const pattern = new RegExp(`^\\s*(?:${forms.join('|')})\\s*$`);
  const order = magicComments.map((c) => (c.className === DOCUSAURUS_HIGHLIGHTED ? HIGHLIGHTED : c.className));
  const mark = (line: number, comment: number) => {
    const own = magicComments[comment]!.className;
    const cls = own === DOCUSAURUS_HIGHLIGHTED ? HIGHLIGHTED : own;
    const list = classes.get(line) ?? [];
    if (!list.includes(cls)) list.push(cls);
    // In the order of the magic comments, whichever closed first.
    list.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    classes.set(line, list);
  };
  const kept: string[] = [];
  const open = new Map<number, number[]>();
  const next: number[] = [];
  for (const line of source.split('\n')) {
    const match = pattern.exec(line);
    const name = match?.slice(1).find((group) => group !== undefined);
    const directive = name === undefined ? undefined : directives.get(name);
    if (!directive) {
      kept.push(line);
      for (const comment of next.splice(0)) mark(kept.length, comment);
      continue;
    }
    if (directive.kind === 'line') next.push(directive.comment);
    else if (directive.kind === 'start') open.set(directive.comment, [...(open.get(directive.comment) ?? []), kept.length + 1]);
    else {
      const starts = open.get(directive.comment) ?? [];
      const from = starts.pop();
      if (from !== undefined) for (let n = from; n <= kept.length; n++) mark(n, directive.comment);
    }
  }
  return { code: kept.join('\n'), classes };
}

/** Names used in Docusaurus docs that highlight.js knows by another name (or not at all, for plain text). */
const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', html: 'xml', jsonc: 'json', yml: 'yaml', js: 'javascript', ts: 'typescript', text: 'plaintext', txt: 'plaintext', docker: 'dockerfile', ps1: 'powershell', proto: 'protobuf', gradle: 'groovy', tex: 'latex' };

export default function rehypeCode(options: RehypeCodeOptions) {
  const { lowlight } = options;
  const magicComments = options.magicComments ?? DEFAULT_MAGIC_COMMENTS;
  return (tree: Root) => {
    walkElements(tree, (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const langClass = classes.find((c) => c.startsWith('language-'));
      const lang = langClass?.slice('language-'.length).toLowerCase();
      const raw = toString(code).replace(/\n$/, '');
      if (lang === 'mermaid') {
        // A diagram: its source stays readable as it is until a renderer draws it.
        parent.children[index] = { type: 'element', tagName: 'pre', properties: { className: ['mermaid'] }, children: [{ type: 'text', value: raw }] };
        return;
      }
      const metaString = (code.data as { meta?: string } | undefined)?.meta;
      const reference = options.githubReferences && metaString?.split(' ').includes('reference') ? readGithubReference(raw) : undefined;
      if (reference) {
        parent.children[index] = githubReferenceBlock(reference, lang, parseCodeMeta(metaString).title, options.githubReferences!);
        return;
      }
      const grammar = lang ? (ALIASES[lang] ?? lang) : undefined;
      const meta = parseCodeMeta(metaString);
      // A `{1,3-5}` range marks its lines with the first magic comment's class, and magic comments are then left as they are.
      const rangeClass = magicComments[0] && magicComments[0].className !== DOCUSAURUS_HIGHLIGHTED ? magicComments[0].className : HIGHLIGHTED;
      const { code: source, classes: marked } = meta.hasRange ? { code: raw, classes: new Map([...meta.lines].map((n) => [n, [rangeClass]])) } : applyMagicComments(raw, lang ?? 'text', magicComments);
      const highlighted: ElementContent[] =
        grammar && grammar !== 'plaintext' && lowlight.registered(grammar)
          ? (lowlight.highlight(grammar, source).children as ElementContent[])
          : [{ type: 'text', value: source }];
      const lines = splitLines(highlighted).map((children, i): Element => ({
        type: 'element',
        tagName: 'span',
        properties: { className: ['line', ...(marked.get(i + 1) ?? [])] },
        children,
      }));
      const start = meta.lineNumbersStart;
      const codeEl: Element = {
        type: 'element',
        tagName: 'code',
        properties: {
          className: [...(lang ? ['hljs', `language-${lang}`] : ['hljs']), ...(start === undefined ? [] : ['line-numbers'])],
          ...(start !== undefined && start !== 1 ? { style: `counter-reset: line ${start - 1}` } : {}),
        },
        children: lines.flatMap((line, i) => (i === 0 ? [line] : [{ type: 'text', value: '\n' } as Text, line])),
      };
      parent.children[index] = codeBlock(codeEl, lang, meta.title);
    });
  };
}

/** The code block around a `<code>`: its title bar, the code and the copy button. */
function codeBlock(codeEl: Element, lang: string | undefined, title: string | undefined): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-block'], dataLanguage: lang ?? 'text' },
    children: [
      ...(title ? [{ type: 'element', tagName: 'div', properties: { className: ['code-title'] }, children: [{ type: 'text', value: title }] } as Element] : []),
      {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-body'] },
        children: [
          { type: 'element', tagName: 'pre', properties: { tabIndex: 0 }, children: [codeEl] },
          { type: 'element', tagName: 'button', properties: { type: 'button', className: ['copy-button'], ariaLabel: 'Copy code to clipboard', title: 'Copy' }, children: [{ type: 'text', value: 'Copy' }] },
        ],
      },
    ],
  };
}

/**
 * A block showing a file from GitHub, as docusaurus-theme-github-codeblock renders it: the code block
 * (titled by the meta's title, else the file's path) holding `loading...` until the browser fetches the
 * lines (client/github-code.ts, found by `data-github-reference`), and the link to the file under it,
 * styled inline as the theme styles it so that sites without such blocks carry none of it.
 */
function githubReferenceBlock(reference: { url: string; path: string }, lang: string | undefined, title: string | undefined, options: GithubReferenceOptions): Element {
  const codeEl: Element = {
    type: 'element',
    tagName: 'code',
    properties: { className: lang ? ['hljs', `language-${lang}`] : ['hljs'] },
    children: [{ type: 'element', tagName: 'span', properties: { className: ['line'] }, children: [{ type: 'text', value: GITHUB_REFERENCE_PLACEHOLDER }] }],
  };
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['docusaurus-theme-github-codeblock'], dataGithubReference: reference.url },
    children: [
      codeBlock(codeEl, lang, title ?? reference.path),
      ...(options.showGithubLink
        ? [
            {
              type: 'element',
              tagName: 'div',
              properties: { style: 'font-size:.9em;font-weight:600;color:#0e75dd;text-align:right;padding-bottom:13px;text-decoration:underline' },
              children: [{ type: 'element', tagName: 'a', properties: { href: reference.url, className: ['githubLink'], style: 'margin:0 10px', target: '_blank' }, children: [{ type: 'text', value: options.githubLinkLabel }] }],
            } as Element,
          ]
        : []),
    ],
  };
}

/** Splits highlighted hast into lines, re-opening the enclosing spans on each new line. */
function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const walk = (list: ElementContent[], wrap: (children: ElementContent[]) => ElementContent) => {
    for (const node of list) {
      if (node.type === 'text') {
        const parts = node.value.split('\n');
        parts.forEach((part, i) => {
          if (i > 0) lines.push([]);
          if (part) lines[lines.length - 1]!.push(wrap([{ type: 'text', value: part }]));
        });
      } else if (node.type === 'element') {
        const el = node;
        walk(el.children, (children) => wrap([{ ...el, children }]));
      }
    }
  };
  walk(nodes, (children) => (children.length === 1 ? children[0]! : ({ type: 'element', tagName: 'span', properties: {}, children } as Element)));
  return lines;
}
