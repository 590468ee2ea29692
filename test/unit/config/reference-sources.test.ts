/** The `referenceSources` option of the site config: what an author may write, and what a mistake reports. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load-config.js';
import { DiagnosticError, type Diagnostic } from '../../../src/diagnostics/diagnostic.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

const COMMIT_URL = 'https://github.com/example/server/blob/0123456789abcdef0123456789abcdef01234567/{path}';

/** Loads a config whose `referenceSources` line is `option` (on line 4 of the file). */
async function load(option: string) {
  // A test that loads several configs removes each before the next (afterEach removes only the last).
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-config-'));
  await writeFile(path.join(dir, 'site.config.ts'), `export default {\n  title: 'T',\n  url: 'https://docs.example',\n  referenceSources: ${option},\n};\n`);
  return loadConfig({ cwd: dir });
}

async function diagnosticsOf(option: string): Promise<Diagnostic[]> {
  const error = await load(option).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof DiagnosticError)) throw new Error('expected the config to be rejected');
  return error.diagnostics;
}

describe('referenceSources', () => {
  it('is absent unless the site names a repository', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-config-'));
    await writeFile(path.join(dir, 'site.config.ts'), `export default { title: 'T', url: 'https://docs.example' };\n`);
    expect((await loadConfig({ cwd: dir })).referenceSources).toBeUndefined();
  });

  it("takes a file address with {path} and a file list, and links lines GitHub's way by default", async () => {
    const config = await load(`{ url: '${COMMIT_URL}', fileList: 'content/upstream/files.txt' }`);
    expect(config.referenceSources).toEqual({ url: COMMIT_URL, fileList: 'content/upstream/files.txt', lineAnchor: '#L{line}' });
  });

  it('takes another line anchor, and no file list', async () => {
    const config = await load(`{ url: 'https://git.example/cgit/server/tree/{path}?id=0123abc', lineAnchor: '#n{line}' }`);
    expect(config.referenceSources).toEqual({ url: 'https://git.example/cgit/server/tree/{path}?id=0123abc', lineAnchor: '#n{line}' });
  });

  it('rejects an address without {path}, at its line', async () => {
    const [d] = await diagnosticsOf(`{ url: 'https://github.com/example/server/blob/main/' }`);
    expect(d).toMatchObject({ severity: 'error', code: 'config/invalid', file: 'site.config.ts', line: 4 });
    expect(d!.message).toBe("referenceSources.url: expected '{path}' where a file's path goes");
  });

  it('rejects a line anchor without {line}', async () => {
    const [d] = await diagnosticsOf(`{ url: '${COMMIT_URL}', lineAnchor: '#L' }`);
    expect(d).toMatchObject({ code: 'config/invalid', line: 4 });
    expect(d!.message).toBe("referenceSources.lineAnchor: expected '{line}' where the line number goes");
  });

  it('rejects an unknown key with a did-you-mean hint', async () => {
    const [d] = await diagnosticsOf(`{ url: '${COMMIT_URL}', filelist: 'files.txt' }`);
    expect(d).toMatchObject({ code: 'config/unknown-key', line: 4, hint: "Did you mean 'fileList'?" });
    expect(d!.message).toContain("'referenceSources.filelist'");
  });
});
