/**
 * One resolver of `@site/<path>` on disk for every part of the build that reads it (the components'
 * bundle, the head stylesheet, Sass and MDX partials): the site's folder, then the content folder, in the
 * order src/shared/site-path.ts gives.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { siteCandidates, sitePathOf } from '../shared/site-path.js';

export interface SiteFolders {
  /** The site's folder and its content folder (absolute). */
  root: string;
  contentDir: string;
}

/** The absolute paths `@site/<rest>` may name, in the order they are tried; undefined for any other import. */
export function sitePathCandidates(specifier: string, folders: SiteFolders): string[] | undefined {
  const rest = sitePathOf(specifier);
  return rest === undefined ? undefined : siteCandidates(rest, (r) => path.join(folders.root, r), (r) => path.join(folders.contentDir, r));
}

/**
 * The first of `@site/<rest>`'s places that `exists` accepts (by default: a file or folder there), or
 * undefined when none does or the import is not `@site/`.
 */
export function resolveSitePath(specifier: string, folders: SiteFolders, exists: (candidate: string) => boolean = existsSync): string | undefined {
  return sitePathCandidates(specifier, folders)?.find((candidate) => exists(candidate));
}
