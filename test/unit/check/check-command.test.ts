/**
 * `mistdocs check` as a user runs it: exit codes, the human report and `--json`, on the fixture site
 * (clean) and on the broken-links case (errors from a doc, an anchor and the generated footer).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyzeSite } from '../../../src/pipeline/index.js';
import { checkSite } from '../../../src/check/check-site.js';
import { fixturesDir } from '../../helpers/site.js';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bin/mistdocs.js');
const run = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [bin, 'check', ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

describe('mistdocs check', () => {
  it('passes the fixture site, counting links of generated pages too', async () => {
    const result = await checkSite({ cwd: path.join(fixturesDir, 'sites/basic') });
    expect(result.diagnostics).toEqual([]);
    expect(result.failed).toBe(false);
    // Doc links alone are far fewer: sidebar, category index cards, tag pages and the footer add theirs.
    const analyzed = await analyzeSite({ cwd: path.join(fixturesDir, 'sites/basic') });
    const docLinks = [...analyzed.rendered.values()].reduce((n, r) => n + r.links.length, 0);
    expect(result.links).toBeGreaterThan(docLinks + 10);
  });

  it('exits 0 with a summary when nothing is wrong', () => {
    const res = run(path.join(fixturesDir, 'sites/basic'));
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/Checked \d+ links on \d+ pages in \d+ ms: 0 errors, 0 warnings/);
  });

  it('exits 1 and prints file:line:col for broken links when onBrokenLinks is throw', () => {
    const res = run(path.join(fixturesDir, 'bad/broken-links'));
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('content/docs/index.md:5:37 error');
    expect(res.stderr).not.toContain('https://example.com/nowhere');
  });

  it('prints machine-readable JSON with --json', () => {
    const res = run(path.join(fixturesDir, 'bad/broken-links'), '--json');
    expect(res.status).toBe(1);
    const report = JSON.parse(res.stdout) as { ok: boolean; errors: number; warnings: number; diagnostics: { code: string; location: string; severity: string }[] };
    expect(report).toMatchObject({ ok: false, errors: 3, warnings: 1 });
    expect(report.diagnostics.map((d) => `${d.severity} ${d.code} ${d.location}`).sort()).toEqual([
      'error links/broken-link content/docs/guide/intro.md:7:29',
      'error links/broken-link content/docs/index.md:5:37',
      'error links/broken-link site.config.ts:6:67',
      'warning links/broken-anchor content/docs/index.md:5:74',
    ]);
  });

  it('reports every problem in one run: a Markdown link to no doc does not stop the link check', () => {
    const res = run(path.join(fixturesDir, 'bad/broken-md-links'), '--json');
    expect(res.status).toBe(1);
    const report = JSON.parse(res.stdout) as { ok: boolean; pages: number; links: number; diagnostics: { code: string; location: string; severity: string }[] };
    expect(report).toMatchObject({ ok: false, pages: 3 }); // two docs and the search page (no tags page: no doc has tags)
    expect(report.links).toBeGreaterThan(3);
    expect(report.diagnostics.map((d) => `${d.severity} ${d.code} ${d.location}`)).toEqual([
      'error links/broken-md-link content/docs/index.md:5:73',
      'error links/broken-anchor content/docs/index.md:5:33',
      'warning links/broken-link content/docs/index.md:7:6',
    ]);
  });

  it('reports author errors of earlier stages and exits 1 without a stack trace', () => {
    const res = run(path.join(fixturesDir, 'bad/yaml-syntax'));
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('content/docs/index.md:4:1 error Front matter is not valid YAML');
    expect(res.stderr).not.toMatch(/\n\s+at /);
  });
});
