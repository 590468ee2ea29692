/**
 * rehype-links: rewrites links to `.md` files to routes (keeping the anchor) as Docusaurus resolves them
 * (see docLinkCandidates), reports those that resolve to no doc, prefixes absolute routes
 * with the base URL (once: a link written with it keeps it), opens external links in a new tab, and records every internal link with its
 * position in `file.data.links` for the link checker, and every element id of the page in
 * `file.data.anchors` (the targets the checker resolves `#hash` against).
 */
import type { Element, Root } from 'hast';
import { decodeRoute } from '../../shared/route-paths.js';
import { hasScheme } from '../../shared/url-scheme.js';
import { walkElements, walkType } from '../walk.js';
import type { VFile } from 'vfile';

export interface LinkRecord {
  /** The route (without base URL) and hash the link points to, after rewriting. */
  href: string;
  /** The partial (content path) the link is written in, when not the page itself. */
  file?: string;
  line?: number;
  column?: number;
  /** Text to look for in the file when the line is not known (a link a React page's component made). */
  needle?: string;
}

export interface RehypeLinksOptions {
  baseUrl: string;
  /** Route of the doc whose content-relative path is given (posix, with .md), or undefined. */
  resolveDocPath: (relPath: string) => string | undefined;
  /** The public URL (with the base URL) of a content file, or undefined when there is none: a link to a file that is no page. */
  resolveAsset?: (contentPath: string) => string | undefined;
}

export default function rehypeLinks(options: RehypeLinksOptions) {
  return (tree: Root, file: VFile) => {
    const fromPath = String(file.data.relPath ?? '');
    const links: LinkRecord[] = [];
    const anchors: string[] = [];
    walkElements(tree, (node: Element) => {
      if (typeof node.properties.id === 'string') anchors.push(node.properties.id);
      else if (node.tagName === 'a' && typeof node.properties.name === 'string') anchors.push(node.properties.name);
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      const href = node.properties.href;
      const cls = node.properties.className;
      if (Array.isArray(cls) && cls.includes('hash-link')) return; // generated heading anchors always resolve
      const place = node.position?.start;
      if (hasScheme(href)) {
        if (/^https?:/i.test(href)) {
          node.properties.target = '_blank';
          node.properties.rel = ['noopener', 'noreferrer'];
        }
        return;
      }
      if (href.startsWith('#')) {
        links.push({ href: `${String(file.data.route ?? '')}${href}`, line: place?.line, column: place?.column });
        return;
      }
      const [pathPart, hash = ''] = splitHash(href);
      let route: string | undefined;
      if (/\.mdx?$/.test(pathPart)) {
        const candidates = docLinkCandidates(fromPath, decodeRoute(pathPart), typeof file.data.areaDir === 'string' ? file.data.areaDir : undefined);
        for (const candidate of candidates) {
          route = options.resolveDocPath(candidate);
          if (route !== undefined) break;
        }
        if (route === undefined) {
          const reason =
            candidates.length === 1
              ? `The link '${href}' points to '${candidates[0]}', which is not a doc.`
              : `The link '${href}' points to no doc: none of ${candidates.map((c) => `'${c}'`).join(', ')} exists.`;
          const msg = file.message(reason, { place: node.position, ruleId: 'links/broken-md-link', source: 'mistdocs' });
          msg.note = 'A link to a .md file is resolved from this file\'s folder, then from the docs folder (`/x.md` and `/docs/x.md` from the docs folder only, `./` and `../` from this file\'s folder only), and rewritten to that doc\'s route.';
          return;
        }
      } else if (pathPart.startsWith('/')) {
        route = withoutBase(options.baseUrl, pathPart);
      } else if (pathPart && options.resolveAsset && /\.[A-Za-z0-9]+$/.test(pathPart)) {
        // A file beside the page that is no page (`./assets/gherkin/evaluation.feature`): published with a
        // hashed name under /assets/files/ and linked there, as Docusaurus publishes it.
        const url = options.resolveAsset(joinPosix(String(file.data.relDir ?? ''), decodeRoute(pathPart)));
        if (url !== undefined) {
          node.properties.href = url + hash;
          return;
        }
        const here = String(file.data.route ?? '/');
        route = joinPosix(here.endsWith('/') ? here : dirname(here), pathPart);
        if (!route.startsWith('/')) route = `/${route}`;
      } else if (pathPart) {
        // A relative route (not a file): resolve against the page's route.
        const here = String(file.data.route ?? '/');
        route = joinPosix(here.endsWith('/') ? here : dirname(here), pathPart);
        if (!route.startsWith('/')) route = `/${route}`;
      } else route = String(file.data.route ?? '/');
      links.push({ href: route + hash, line: place?.line, column: place?.column });
      node.properties.href = withBase(options.baseUrl, route) + hash;
    });
    // Raw HTML stays unparsed (no rehype-raw), so its ids are read with a pattern.
    walkType<{ value: string }>(tree, 'raw', (node) => {
      for (const m of node.value.matchAll(/\s(?:id|name)\s*=\s*["']([^"']+)["']/g)) anchors.push(m[1]!);
    });
    file.data.links = links;
    file.data.anchors = anchors;
  };
}

