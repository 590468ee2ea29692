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
import { checkReferenceSources } from '../model/reference-sources.js';
import type { SiteModel } from '../model/site-model.js';
import type { Memo } from './memo.js';

/** The severity `build` gives a reference page's source problems under the broken-link policy; undefined: not reported. */
export function sourceSeverityOf(onBrokenLinks: ResolvedConfig['onBrokenLinks']): Severity | undefined {
  return onBrokenLinks === 'throw' ? 'error' : onBrokenLinks === 'warn' ? 'warning' : undefined;
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
          message: `referenceSources.fileList: cannot read '${options.fileList}' (${(cause as NodeJS.ErrnoException).code ?? String(cause)}).`,
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
