/**
 * `check`: the build pipeline without rendering or writing. Runs config, content, model, Markdown and
 * the site's components, then the link checker and the reference pages' source files, and returns
 * every diagnostic. Reads the static folder's file list; writes nothing.
 */
import { DiagnosticError, uniqueDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { addTimings } from '../pipeline/clock.js';
import { locateNeedles } from '../diagnostics/locate-needles.js';
import { analyzeSite, createMemo, type BuildOptions } from '../pipeline/index.js';
import { renderComponents } from '../pipeline/components.js';
import { redirectPages } from '../pipeline/redirect-pages.js';
import { checkSourceFiles } from '../pipeline/reference-sources.js';
import { checkSiteLinks } from '../pipeline/site-links.js';

export interface CheckResult {
  /** Every problem found: author errors of any stage, broken links and anchors. */
  diagnostics: Diagnostic[];
  /** Site root the diagnostics' file paths are relative to. */
  root: string;
  pages: number;
  links: number;
  /** Whether any diagnostic is an error (the CLI exits non-zero). */
  failed: boolean;
  timings: Record<string, number>;
}

/**
 * Checks the site at `options.cwd` without writing anything: every locale (or only `options.locale`),
 * each as it is built. Never throws for author errors.
 */
export async function checkSite(options: Omit<BuildOptions, 'outDir'>): Promise<CheckResult> {
  const first = await checkLocale(options);
  if (options.locale !== undefined || !first.others.length) return first.result;
  const results = [first.result];
  for (const locale of first.others) results.push((await checkLocale({ ...options, locale })).result);
  const diagnostics = uniqueDiagnostics(results.flatMap((r) => r.diagnostics));
  const sum = (key: 'pages' | 'links') => results.reduce((n, r) => n + r[key], 0);
  return { diagnostics, root: first.result.root, pages: sum('pages'), links: sum('links'), failed: diagnostics.some((d) => d.severity === 'error'), timings: addTimings(results.map((r) => r.timings)) };
}

/** Checks one locale; says which other locales the site has. */
async function checkLocale(options: Omit<BuildOptions, 'outDir'>): Promise<{ result: CheckResult; others: string[] }> {
  const timings: Record<string, number> = {};
  let analyzed;
  try {
    analyzed = await analyzeSite(options, undefined, timings);
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    return { result: { diagnostics: error.diagnostics, root: options.cwd, pages: 0, links: 0, failed: true, timings }, others: [] };
  }
  const { config, model } = analyzed;
  // The site's components render as in a build, so that the links their `<Link>`s make are checked too.
  const components = await renderComponents(createMemo({ once: true }), config, model, analyzed.rendered, analyzed.digests);
  const started = performance.now();
  // Checked even when Markdown reported errors: one run reports every problem.
  const result = await checkSiteLinks({ config, model, rendered: components.rendered });
  // Reference pages must name their source files when the site names the repository: check fails them whatever the link policy.
  const sources = checkSourceFiles(createMemo({ once: true }), config, model, 'error');
  timings.links = performance.now() - started;
  options.onStage?.('links', timings.links, `${result.links} links`);
  // A redirect page that would replace a file of the static folder fails the build, so it fails the check.
  const redirects = redirectPages(config, model.redirects).diagnostics;
  const diagnostics = [...analyzed.diagnostics, ...locateNeedles(components.diagnostics, config.root), ...result.diagnostics, ...locateNeedles([...sources, ...redirects], config.root)];
  const others = (config.locales ?? []).filter((l) => l !== config.locale).map((l) => l.name);
  return { result: { diagnostics, root: config.root, pages: result.pages, links: result.links, failed: diagnostics.some((d) => d.severity === 'error'), timings }, others };
}
