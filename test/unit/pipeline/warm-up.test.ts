/**
 * The dev server's warm-up: it renders the site's pages in this thread while the author is not editing,
 * stops as soon as a change comes, goes on where it stopped when asked again, and leaves the rebuild
 * that follows with the same result as without it.
 */
import { cp, mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSite, createMemo, warmUp } from '../../../src/pipeline/index.js';
import { fixturesDir } from '../../helpers/site.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-warm-'));
  await cp(path.join(fixturesDir, 'sites/basic'), dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}expected`) });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('warmUp', () => {
  it('stops at a change, resumes when asked again, and changes nothing a rebuild makes', async () => {
    const options = { cwd: dir, outDir: path.join(dir, 'out'), memo: createMemo() };
    const first = await compileSite(options);
    // A change is already waiting: nothing is rendered, and it says it is not done.
    expect(await warmUp(options, () => true)).toBe(false);
    let asked = 0;
    // A change comes after a few pages: stopped again, not done.
    expect(await warmUp(options, () => ++asked > 3)).toBe(false);
    expect(asked).toBeGreaterThan(3);
    // Left alone, it finishes (the fixture's pages take far less than its time limit).
    expect(await warmUp(options)).toBe(true);

    const file = path.join(dir, 'content/docs/reference/streams.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace(/\n## /, '\nA sentence added while serving.\n\n## '));
    const rebuilt = await compileSite({ ...options, changed: new Set(['content/docs/reference/streams.md']) });
    const cold = await compileSite({ cwd: dir, outDir: path.join(dir, 'out') });
    expect(rebuilt.rebuilt.docs).toHaveLength(1);
    const html = (files: typeof first.files) => new Map(files.filter((f) => f.path.endsWith('.html')).map((f) => [f.path, f.data]));
    expect(html(rebuilt.files)).toEqual(html(cold.files));
    expect([...html(rebuilt.files).values()].some((page) => String(page).includes('A sentence added while serving.'))).toBe(true);
  });
});