/**
 * The doc paths a link to a Markdown file may mean, in the order Docusaurus tries them: from the linking
 * file's folder (unless the link is absolute), then from the docs root of the file's own version and from
 * the site folder (unless the link starts with `./` or `../`). `fromPath` and the answers are doc paths:
 * a current doc's without its `docs/` folder (`a/b.md`), a released version's from the site folder
 * (`versioned_docs/version-1.0/a/b.md`); links are resolved as from the site folder, where the current
 * docs are in `docs/`, so `../docs/api/config.mdx` from `intro.md` is `api/config.mdx`. A docs area's
 * doc (`areaDir`, its folder: `community`) has the area's folder for its docs root.
 */
export function docLinkCandidates(fromPath: string, link: string, areaDir?: string): string[] {
  const version = /^versioned_docs\/[^/]+\//.exec(fromPath)?.[0];
  const root = version ?? (areaDir ? `docs/${areaDir}/` : 'docs/');
  const sitePath = version ? fromPath : `docs/${fromPath}`;
  const out: string[] = [];
  const add = (p: string) => {
    const doc = p.startsWith('docs/') ? p.slice('docs/'.length) : p;
    if (doc && !out.includes(doc)) out.push(doc);
  };
  if (link.startsWith('./') || link.startsWith('../')) {
    add(joinPosix(dirname(sitePath), link));
    return out;
  }
  const bare = link.replace(/^\/+/, '');
  if (!link.startsWith('/')) add(joinPosix(dirname(sitePath), bare));
  add(joinPosix(root, bare));
  add(joinPosix('', bare));
  return out;
}

function splitHash(href: string): [string, string] {
  const i = href.indexOf('#');
  return i === -1 ? [href, ''] : [href.slice(0, i), href.slice(i)];
}

function dirname(p: string): string {
  const i = p.lastIndexOf('/');
  return i === -1 ? '' : p.slice(0, i);
}

/** Joins and normalises posix path segments ('a/b', '../c.md' -> 'a/c.md'). */
export function joinPosix(base: string, rel: string): string {
  const parts = rel.startsWith('/') ? [] : base.split('/').filter(Boolean);
  for (const seg of rel.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.' && seg !== '') parts.push(seg);
  }
  const joined = parts.join('/');
  return rel.startsWith('/') ? `/${joined}` : joined + (rel.endsWith('/') && joined ? '/' : '');
}

/**
 * The route of an absolute link: a link already starting with the base URL is taken as written with it
 * (Docusaurus's Link does not add the base URL twice), so '/docs/a' under '/docs/' is the route '/a'.
 */
function withoutBase(baseUrl: string, link: string): string {
  if (baseUrl === '/') return link;
  if (link === baseUrl.replace(/\/$/, '')) return '/';
  return link.startsWith(baseUrl) ? link.slice(baseUrl.length - 1) : link;
}

/** Prefixes a route with the base URL ('/docs/' + '/a' -> '/docs/a'). */
export function withBase(baseUrl: string, route: string): string {
  return baseUrl === '/' ? route : baseUrl.replace(/\/$/, '') + route;
}
