/** Route and slug helpers: pure string functions shared by the model's stages. Imports only lodash's kebabCase and the shared route paths. */
import kebabCase from 'lodash/kebabCase.js';
import { decodedSegmentProblem } from '../shared/route-paths.js';

/** Lower-case, words joined with hyphens: 'Push Rewrite' and 'PUSH_REWRITE' both become 'push-rewrite'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A tag's or author's slug as Docusaurus makes it, with lodash's kebabCase: 'v2.0' -> 'v-2-0', 'OpenFeature summit' ->
 * 'open-feature-summit', so a migrated site's tag pages keep their addresses.
 */
export function kebabSlug(label: string): string {
  return kebabCase(label);
}

/** How tags are slugged: 'kebab-case' as Docusaurus does (`h264` -> `h-264`), or 'words' (`h264` stays). */
export type TagSlugs = 'kebab-case' | 'words';

/** A tag label's slug in the site's style. */
export function tagSlug(label: string, style: TagSlugs = 'kebab-case'): string {
  return style === 'words' ? slugify(label) : kebabSlug(label);
}

/**
 * A permalink written for a tag (`tags: [{ label, permalink }]`), used as written as Docusaurus does, with its
 * empty, `.` and `..` segments left out so it cannot lead out of the tags folder.
 */
export function permalinkSlug(permalink: string): string {
  return permalink.split('/').filter((s) => s !== '' && s !== '.' && s !== '..').join('/');
}

/** Joins route segments with single slashes; keeps a trailing slash when the last part has one. */
export function joinRoute(...parts: string[]): string {
  const joined = '/' + parts.filter((p) => p !== '' && p !== '/').map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/');
  const last = parts[parts.length - 1] ?? '';
  return last.endsWith('/') && joined !== '/' ? `${joined}/` : joined;
}

/** Applies the config's trailingSlash rule; unset keeps each route as authored. */
export function applyTrailingSlash(route: string, trailingSlash: boolean | undefined): string {
  if (route === '/' || trailingSlash === undefined) return route;
  if (trailingSlash) return route.endsWith('/') ? route : `${route}/`;
  return route.endsWith('/') ? route.slice(0, -1) : route;
}

/**
 * What is wrong with a slug written as a path pattern, or undefined when it is a plain path. Every
 * route is one static page, so parameters (`:id`), wildcards and empty segments cannot be honoured.
 */
export function pathPatternProblem(slug: string): string | undefined {
  const params = [...slug.matchAll(/:([^/]*)/g)].map((m) => m[1]!);
  if (params.some((p) => p === '')) return 'it has an empty path parameter (a bare `:`)';
  const repeated = params.find((p, i) => params.indexOf(p) !== i);
  if (repeated !== undefined) return `it repeats the path parameter ':${repeated}'`;
  if (params.length) return `it has the path parameter ':${params[0]}', which no page can fill`;
  if (/[*]/.test(slug)) return 'it has a wildcard `*`, which matches no single page';
  if (/[?#]/.test(slug)) return 'it has a `?` or `#`, which cannot be part of a path';
  if (/\/\//.test(slug)) return 'it has an empty segment (`//`)';
  if (/(^|\/)\.\.?(\/|$)/.test(slug)) return 'it has a `.` or `..` segment, which would lead out of its folder (and could write outside the output folder)';
  return decodedSegmentProblem(slug);
}
