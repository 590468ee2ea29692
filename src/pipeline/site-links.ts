/**
 * The link check of an analysed site, as `build` and `check` both run it: every internal link and
 * anchor against the route table, the static folder's files and each page's ids, reported as the
 * site's `onBrokenLinks` and `onBrokenAnchors` say. Reads the static folder's file list; writes nothing.
 */
import path from 'node:path';
import fg from 'fast-glob';
import type { ResolvedConfig } from '../config/load-config.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { locateNeedles } from '../diagnostics/locate-needles.js';
import type { MarkdownResult } from '../markdown/processor.js';
import type { SiteModel } from '../model/site-model.js';
import { checkLinks } from './check-links.js';

/** Checks the links of one locale's analysed site; diagnostics carry the line of what they name. */
export async function checkSiteLinks(site: { config: ResolvedConfig; model: SiteModel; rendered: ReadonlyMap<string, MarkdownResult> }): Promise<{ diagnostics: Diagnostic[]; links: number; pages: number }> {
  const { config, model, rendered } = site;
  const staticFiles = await fg('**/*', { cwd: path.resolve(config.root, config.staticDir), onlyFiles: true, dot: false }).catch(() => [] as string[]);
  const configFile = path.relative(config.root, config.configFile) || path.basename(config.configFile);
  const result = checkLinks({ config, model, rendered, staticFiles, configFile });
  return { ...result, diagnostics: locateNeedles(result.diagnostics, config.root) };
}
