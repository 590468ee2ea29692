/** `mistdocs build --json`: stdout is exactly one JSON summary, for a good build and for a failed one. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesDir } from '../../helpers/site.js';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bin/mistdocs.js');
const build = (cwd: string, out: string) => spawnSync(process.execPath, [bin, 'build', '--json', '--no-cache', '--out', out], { cwd, encoding: 'utf8' });

interface Summary {
  ok: boolean;
  outDir?: string;
  pages?: number;
  files?: number;
  bytes?: number;
  ms: number;
  timings?: Record<string, number>;
  errors: number;
  warnings: number;
  diagnostics: { severity: string; code: string; location?: string }[];
}

describe('mistdocs build --json', () => {
  let out: string;
  beforeAll(async () => {
    out = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-build-json-'));
  });
  afterAll(() => rm(out, { recursive: true, force: true }));

  it('prints one summary with pages, files, bytes and stage times, and nothing else', async () => {
    const res = build(path.join(fixturesDir, 'sites/basic'), out);
    expect(res.status).toBe(0);
    const summary = JSON.parse(res.stdout) as Summary;
    const written = (await readdir(out, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
    const bytes = (await Promise.all(written.map((e) => stat(path.join(e.parentPath, e.name))))).reduce((n, s) => n + s.size, 0);
    expect(summary).toMatchObject({ ok: true, outDir: out, pages: 21, files: written.length, bytes, errors: 0, warnings: 0, diagnostics: [] });
    expect(Object.keys(summary.timings!)).toEqual(expect.arrayContaining(['config', 'content', 'markdown', 'render', 'emit']));
    expect(Object.values(summary.timings!).every((ms) => Number.isInteger(ms) && ms >= 0)).toBe(true);
  });

  it('reports a failed build as JSON too, and exits 1', () => {
    const res = build(path.join(fixturesDir, 'bad/yaml-syntax'), out);
    expect(res.status).toBe(1);
    const summary = JSON.parse(res.stdout) as Summary;
    expect(summary).toMatchObject({ ok: false, errors: 2, warnings: 0 });
    expect(summary.diagnostics.map((d) => `${d.code} ${d.location}`)).toEqual(['front-matter/yaml content/docs/index.md:4:1', 'front-matter/yaml content/docs/other.md:2:13']);
    expect(res.stderr).toBe('');
  });

  it("fails on broken links as onBrokenLinks: 'throw' says, as check does, and writes nothing", async () => {
    const target = path.join(out, 'links');
    const res = build(path.join(fixturesDir, 'bad/broken-links'), target);
    expect(res.status).toBe(1);
    const summary = JSON.parse(res.stdout) as Summary;
    expect(summary).toMatchObject({ ok: false, errors: 3, warnings: 1 });
    expect(summary.diagnostics.map((d) => `${d.severity} ${d.code} ${d.location}`).sort()).toEqual([
      'error links/broken-link content/docs/guide/intro.md:7:29',
      'error links/broken-link content/docs/index.md:5:37',
      'error links/broken-link site.config.ts:6:67',
      'warning links/broken-anchor content/docs/index.md:5:74',
    ]);
    expect(existsSync(target)).toBe(false);
  });

  it('reports a Markdown link to no doc together with the broken links and anchors found after it', () => {
    const res = build(path.join(fixturesDir, 'bad/broken-md-links'), path.join(out, 'md-links'));
    expect(res.status).toBe(1);
    const summary = JSON.parse(res.stdout) as Summary;
    expect(summary.diagnostics.map((d) => `${d.severity} ${d.code} ${d.location}`)).toEqual([
      'error links/broken-md-link content/docs/index.md:5:73',
      'error links/broken-anchor content/docs/index.md:5:33',
      'warning links/broken-link content/docs/index.md:7:6',
    ]);
  });
});
