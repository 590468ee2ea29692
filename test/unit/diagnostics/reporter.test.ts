/** The report shows code frames of the site's own files only. */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDiagnostics } from '../../../src/diagnostics/reporter.js';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('formatDiagnostics', () => {
  it('shows the lines of a file inside the site, and never of one outside it (import x from "/etc/passwd")', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-report-'));
    dirs.push(dir);
    const root = path.join(dir, 'site');
    await mkdir(path.join(root, 'src'), { recursive: true });
    await writeFile(path.join(root, 'src/page.tsx'), 'inside line one\n');
    await writeFile(path.join(dir, 'secret.txt'), 'secret line one\n');
    await symlink(path.join(dir, 'secret.txt'), path.join(root, 'src/link.txt'));
    const report = (file: string) => formatDiagnostics([{ severity: 'error', code: 'x/y', message: 'Bad.', file, line: 1, column: 1 }], { root, color: false });
    expect(report('src/page.tsx')).toContain('> 1 | inside line one');
    expect(report('../secret.txt')).not.toContain('secret line one');
    expect(report(path.join(dir, 'secret.txt'))).not.toContain('secret line one');
    expect(report('src/link.txt')).not.toContain('secret line one');
    expect(report('../secret.txt')).toContain('../secret.txt:1:1 error Bad.');
  });
});
