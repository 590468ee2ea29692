/**
 * The source files reference pages name: every API call, trigger, input, output and process page must
 * list the upstream files its facts come from (`sources`), and each file named there or in the older
 * `source` must be one the repository holds at the documented commit. Pure: the docs, the list of the
 * repository's paths and a function that places a diagnostic in its file come in; no fs.
 */
import type { FrontMatter } from '../content/schemas/front-matter.js';
import { suggestClosest, type Diagnostic, type Severity } from '../diagnostics/diagnostic.js';
import { parseSourceRef } from '../shared/source-links.js';

/** The front-matter keys of reference pages, and what a reader calls such a page. */
const REFERENCE_KINDS = { api_call: 'API call', trigger: 'trigger', input: 'input', output: 'output', process: 'process' } as const;

/** Where in its file a front-matter key (and, when given, the value written there) is: 1-based line and column. */
export type LocateInFrontMatter = (file: string, keyPath: readonly (string | number)[], value?: string) => { line: number; column: number };

export interface ReferenceSourcesInput {
  docs: readonly { file: string; frontMatter: FrontMatter }[];
  /** Every path of the repository at the documented commit; absent when the site lists none (paths are then not checked). */
  paths?: ReadonlySet<string>;
  /** The file that lists the paths, as the config names it, for messages. */
  fileList?: string;
  severity: Severity;
  locate: LocateInFrontMatter;
}

/** Reference pages that name no source files, and source files the repository does not hold. */
export function checkReferenceSources(input: ReferenceSourcesInput): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const report = (file: string, keyPath: (string | number)[], value: string | undefined, diagnostic: Pick<Diagnostic, 'code' | 'message' | 'hint'>) =>
    diagnostics.push({ severity: input.severity, ...diagnostic, file, ...input.locate(file, keyPath, value) });
  for (const doc of input.docs) {
    for (const kind of Object.keys(REFERENCE_KINDS) as (keyof typeof REFERENCE_KINDS)[]) {
      const facts = doc.frontMatter[kind];
      if (!facts) continue;
      // API calls and triggers name the line that handles or fires them in `source`; it is linked too.
      const single = 'source' in facts ? facts.source : undefined;
      if (single !== undefined) {
        const problem = sourceProblem(single, `${kind}.source`, input);
        if (problem) report(doc.file, [kind, 'source'], single, problem);
      }
      if (!facts.sources?.length) {
        const example = single && parseSourceRef(single) ? `, e.g. 'sources: [${single}]'` : '';
        report(doc.file, [kind], undefined, {
          code: 'reference/no-sources',
          message: `This ${REFERENCE_KINDS[kind]} page names no source files: '${kind}' has no 'sources'.`,
          hint: `Add 'sources:' under '${kind}:', listing the repository files its facts were read from (each a path, or path:line)${example}. The page links each one at the documented commit.`,
        });
        continue;
      }
      facts.sources.forEach((source, i) => {
        const problem = sourceProblem(source, `${kind}.sources`, input);
        if (problem) report(doc.file, [kind, 'sources', i], source, problem);
      });
    }
  }
  return diagnostics;
}

/** What is wrong with one source as written, if anything. */
function sourceProblem(source: string, key: string, input: ReferenceSourcesInput): Pick<Diagnostic, 'code' | 'message' | 'hint'> | undefined {
  const ref = parseSourceRef(source);
  if (!ref) {
    return {
      code: 'reference/invalid-source',
      message: `'${source}' in ${key} is not a repository path.`,
      hint: "Write a path from the repository's root, optionally with a line: 'src/main.cpp' or 'src/main.cpp:120'.",
    };
  }
  if (!input.paths || input.paths.has(ref.path)) return undefined;
  const line = ref.line === undefined ? '' : `:${ref.line}`;
  const guess = closestPath(ref.path, input.paths);
  const folder = !guess && [...input.paths].some((p) => p.startsWith(`${ref.path.replace(/\/+$/, '')}/`));
  return {
    code: 'reference/unknown-source',
    message: `'${source}' in ${key} is not a file of the repository at the documented commit${input.fileList ? ` (${input.fileList} does not list it)` : ''}.`,
    hint: guess
      ? `Did you mean '${guess}${line}'?`
      : folder
        ? `'${ref.path}' is a folder; name the files in it that the facts come from.`
        : `Name a file as ${input.fileList ?? 'the list of the repository'} lists it, from the repository's root. If the file is new, the docs describe another commit: update referenceSources in the config and the list together.`,
  };
}

/** The listed path a mistyped or shortened one most likely means: the only path ending in it (a bare file name), else the closest by edits. */
function closestPath(wanted: string, paths: ReadonlySet<string>): string | undefined {
  const trimmed = wanted.replace(/^\.?\/+/, '');
  if (paths.has(trimmed)) return trimmed;
  const endings = [...paths].filter((p) => p.endsWith(`/${trimmed}`));
  if (endings.length === 1) return endings[0];
  return suggestClosest(trimmed, paths);
}
