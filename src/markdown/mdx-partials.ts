/**
 * What imported MDX partials need besides rendering: resolving an import specifier to a content path,
 * reading a partial's front matter, moving a partial's tree to the lines it takes in the page's
 * combined source, and making its relative links and images relative to the importing page.
 * Pure functions over strings and mdast; imports no fs.
 */
import { loadYaml } from './front-matter.js';
import type { Root } from 'mdast';
import { joinPosix } from './plugins/rehype-links.js';
import { hasScheme } from '../shared/url-scheme.js';

/**
 * The content path (`docs/settings/_shared.mdx`) an import or require names, seen from the content
 * folder `fromDir` (`docs/cli`): relative paths from there, `@site/...` from the content folder (where a
 * Docusaurus site's `docs/` and `static/` move); undefined for a package.
 */
export function contentPathOf(specifier: string, fromDir: string): string | undefined {
  if (specifier.startsWith('@site/')) return joinPosix('', specifier.slice('@site/'.length));
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const joined = joinPosix(fromDir, specifier);
  // A path above the content folder is kept: a released version's docs sit beside it (`../versioned_docs/...`),
  // and the reader of the file decides which folders it may read.
  return joined.startsWith('/') ? undefined : joined;
}

/** A partial's text with its front matter lines blanked (so lines stay true) and the front matter's data. */
export function splitFrontMatter(text: string): { body: string; frontMatter: Record<string, unknown> } {
  const match = /^---\r?\n([^]*?)\r?\n---[ \t]*(\r?\n|$)/.exec(text);
  if (!match) return { body: text, frontMatter: {} };
  let frontMatter: Record<string, unknown> = {};
  try {
    const data = loadYaml(match[1]!);
    if (data && typeof data === 'object' && !Array.isArray(data)) frontMatter = data as Record<string, unknown>;
  } catch {
    // A partial's front matter is not the page's: a bad one only leaves `frontMatter` empty.
  }
  return { body: '\n'.repeat(match[0].split('\n').length - 1) + text.slice(match[0].length), frontMatter };
}

interface Point {
  line: number;
  column: number;
  offset?: number;
}

/** Moves every position in `tree` down by `lines` lines and on by `offset` characters. */
export function shiftPositions(tree: Root, lines: number, offset: number): void {
  const shift = (point: Point) => {
    point.line += lines;
    if (point.offset !== undefined) point.offset += offset;
  };
  const visit = (node: { position?: { start: Point; end: Point }; children?: unknown[]; attributes?: unknown[] }) => {
    if (node.position) {
      shift(node.position.start);
      shift(node.position.end);
    }
    for (const child of node.children ?? []) visit(child as typeof node);
    if (Array.isArray(node.attributes)) for (const attribute of node.attributes) visit(attribute as typeof node);
  };
  visit(tree as Parameters<typeof visit>[0]);
}

/**
 * `url` written in a file of folder `fromDir`, rewritten to mean the same from folder `toDir`
 * (`./img/a.png` written in `docs/shared` is `../shared/img/a.png` seen from `docs/guides`).
 * Absolute URLs, routes and anchors are left as they are.
 */
export function rebaseUrl(url: string, fromDir: string, toDir: string): string {
  if (!url || hasScheme(url) || url.startsWith('/') || url.startsWith('#') || url.startsWith('?') || fromDir === toDir) return url;
  const target = joinPosix(fromDir, url);
  const from = toDir ? toDir.split('/') : [];
  const to = target.split('/');
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  const relative = [...Array<string>(from.length - common).fill('..'), ...to.slice(common)].join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** Rewrites the relative links, images and link definitions of a partial's tree for the importing page. */
export function rebaseTree(tree: Root, fromDir: string, toDir: string): void {
  const visit = (node: { type: string; url?: string; children?: unknown[] }) => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && typeof node.url === 'string') node.url = rebaseUrl(node.url, fromDir, toDir);
    for (const child of node.children ?? []) visit(child as typeof node);
  };
  visit(tree);
}
