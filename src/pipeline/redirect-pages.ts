/**
 * The pages of the site's client redirects: for each old path, a small HTML file at its place that sends
 * the reader to the target (a refresh meta tag for readers without JavaScript, a canonical link, and a
 * script that keeps the query and hash), as Docusaurus's plugin-client-redirects writes them. Reads only
 * whether the static folder holds a file at a page's place; writes nothing itself.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Redirect } from '../model/redirects.js';
import { escapeHtml } from '../shared/escape-html.js';
import { htmlPath } from '../shared/route-paths.js';
import { isExternalAddress } from '../shared/url-scheme.js';
import type { Emitted } from './emit.js';

/** The redirect pages to write, and an error for each that would replace a file of the static folder. */
export function redirectPages(config: Pick<ResolvedConfig, 'baseUrl' | 'root' | 'staticDir' | 'configFile'>, redirects: readonly Redirect[]): { files: Emitted[]; diagnostics: Diagnostic[] } {
  const files: Emitted[] = [];
  const diagnostics: Diagnostic[] = [];
  const staticDir = path.resolve(config.root, config.staticDir);
  const configFile = path.relative(config.root, config.configFile) || path.basename(config.configFile);
  const pages = new Map<string, string>();
  for (const redirect of redirects) {
    const file = htmlPath(redirect.from);
    if (existsSync(path.join(staticDir, file))) {
      diagnostics.push({
        severity: 'error',
        code: 'redirects/overwrites-file',
        message: `The redirect from '${redirect.from}' would replace ${path.posix.join(config.staticDir.replace(/\\/g, '/'), file)}, a file of the static folder.`,
        hint: 'Remove the redirect or the file: a redirect never replaces a file of the site.',
        file: configFile,
        needle: redirect.from,
        needleKey: 'from',
      });
      continue;
    }
    const toUrl = isExternalAddress(redirect.to) ? redirect.to : `${config.baseUrl.replace(/\/$/, '')}${redirect.to.startsWith('/') ? '' : '/'}${redirect.to}`;
    let data = pages.get(toUrl);
    if (data === undefined) pages.set(toUrl, (data = renderRedirectPage(toUrl)));
    files.push({ path: file, data });
  }
  return { files, diagnostics };
}

/**
 * The page itself. The reader's query and hash go along, unless the target names its own (then they
 * would make another address).
 */
export function renderRedirectPage(toUrl: string): string {
  const url = encodeURI(safeDecode(toUrl));
  const attribute = escapeHtml(url);
  const keep = !/[?#]/.test(url);
  // In a script, '<' is escaped so the address cannot end the element.
  const literal = JSON.stringify(url).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
<html>
<head>
<meta charset="UTF-8">
<meta http-equiv="refresh" content="0; url=${attribute}">
<link rel="canonical" href="${attribute}">
<script>window.location.href = ${literal}${keep ? ' + window.location.search + window.location.hash' : ''};</script>
</head>
</html>
`;
}

/** An address as written, decoded once so that encoding it does not encode its escapes twice. */
function safeDecode(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}
