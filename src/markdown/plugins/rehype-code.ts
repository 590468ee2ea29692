/**
 * rehype-code: highlights fenced code at build time with lowlight (highlight.js grammars, no client
 * JavaScript), splits it into lines, marks highlighted lines (`{1,3-5}` in the meta, or Docusaurus's
 * `highlight-next-line` / `highlight-start` / `highlight-end` comments, which are removed), numbers the
 * lines for `showLineNumbers` (CSS counters, so the numbers are never copied), shows a `title="..."`
 * bar and adds the copy-button markup the runtime wires up. A `mermaid` block becomes a
 * `<pre class="mermaid">` holding the diagram source, readable as it is.
 */
import type { Element, ElementContent, Root, Text } from 'hast';
import { toString } from 'hast-util-to-string';
import type { createLowlight } from 'lowlight';
import { walkElements } from '../walk.js';

export interface RehypeCodeOptions {
  lowlight: ReturnType<typeof createLowlight>;
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

const DIRECTIVES = 'highlight-next-line|highlight-start|highlight-end';

/**
 * Removes Docusaurus's magic comment lines from `source` and returns the 1-based numbers (in the code
 * without them) of the lines they highlight. A `highlight-start` without its end highlights nothing.
 */
export function applyMagicComments(source: string, lang: string): { code: string; highlighted: Set<number> } {
  const highlighted = new Set<number>();
  if (!source.includes('highlight-')) return { code: source, highlighted };
  const forms = commentStyles(lang).map((style) => `(?:${COMMENT[style][0]}\\s*(${DIRECTIVES})\\s*${COMMENT[style][1]})`);
  const pattern = new RegExp(`^\\s*(?:${forms.join('|')})\\s*$`);
  const kept: string[] = [];
  let blockStart: number | undefined;
  for (const line of source.split('\n')) {
    const match = pattern.exec(line);
    const directive = match?.slice(1).find((group) => group !== undefined);
    if (!directive) {
      kept.push(line);
      continue;
    }
    if (directive === 'highlight-next-line') highlighted.add(kept.length + 1);
    else if (directive === 'highlight-start') blockStart = kept.length + 1;
    else if (blockStart !== undefined) {
      for (let n = blockStart; n <= kept.length; n++) highlighted.add(n);
      blockStart = undefined;
    }
  }
  return { code: kept.join('\n'), highlighted };
}

/** Names used in Docusaurus docs that highlight.js knows by another name (or not at all, for plain text). */
const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', html: 'xml', jsonc: 'json', yml: 'yaml', js: 'javascript', ts: 'typescript', text: 'plaintext', txt: 'plaintext', docker: 'dockerfile', ps1: 'powershell', proto: 'protobuf', gradle: 'groovy', tex: 'latex' };

export default function rehypeCode(options: RehypeCodeOptions) {
  const { lowlight } = options;
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
      const grammar = lang ? (ALIASES[lang] ?? lang) : undefined;
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const { code: source, highlighted: marked } = meta.hasRange ? { code: raw, highlighted: meta.lines } : applyMagicComments(raw, lang ?? 'text');
      const highlighted: ElementContent[] =
        grammar && grammar !== 'plaintext' && lowlight.registered(grammar)
          ? (lowlight.highlight(grammar, source).children as ElementContent[])
          : [{ type: 'text', value: source }];
      const lines = splitLines(highlighted).map((children, i): Element => ({
        type: 'element',
        tagName: 'span',
        properties: { className: marked.has(i + 1) ? ['line', 'line-highlighted'] : ['line'] },
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
      const wrapper: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-block'], dataLanguage: lang ?? 'text' },
        children: [
          ...(meta.title ? [{ type: 'element', tagName: 'div', properties: { className: ['code-title'] }, children: [{ type: 'text', value: meta.title }] } as Element] : []),
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
      parent.children[index] = wrapper;
    });
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
