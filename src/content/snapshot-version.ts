/**
 * `docs:version`: saves the current docs and sidebars as a released version, as `docusaurus docs:version`
 * does: content/docs is copied to versioned_docs/version-<name>/, the resolved sidebars are written to
 * versioned_sidebars/version-<name>-sidebars.json, and the name goes first in versions.json. Nothing is
 * written unless every step can be: the copy is made beside its place and renamed into it.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { loadConfig } from '../config/load-config.js';
import { versionedDocsDir, versionedSidebarsFile, versionNameProblem, VERSIONS_FILE } from '../config/load-versions.js';
import { DiagnosticError } from '../diagnostics/diagnostic.js';

export interface SnapshotResult {
  /** Site-root-relative paths written: the docs folder, the sidebars file and versions.json. */
  written: string[];
  /** Number of Markdown files copied. */
  docs: number;
}

/** Snapshots the docs of the site whose config is `configFile` (default site.config.ts in `cwd`) as version `name`. */
export async function snapshotVersion(options: { cwd: string; configFile?: string; name: string }): Promise<SnapshotResult> {
  const config = await loadConfig({ cwd: options.cwd, configFile: options.configFile });
  const root = config.root;
  const fail = (code: string, message: string, hint: string, file?: string): never => {
    throw new DiagnosticError([{ severity: 'error', code, message, hint, file }]);
  };
  const problem = versionNameProblem(options.name);
  if (problem) fail('versions/invalid-name', `'${options.name}' cannot name a version: ${problem}.`, 'Use a name such as 2.0 or 2024-06.');
  const existing = config.versioned?.map((v) => v.name) ?? [];
  if (existing.includes(options.name)) fail('versions/exists', `The version '${options.name}' already exists.`, `Pick a new name; versions.json lists ${existing.join(', ')}.`, VERSIONS_FILE);
  const docsDir = path.join(root, config.contentDir, 'docs');
  if (!existsSync(docsDir)) fail('versions/no-docs', `There are no docs to save: ${path.relative(options.cwd, docsDir) || docsDir} does not exist.`, 'Write the docs of the current version first.');
  const target = path.join(root, versionedDocsDir(options.name));
  if (existsSync(target)) fail('versions/folder-exists', `${versionedDocsDir(options.name)}/ already exists, though versions.json does not list '${options.name}'.`, 'Remove that folder, or add the name to versions.json by hand.');

  const staging = `${target}.partial-${process.pid}`;
  try {
    await mkdir(path.dirname(target), { recursive: true });
    await cp(docsDir, staging, { recursive: true });
    const sidebarsFile = path.join(root, versionedSidebarsFile(options.name));
    await mkdir(path.dirname(sidebarsFile), { recursive: true });
    await writeFile(sidebarsFile, `${JSON.stringify(config.docs.sidebars, null, 2)}\n`);
    const versionsFile = path.join(root, VERSIONS_FILE);
    const names = existsSync(versionsFile) ? (JSON.parse(await readFile(versionsFile, 'utf8')) as string[]) : [];
    await rename(staging, target);
    await writeFile(versionsFile, `${JSON.stringify([options.name, ...names], null, 2)}\n`);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const docs = (await fg('**/*.{md,mdx}', { cwd: target })).length;
  return { written: [`${versionedDocsDir(options.name)}/`, versionedSidebarsFile(options.name), VERSIONS_FILE], docs };
}
