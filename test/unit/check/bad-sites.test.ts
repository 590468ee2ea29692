/**
 * The bad-input corpus: each `test/fixtures/bad/<case>/` is a tiny site with one kind of author error;
 * `expected.txt` is the report an author sees (no colour). Regenerate with UPDATE_GOLDEN=1 and review.
 * Also: every error names file:line:col and a hint, and a failed build leaves the previous output alone.
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/pipeline/index.js';
import { OUTPUT_MARKER } from '../../../src/pipeline/output-guard.js';
import { checkSite } from '../../../src/check/check-site.js';
import { DiagnosticError } from '../../../src/diagnostics/diagnostic.js';
import { formatDiagnostics } from '../../../src/diagnostics/reporter.js';
import { fixturesDir } from '../../helpers/site.js';

const badDir = path.join(fixturesDir, 'bad');
const cases = readdirSync(badDir).filter((name) => existsSync(path.join(badDir, name, 'site.config.ts'))).sort();

describe('bad-input corpus', () => {
  it('has a case for every build-side error of the catalogue', () => {
    expect(cases.length).toBeGreaterThanOrEqual(12);
  });

  for (const name of cases) {
    it(`reports ${name}`, async () => {
      const root = path.join(badDir, name);
      const result = await checkSite({ cwd: root });
      const text = `${formatDiagnostics(result.diagnostics, { root, color: false })}\n`;
      const expectedFile = path.join(root, 'expected.txt');
      if (process.env.UPDATE_GOLDEN) await writeFile(expectedFile, text);
      expect(text).toBe(await readFile(expectedFile, 'utf8'));
      expect(result.diagnostics.length).toBeGreaterThan(0);
      for (const d of result.diagnostics.filter((x) => x.severity === 'error')) {
        expect(d.file, d.message).toBeTruthy();
        expect(d.line, d.message).toBeGreaterThan(0);
        expect(d.column, d.message).toBeGreaterThan(0);
        expect(d.hint, d.message).toBeTruthy();
      }
    });
  }

  it('fails the build with every problem at once and leaves the previous output untouched', async () => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-bad-'));
    try {
      await writeFile(path.join(out, 'index.html'), 'previous build');
      await writeFile(path.join(out, OUTPUT_MARKER), '{}');
      const failure = await buildSite({ cwd: path.join(badDir, 'yaml-syntax'), outDir: out }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(DiagnosticError);
      expect((failure as DiagnosticError).diagnostics.map((d) => d.file)).toEqual(['content/docs/index.md', 'content/docs/other.md']);
      expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('previous build');
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
