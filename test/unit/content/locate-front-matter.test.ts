/** Placing a diagnostic at a front-matter key, and at one value of a list, in the file as the author wrote it. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontMatterLocator } from '../../../src/content/locate-front-matter.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-locate-'));
  await writeFile(
    path.join(root, 'call.md'),
    [
      '---',
      'title: addstream',
      'api_call:',
      '  name: addstream',
      '  source: src/controller/controller_api.cpp:998',
      '  sources:',
      '  - src/controller/controller_api.cpp:998',
      "  - 'lib/stream.cpp'",
      '---',
      '',
      'Body naming lib/stream.cpp again.',
    ].join('\n'),
  );
  await writeFile(path.join(root, 'input.md'), ['---', 'input:', '  name: AAC', '  sources: [src/input/input_aac.cpp, src/input/input.cpp]', '  options: []', '---', ''].join('\n'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('frontMatterLocator', () => {
  it('places a key at its line in the file', () => {
    const locate = frontMatterLocator(root);
    expect(locate('call.md', ['api_call'])).toEqual({ line: 3, column: 1 });
    expect(locate('input.md', ['input', 'sources'])).toEqual({ line: 4, column: 3 });
  });

  it('places an item of a block list at the value, not at the same text written above it', () => {
    const locate = frontMatterLocator(root);
    expect(locate('call.md', ['api_call', 'source'], 'src/controller/controller_api.cpp:998')).toEqual({ line: 5, column: 11 });
    expect(locate('call.md', ['api_call', 'sources', 0], 'src/controller/controller_api.cpp:998')).toEqual({ line: 7, column: 5 });
    expect(locate('call.md', ['api_call', 'sources', 1], 'lib/stream.cpp')).toEqual({ line: 8, column: 5 });
  });

  it('places an item of an inline list at its column, not inside a longer path', () => {
    const locate = frontMatterLocator(root);
    expect(locate('input.md', ['input', 'sources', 1], 'src/input/input.cpp')).toEqual({ line: 4, column: 38 });
    expect(locate('input.md', ['input', 'sources', 0], 'src/input/input_aac.cpp')).toEqual({ line: 4, column: 13 });
  });

  it('falls back to the first line for a file it cannot read', () => {
    expect(frontMatterLocator(root)('missing.md', ['input'])).toEqual({ line: 1, column: 1 });
  });
});
