/**
 * rehype-safe-urls: drops what would run script from an attribute, as React 19 does for JSX: a
 * `javascript:` (or `vbscript:`) URL in a link, image, frame or form, and an event handler written as a
 * string (`onClick="..."`, `onerror=...`). It reads the URL as a browser does: character references
 * decoded, tabs and line breaks removed, leading spaces and control characters ignored, any case. Raw
 * HTML in Markdown is read with an HTML parser and cleaned the same way (its `<script>` elements stay, as in Docusaurus).
 * Each drop is a warning at the element's line.
 */
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import type { Element, Root } from 'hast';
import { createRequire } from 'node:module';
import type { VFile } from 'vfile';
import { walkElements, walkType } from '../walk.js';

/** parse5, loaded on the first raw HTML that needs cleaning: pages without any never load it. */
let parser: typeof import('parse5') | undefined;
const parseFragment = (html: string): unknown => (parser ??= createRequire(import.meta.url)('parse5') as typeof import('parse5')).parseFragment(html, { sourceCodeLocationInfo: true });

/** hast property names (and their HTML attribute names) that hold a URL a browser may navigate to or load. */
const URL_PROPERTIES = new Set(['href', 'src', 'action', 'formAction', 'formaction', 'xLinkHref', 'xlink:href', 'poster', 'cite', 'background', 'data', 'ping', 'codebase', 'manifest']);

/** Whether `value` is, to a browser, a URL that runs script. */
export function runsScript(value: string): boolean {
  const decoded = value.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return decodeNamedCharacterReference(ref) || whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
  });
  // eslint-disable-next-line no-control-regex
  const url = decoded.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  return /^(?:javascript|vbscript):/i.test(url);
}

export default function rehypeSafeUrls() {
  return (tree: Root, file: VFile) => {
    const warn = (what: string, node: { position?: Element['position'] }) => {
      const m = file.message(`Left out ${what}: it would run script in the page.`, { place: node.position, ruleId: 'markdown/unsafe-attribute', source: 'mistdocs' });
      m.note = 'A page links and loads only real addresses; behaviour belongs in a component of the site. (React leaves these out of JSX too.)';
    };
    walkElements(tree, (node) => {
      for (const [name, value] of Object.entries(node.properties)) {
        const text = Array.isArray(value) ? value.join(' ') : value;
        if (/^on[a-z]/i.test(name) && typeof text === 'string') {
          delete node.properties[name];
          warn(`the event handler \`${name}\` on <${node.tagName}>`, node);
        } else if (URL_PROPERTIES.has(name) && typeof text === 'string' && runsScript(text)) {
          delete node.properties[name];
          warn(`the \`${name}\` of <${node.tagName}> (\`${text.slice(0, 40)}\`)`, node);
        }
      }
    });
    walkType<{ value: string; position?: Element['position'] }>(tree, 'raw', (node) => {
      node.value = cleanRawHtml(node.value, (what) => warn(what, node));
    });
  };
}

/**
 * Raw HTML with the same attributes left out of every element, read by an HTML parser (parse5, as
 * browsers read it: quoted values may hold `>`, `<script>` and `<style>` hold text), each attribute cut
 * from the author's text where the parser found it, so the rest stays as written.
 */
function cleanRawHtml(html: string, warn: (what: string) => void): string {
  if (!/\son|script:|&/i.test(html)) return html;
  const cuts: { start: number; end: number }[] = [];
  const visit = (node: ParsedNode) => {
    const at = node.sourceCodeLocation?.attrs;
    for (const attribute of node.attrs ?? []) {
      const key = attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name;
      const place = at?.[key];
      if (!place) continue;
      if (/^on[a-z]/i.test(key)) warn(`the event handler \`${key}\` on <${node.tagName}>`);
      else if (URL_PROPERTIES.has(key) && runsScript(attribute.value)) warn(`the \`${key}\` of <${node.tagName}> (\`${attribute.value.slice(0, 40)}\`)`);
      else continue;
      cuts.push({ start: place.startOffset, end: place.endOffset });
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parseFragment(html) as ParsedNode);
  let out = html;
  for (const { start, end } of cuts.sort((a, b) => b.start - a.start)) {
    // The attribute with the space before it: `<img src=x onerror=y>` -> `<img src=x>`.
    let from = start;
    while (from > 0 && /\s/.test(out[from - 1]!)) from--;
    out = out.slice(0, from) + out.slice(end);
  }
  return out;
}

/** What cleanRawHtml reads of parse5's tree. */
interface ParsedNode {
  tagName?: string;
  attrs?: { name: string; value: string; prefix?: string }[];
  sourceCodeLocation?: { attrs?: Record<string, { startOffset: number; endOffset: number }> } | null;
  childNodes?: ParsedNode[];
  content?: ParsedNode;
}
