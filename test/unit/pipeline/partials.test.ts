import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPathOf } from '../../../src/markdown/mdx-partials.js';
import { readPartialFile } from '../../../src/pipeline/partials.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-partials-'));
  await mkdir(path.join(root, 'site/content/docs'), { recursive: true });
  await mkdir(path.join(root, 'site/versioned_docs/version-1.0'), { recursive: true });
  await writeFile(path.join(root, 'site/content/docs/_shared.md'), 'Shared.\n');
  await writeFile(path.join(root, 'site/versioned_docs/version-1.0/_note.md'), 'Old note.\n');
  await writeFile(path.join(root, 'outside.md'), 'Not of the site.\n');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('partials', () => {
  it("are read from the content folder and from a released version's folder beside it", () => {
    const content = path.join(root, 'site/content');
    const versioned = path.join(root, 'site/versioned_docs/version-1.0');
    expect(readPartialFile(content, contentPathOf('./_shared.md', 'docs')!)).toBe('Shared.\n');
    const fromVersion = contentPathOf('./_note.md', '../versioned_docs/version-1.0');
    expect(fromVersion).toBe('../versioned_docs/version-1.0/_note.md');
    expect(readPartialFile(content, fromVersion!, [versioned])).toBe('Old note.\n');
    // Without that folder among the roots, and for any file outside them, nothing is read.
    expect(readPartialFile(content, fromVersion!)).toBeUndefined();
    expect(readPartialFile(content, contentPathOf('../../outside.md', 'docs')!, [versioned])).toBeUndefined();
  });
});
