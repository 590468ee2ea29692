/**
 * Docs versions as Docusaurus defines them: which versions are built, their labels, paths, banners and
 * badges, and, per page, the same doc in every other version. Pure: no fs, React or unified.
 */
import { DiagnosticBag, listNames } from '../diagnostics/diagnostic.js';
import { joinRoute } from './slugs.js';

/** The name of the docs in the content folder (Docusaurus's 'current' version). */
export const CURRENT_VERSION = 'current';

export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

/** One version to build: its identity and where its pages live. */
export interface VersionMeta {
  name: string;
  label: string;
  /** The route its docs are served under: the docs root for the last version, `<root>/<path>` for others. */
  routeBase: string;
  isLast: boolean;
  banner: VersionBanner;
  badge: boolean;
  className?: string;
}

/** What the versions are made from: the config's docs options and the names of versions.json. */
export interface VersionListInput {
  routeBasePath: string;
  /** versions.json, newest first ([] when the site has none). */
  released: readonly string[];
  /** The current version's name and label when the site has no versions.json (the single-version config). */
  single: { name: string; label: string };
  lastVersion?: string;
  includeCurrentVersion: boolean;
  onlyIncludeVersions?: readonly string[];
  options: Readonly<Record<string, { label?: string; path?: string; banner?: VersionBanner; badge?: boolean; className?: string }>>;
  configFile: string;
}

/**
 * The versions to build, newest first ('current' first when it is included). A site without
 * versions.json has the one version it always had, at the docs root, without banner or badge.
 */
export function resolveVersionList(input: VersionListInput, bag: DiagnosticBag): VersionMeta[] {
  if (input.released.length === 0 && input.includeCurrentVersion && !input.lastVersion && !input.onlyIncludeVersions && Object.keys(input.options).length === 0) {
    return [{ name: input.single.name, label: input.single.label, routeBase: input.routeBasePath, isLast: true, banner: 'none', badge: false }];
  }
  const all = [...(input.includeCurrentVersion ? [CURRENT_VERSION] : []), ...input.released];
  const unknown = (name: string, what: string, needle: string) =>
    bag.error('versions/unknown-version', `${what} names the version '${name}', which does not exist. Versions: ${listNames(all)}.`, {
      file: input.configFile,
      needle,
      hint: "Use 'current' (the docs in the content folder) or a name from versions.json.",
    });
  if (all.length === 0) {
    bag.error('versions/none', 'No docs version is left to build: includeCurrentVersion is false and versions.json lists none.', { file: input.configFile, needle: 'includeCurrentVersion', hint: 'Set docs.includeCurrentVersion to true, or add a version with `mistdocs docs:version <name>`.' });
    return [];
  }
  for (const name of Object.keys(input.options)) if (!all.includes(name)) unknown(name, 'docs.versions', name);
  let names = all;
  if (input.onlyIncludeVersions) {
    for (const name of input.onlyIncludeVersions) if (!all.includes(name)) unknown(name, 'docs.onlyIncludeVersions', name);
    names = all.filter((n) => input.onlyIncludeVersions!.includes(n));
  }
  const last = input.lastVersion ?? input.released[0] ?? CURRENT_VERSION;
  if (!all.includes(last)) {
    unknown(last, 'docs.lastVersion', last);
    return [];
  }
  if (!names.includes(last)) {
    bag.error('versions/last-excluded', `docs.lastVersion '${last}' is not among docs.onlyIncludeVersions.`, { file: input.configFile, needle: 'onlyIncludeVersions', hint: `Add '${last}' to onlyIncludeVersions, or choose another lastVersion.` });
    return [];
  }
  const lastIndex = all.indexOf(last);
  return names.map((name): VersionMeta => {
    const own = input.options[name] ?? {};
    const isLast = name === last;
    const path = own.path ?? (isLast ? '' : name === CURRENT_VERSION ? 'next' : name);
    return {
      name,
      label: own.label ?? (name === CURRENT_VERSION ? input.single.label : name),
      routeBase: path ? joinRoute(input.routeBasePath, path) : input.routeBasePath,
      isLast,
      banner: own.banner ?? (isLast ? 'none' : all.indexOf(name) < lastIndex ? 'unreleased' : 'unmaintained'),
      badge: own.badge ?? names.length > 1,
      className: own.className,
    };
  });
}

/** The prefix that keeps a released version's doc ids apart from the current version's (Docusaurus's old id form). */
export function versionIdPrefix(name: string): string {
  return name === CURRENT_VERSION ? '' : `version-${name}/`;
}

/** A doc's place in its version, for finding the same doc in another one. */
export interface VersionDocs {
  name: string;
  /** Route of each doc, by its id inside the version (without the prefix). */
  routeById: ReadonlyMap<string, string>;
  /** Route of the version's main doc (its first page), where a reader lands when the doc is missing. */
  mainRoute: string | undefined;
}

/** The same doc in `target` (by id inside the version), else that version's main doc. */
export function sameDocIn(target: VersionDocs, id: string | undefined): string | undefined {
  return (id !== undefined ? target.routeById.get(id) : undefined) ?? target.mainRoute;
}
