/**
 * Docs: ids, routes, titles and labels from source files and front matter. Pure functions; no fs,
 * React or unified.
 */
import type { FrontMatter } from '../content/schemas/front-matter.js';
import { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { encodeRoute } from '../shared/route-paths.js';
import { applyTrailingSlash, joinRoute, pathPatternProblem } from './slugs.js';

/** The part of a source file the model needs. */
export interface DocInput {
  kind: 'doc' | 'page';
  relPath: string;
  file: string;
  frontMatter: FrontMatter;
  body: string;
  bodyLine: number;
}

/** A doc or standalone page after id and route resolution. */
export interface DocEntry {
  kind: 'doc' | 'page';
  id: string;
  /** Folder of the source relative to its area ('' for the root). */
  dir: string;
  /** File name without extension. */
  name: string;
  route: string;
  title: string;
  description: string;
  sidebarLabel: string;
  file: string;
  frontMatter: FrontMatter;
  unlisted: boolean;
  draft: boolean;
  /** Whether this is the folder's index doc (index.md). */
  isIndex: boolean;
}

export interface ResolveDocsOptions {
  routeBasePath: string;
  trailingSlash: boolean | undefined;
  includeDrafts: boolean;
}

/** The first `# Heading` of a Markdown body, used as a title when front matter has none. */
export function firstHeading(body: string): string | undefined {
  const m = /^#\s+(.+?)\s*#*\s*$/m.exec(body);
  return m ? m[1]!.replace(/\s*\{#[^}]+\}\s*$/, '') : undefined;
}

/**
 * The first paragraph of plain text, used as a description when front matter has none. In MDX,
 * `import`/`export` blocks and `{expressions}` are code, not text.
 */
export function firstParagraph(body: string, mdx = false): string {
  for (const block of body.split(/\n\s*\n/)) {
    const text = block.trim();
    if (!text || /^(#|:::|```|\||<|!\[|-|\*|\d+\.|>)/.test(text)) continue;
    // Indented blocks of an MDX page are mostly the content of a component (a tab, a <details>).
    if (mdx && (/^(import|export)\s|^\{/.test(text) || /^[ \t]/.test(block.replace(/^\n+/, '')))) continue;
    const plain = mdx ? text.replace(/<\/?[A-Za-z][^>]*>|\{[^}]*\}/g, '') : text;
    return plain.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_]/g, '').replace(/\s+/g, ' ').slice(0, 200);
  }
  return '';
}

/** Resolves ids and routes of every doc; duplicate ids are reported. Drafts are returned with draft=true. */
export function resolveDocs(inputs: readonly DocInput[], options: ResolveDocsOptions, bag: DiagnosticBag): DocEntry[] {
  const seen = new Map<string, DocEntry>();
  const out: DocEntry[] = [];
  for (const input of inputs) {
    const fm = input.frontMatter;
    const withoutExt = input.relPath.replace(/\.mdx?$/, '');
    const slash = withoutExt.lastIndexOf('/');
    const dir = slash === -1 ? '' : withoutExt.slice(0, slash);
    const name = withoutExt.slice(slash + 1);
    const isIndex = name === 'index' || name.toLowerCase() === 'readme';
    const id = dir ? `${dir}/${fm.id ?? name}` : (fm.id ?? name);
    const base = input.kind === 'doc' ? options.routeBasePath : '/';
    let route: string;
    const problem = fm.slug === undefined ? undefined : pathPatternProblem(fm.slug);
    if (problem) {
      bag.error('routes/path-pattern', `The slug '${fm.slug}' is not a plain path: ${problem}.`, {
        file: input.file,
        needle: fm.slug,
        hint: 'Every page has one fixed route; write the literal path (e.g. /integration/api/calls/addstream).',
      });
      continue;
    }
    // An absolute slug is relative to the docs root of its version, under routeBasePath like every other
    // slug: '/' is that root, as in Docusaurus.
    if (fm.slug !== undefined) route = fm.slug.startsWith('/') ? joinRoute(base, fm.slug) : joinRoute(base, dir, fm.slug);
    // As in Docusaurus, an index.md keeps its folder's route whatever `id:` its front matter gives.
    else if (isIndex) route = joinRoute(base, dir ? `${dir}/` : '/');
    else route = joinRoute(base, dir, fm.id ?? name);
    if (route === '') route = '/';
    // A file or folder name with `#`, `?`, `%`, spaces or other letters is linked percent-encoded.
    route = applyTrailingSlash(encodeRoute(route), options.trailingSlash);
    const title = fm.title ?? firstHeading(input.body) ?? name;
    const entry: DocEntry = {
      kind: input.kind,
      id: input.kind === 'page' ? `page:${id}` : id,
      dir,
      name,
      route,
      title,
      description: fm.description ?? firstParagraph(input.body, input.relPath.endsWith('.mdx')),
      sidebarLabel: fm.sidebar_label ?? title,
      file: input.file,
      frontMatter: fm,
      unlisted: fm.unlisted,
      draft: fm.draft && !options.includeDrafts,
      isIndex,
    };
    const other = seen.get(entry.id);
    if (other) {
      bag.error('docs/duplicate-id', `Two docs have the id '${entry.id}': ${other.file} and ${entry.file}.`, {
        file: entry.file,
        line: 1,
        column: 1,
        hint: 'Rename one file or change its `id:` front matter.',
      });
      continue;
    }
    seen.set(entry.id, entry);
    out.push(entry);
  }
  return out;
}
