/** bin/mistdocs.js without a compiled CLI (a fresh checkout): one line naming the command that builds it, no stack trace. */
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoBin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bin/mistdocs.js');

describe('bin/mistdocs.js without dist/', () => {
  let checkout: string;
  beforeAll(async () => {
    checkout = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-no-dist-'));
    await mkdir(path.join(checkout, 'bin'));
    await copyFile(repoBin, path.join(checkout, 'bin/mistdocs.js'));
  });
  afterAll(() => rm(checkout, { recursive: true, force: true }));

  const run = () => spawnSync(process.execPath, [path.join(checkout, 'bin/mistdocs.js'), 'build'], { cwd: checkout, encoding: 'utf8' });

  it('asks for npm install when the dependencies are missing too', () => {
    const res = run();
    expect(res.status).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toBe(`mistdocs: the compiled CLI is missing (dist/ not built); run \`npm install\` in ${checkout} to build it.\n`);
  });

  it('asks for npm run compile when only dist/ is missing', async () => {
    await mkdir(path.join(checkout, 'node_modules'));
    const res = run();
    expect(res.status).toBe(1);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    expect(res.stderr).toContain('run `npm run compile` in');
    expect(res.stderr).not.toMatch(/\n\s+at |ERR_MODULE_NOT_FOUND/);
  });
});
