/**
 * Reference pages' source files: a source as written (`path` or `path:line`) and its address at the
 * documented commit. Browser-safe; imports nothing.
 */

/** A source file as a reference page names it. */
export interface SourceRef {
  /** The path in the repository, without a leading slash. */
  path: string;
  /** The line the facts were read at, when the source names one. */
  line?: number;
}

/** How the site links a source file: `url` with `{path}`, and `lineAnchor` with `{line}` (the `referenceSources` option). */
export interface SourceLinkPattern {
  url: string;
  lineAnchor: string;
}

/** Splits `path` or `path:line`; undefined for anything else (spaces, an empty path, a line that is not a number). */
export function parseSourceRef(source: string): SourceRef | undefined {
  const match = /^([^\s:]+)(?::(\d+))?$/.exec(source);
  if (!match) return undefined;
  return match[2] === undefined ? { path: match[1]! } : { path: match[1]!, line: Number(match[2]) };
}

/** The address of a source file at the documented commit, at its line when it names one. */
export function sourceFileUrl(pattern: SourceLinkPattern, ref: SourceRef): string {
  // Each segment is encoded, so a '#' or '?' in a file name cannot cut the address short.
  const encoded = ref.path.split('/').map(encodeURIComponent).join('/');
  const url = pattern.url.replaceAll('{path}', encoded);
  return ref.line === undefined ? url : url + pattern.lineAnchor.replaceAll('{line}', String(ref.line));
}
