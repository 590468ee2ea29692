/**
 * The reference pages' source files through the whole pipeline, on the bad-input case
 * `reference-sources` (one page without sources, three sources its file list lacks): `build` reports
 * them as the broken-link policy says, `check` always fails them, and a site without `referenceSources`
 * hears nothing of them.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSite } from '../../../src/check/check-site.js';
import { DiagnosticError, type Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { buildSite } from '../../../src/pipeline/index.js';
import { fixturesDir } from '../../helpers/site.js';

const fixture = path.join(fixturesDir, 'bad/reference-sources');
const temps: string[] = [];
afterEach(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A copy of the fixture whose config has `edit` applied to its text, and an output folder. */
async function site(edit: (config: string) => string = (c) => c): Promise<{ root: string; outDir: string }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-sources-'));
  temps.push(root);
  await cp(fixture, root, { recursive: true });
  const configFile = path.join(root, 'site.config.ts');
  await writeFile(configFile, edit(await readFile(configFile, 'utf8')));
  return { root, outDir: path.join(root, 'out') };
}

const where = (diagnostics: Diagnostic[]) => diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line}:${d.column}`);

const EXPECTED = [
  'reference/unknown-source content/docs/calls/addstream.md:10:7',
  'reference/unknown-source content/docs/outputs/hls.md:10:44',
  'reference/unknown-source content/docs/outputs/hls.md:10:56',
  'reference/no-sources content/docs/outputs/rtmp.md:3:1',
];

describe('reference sources in build and check', () => {
  it('build warns under the default link policy and still writes the pages, linking their sources', async () => {
    const { root, outDir } = await site();
    const result = await buildSite({ cwd: root, outDir });
    expect(where(result.diagnostics)).toEqual(EXPECTED.map((d) => `warning ${d}`));
    const hls = await readFile(path.join(outDir, 'outputs/hls/index.html'), 'utf8');
    expect(hls).toContain('href="https://git.example/server/blob/0123456789abcdef0123456789abcdef01234567/src/output/output_hls.cpp#L120"');
  });

  it("build fails on them when onBrokenLinks is 'throw', and says nothing when it is 'ignore'", async () => {
    const strict = await site((c) => c.replace("url: 'https://bad.example',", "url: 'https://bad.example',\n  onBrokenLinks: 'throw',"));
    const failure = await buildSite({ cwd: strict.root, outDir: strict.outDir }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DiagnosticError);
    expect(where((failure as DiagnosticError).diagnostics)).toEqual(EXPECTED.map((d) => `error ${d}`));
    const lax = await site((c) => c.replace("url: 'https://bad.example',", "url: 'https://bad.example',\n  onBrokenLinks: 'ignore',"));
    expect((await buildSite({ cwd: lax.root, outDir: lax.outDir })).diagnostics).toEqual([]);
  });

  it('check fails them whatever the link policy', async () => {
    const { root } = await site((c) => c.replace("url: 'https://bad.example',", "url: 'https://bad.example',\n  onBrokenLinks: 'ignore',"));
    const result = await checkSite({ cwd: root });
    expect(result.failed).toBe(true);
    expect(where(result.diagnostics)).toEqual(EXPECTED.map((d) => `error ${d}`));
  });

  it('a site without referenceSources is not asked for sources', async () => {
    const { root, outDir } = await site((c) => c.replace(/ {2}referenceSources: \{[\s\S]*?\n {2}\},\n/, ''));
    expect((await checkSite({ cwd: root })).diagnostics).toEqual([]);
    expect((await buildSite({ cwd: root, outDir })).diagnostics).toEqual([]);
  });

  it('a file list that cannot be read is an error at its line of the config, in build and check', async () => {
    const { root, outDir } = await site((c) => c.replace('content/upstream/files.txt', 'content/upstream/gone.txt'));
    const expected = ['error config/reference-file-list site.config.ts:6:15'];
    expect(where((await checkSite({ cwd: root })).diagnostics)).toEqual(expected);
    const failure = await buildSite({ cwd: root, outDir }).catch((e: unknown) => e);
    expect(where((failure as DiagnosticError).diagnostics)).toEqual(expected);
  });
});
