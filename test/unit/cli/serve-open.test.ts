/**
 * `mistdocs serve --open` starts the platform's browser opener on the served URL; without --open (also with
 * --watch) nothing is opened. A fake `xdg-open` on PATH records what it was asked to open.
 */
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserCommand } from '../../../src/cli/open-browser.js';
import { startCli } from '../../helpers/cli.js';
import { fixturesDir } from '../../helpers/site.js';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bin/mistdocs.js');
const site = path.join(fixturesDir, 'sites/basic');

describe('browser commands', () => {
  it('uses each platform opener', () => {
    expect(browserCommand('http://localhost:3000/', 'darwin')).toEqual({ command: 'open', args: ['http://localhost:3000/'] });
    expect(browserCommand('http://localhost:3000/', 'linux')).toEqual({ command: 'xdg-open', args: ['http://localhost:3000/'] });
    expect(browserCommand('http://localhost:3000/', 'win32')).toMatchObject({ command: 'cmd', args: ['/c', 'start', '""', '"http://localhost:3000/"'] });
  });
});

describe.runIf(process.platform === 'linux')('mistdocs serve --open', () => {
  let tmp: string;
  let opened: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-open-'));
    opened = path.join(tmp, 'opened.txt');
    await writeFile(path.join(tmp, 'xdg-open'), `#!/bin/sh\nprintf '%s\\n' "$1" >> '${opened}'\n`);
    await chmod(path.join(tmp, 'xdg-open'), 0o755);
    env = { PATH: `${tmp}${path.delimiter}${process.env.PATH}` };
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  const waitForFile = async (file: string, ms: number) => {
    for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
      const text = await readFile(file, 'utf8').catch(() => '');
      if (text) return text;
    }
    return '';
  };

  it('opens the URL it serves, with the port the system picked', async () => {
    const serve = startCli(process.execPath, [bin, 'serve', '--port', '0', '--host', '127.0.0.1', '--out', tmp, '--open'], { cwd: site, env });
    try {
      const [, url] = await serve.waitFor(/Serving .* at (http:\/\/127\.0\.0\.1:(\d+)\/)\n/);
      expect(url).not.toContain(':0/');
      expect(await waitForFile(opened, 10_000)).toBe(`${url}\n`);
    } finally {
      await serve.stop();
      await rm(opened, { force: true });
    }
  });

  it('opens nothing by default, in watch mode too', async () => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-open-watch-'));
    const serve = startCli(process.execPath, [bin, 'serve', '--watch', '--port', '0', '--host', '127.0.0.1', '--out', out], { cwd: site, env });
    try {
      await serve.waitFor(/http:\/\/127\.0\.0\.1:\d+/);
      expect(await waitForFile(opened, 1_000)).toBe('');
    } finally {
      await serve.stop();
      await rm(out, { recursive: true, force: true });
    }
  });

  it('rejects a port that is not a number, in one line', () => {
    const res = spawnSync(process.execPath, [bin, 'serve', '--port', 'abc'], { cwd: site, encoding: 'utf8' });
    expect(res.status).toBe(1);
    expect(res.stderr.trim()).toBe("error: option '--port <port>' argument 'abc' is invalid. Use a whole number from 0 to 65535.");
  });
});
