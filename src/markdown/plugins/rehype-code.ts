/**
 * rehype-code: highlights fenced code at build time with lowlight (highlight.js grammars, no client
 * JavaScript), splits it into lines, marks `{1,3-5}` lines, shows a `title="..."` bar and adds the
 * copy-button markup the runtime wires up.
 */
import type { Element, ElementContent, Root, Text } from 'hast';
import { toString } from 'hast-util-to-string';
import type { createLowlight } from 'lowlight';
import { walkElements } from '../walk.js';

export interface RehypeCodeOptions {
  lowlight: ReturnType<typeof createLowlight>;
}

/** Parses a code fence's meta string: `title="x" {1,3-4}`. */
export function parseCodeMeta(meta: string | undefined): { title?: string; lines: Set<number> } {
  const lines = new Set<number>();
  if (!meta) return { lines };
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  for (const part of ranges?.[1]?.split(',') ?? []) {
    const [a, b] = part.split('-').map((s) => Number(s.trim()));
    if (!Number.isFinite(a)) continue;
    for (let n = a!; n <= (Number.isFinite(b) ? b! : a!); n++) lines.add(n);
  }
  return { title: title ? (title[1] ?? title[2] ?? title[3]) : undefined, lines };
}

const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', html: 'xml', jsonc: 'json', yml: 'yaml', js: 'javascript', ts: 'typescript', text: 'plaintext', txt: 'plaintext' };

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
      const grammar = lang ? (ALIASES[lang] ?? lang) : undefined;
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const source = toString(code).replace(/\n$/, '');
      const highlighted: ElementContent[] =
        grammar && grammar !== 'plaintext' && lowlight.registered(grammar)
          ? (lowlight.highlight(grammar, source).children as ElementContent[])
          : [{ type: 'text', value: source }];
      const lines = splitLines(highlighted).map((children, i): Element => ({
        type: 'element',
        tagName: 'span',
        properties: { className: meta.lines.has(i + 1) ? ['line', 'line-highlighted'] : ['line'] },
        children,
      }));
      const codeEl: Element = {
        type: 'element',
        tagName: 'code',
        properties: { className: lang ? ['hljs', `language-${lang}`] : ['hljs'] },
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
