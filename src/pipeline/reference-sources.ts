/**
 * The reference-sources stage: with `referenceSources` in the config, reads the list of the repository's
 * paths it names (again only when its bytes changed) and checks every reference page's source files
 * against it. `check` reports what it finds as errors; `build` as the site's `onBrokenLinks` says.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.js';
import { frontMatterLocator } from '../content/locate-front-matter.js';
import type { Diagnostic, Severity } from '../diagnostics/diagnostic.js';
import { locateNeedles } from '../diagnostics/locate-needles.js';
import { checkReferenceSources } from '../model/reference-sources.js';
import type { SiteModel } from '../model/site-model.js';
import type { Memo } from './memo.js';

/**
 * What `build` reports of the reference pages' source files: as the broken-link policy says (`throw`:
 * errors, `warn`: warnings, `log` and `ignore`: nothing), as Markdown links to missing files are; a list
 * of paths that cannot be read is an error all the same.
 */
export function buildSourceDiagnostics(memo: Memo, config: ResolvedConfig, model: SiteModel): Diagnostic[] {
  const severity = config.onBrokenLinks === 'throw' ? 'error' : 'warning';
  const found = checkSourceFiles(memo, config, model, severity);
  const reported = config.onBrokenLinks === 'log' || config.onBrokenLinks === 'ignore' ? found.filter((d) => d.code.startsWith('config/')) : found;
  return locateNeedles(reported, config.root);
}

/**
 * Reference pages without source files and sources the repository lacks, as `severity` (a list of paths
 * that cannot be read is always an error). Nothing when the config has no `referenceSources`.
 */
export function checkSourceFiles(memo: Memo, config: ResolvedConfig, model: SiteModel, severity: Severity): Diagnostic[] {
  const options = config.referenceSources;
  if (!options) return [];
  const configFile = path.relative(config.root, config.configFile) || path.basename(config.configFile);
  let paths: ReadonlySet<string> | undefined;
  if (options.fileList !== undefined) {
    let text: string;
    try {
      text = readFileSync(path.resolve(config.root, options.fileList), 'utf8');
    } catch (cause) {
      return [
        {
          severity: 'error',
          code: 'config/reference-file-list',
          message: `referenceSources.fileList: cannot read '${options.fileList}' (${(cause as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(cause)}).`,
          hint: "Name the file that lists the repository's paths at the documented commit, relative to the config file (`git ls-tree -r --name-only <commit>` writes one), or leave fileList out.",
          file: configFile,
          needle: options.fileList,
        },
      ];
    }
    paths = memo.value('reference source paths', [options.fileList, text], () => parsePathList(text));
  }
  return memo.value('reference sources', [model, paths, severity, config.root], () =>
    checkReferenceSources({ docs: model.docs, paths, fileList: options.fileList, severity, locate: frontMatterLocator(config.root) }),
  );
}

/** The paths of a list file: one a line, blank lines and `#` comments left out. */
export function parsePathList(text: string): Set<string> {
  const paths = new Set<string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line && !line.startsWith('#')) paths.add(line);
  }
  return paths;
}
