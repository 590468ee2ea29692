/**
 * The package as an author gets it: `npm pack`, one `npm install` of the tarball into an empty folder,
 * then `mistdocs init`, the new site's `npm run build` and `npm run check`, and `mistdocs serve` answering
 * 200 for `/`. Nothing here may reach the repository's own node_modules: the installed package has to
 * run on its `dependencies` alone. Needs the npm registry, and `npm run compile` first (npm test does it).
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli } from '../helpers/cli.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { version } = JSON.parse(await readFile(path.join(repo, 'package.json'), 'utf8')) as { version: string };

/** The environment of a fresh shell: no npm_* settings inherited from `npm test`, no node_modules/.bin of this repository. */
const cleanEnv: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key))),
  PATH: (process.env.PATH ?? '').split(path.delimiter).filter((dir) => !dir.includes('node_modules')).join(path.delimiter),
  CI: 'true',
  NO_COLOR: '1',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};

function run(command: string, args: string[], cwd: string, options: SpawnSyncOptions = {}) {
  const res = spawnSync(command, args, { cwd, env: cleanEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 240_000, ...options });
  if (res.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${res.status ?? res.signal}\n${res.stdout}\n${res.stderr}`);
  return { stdout: String(res.stdout), stderr: String(res.stderr) };
}

describe('the packed package, installed into an empty folder', () => {
  let tmp: string;
  let app: string;
  let bin: string;
  let site: string;

  beforeAll(async () => {
    if (!existsSync(path.join(repo, 'dist/src/cli/index.js'))) throw new Error('dist/ is missing: run `npm run compile` first (npm test does).');
    tmp = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-pack-'));
    // dist/ is already compiled, so skip the prepare script rather than compile a second time.
    const packed = JSON.parse(run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp], repo).stdout) as { filename: string }[];
    app = path.join(tmp, 'app');
    await mkdir(app);
    run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', path.join(tmp, packed[0]!.filename)], app);
    bin = path.join(app, 'node_modules/mistdocs/bin/mistdocs.js');
    site = path.join(app, 'my-docs');
  }, 300_000);
  afterAll(() => (tmp ? rm(tmp, { recursive: true, force: true }) : undefined));

  it('holds the compiled CLI, the templates and the client sources, and runs', { timeout: 60_000 }, () => {
    for (const file of ['dist/src/cli/index.js', 'dist/src/index.d.ts', 'templates/document.html', 'templates/starter/gitignore', 'src/client/index.ts']) {
      expect(existsSync(path.join(app, 'node_modules/mistdocs', file)), file).toBe(true);
    }
    expect(run(process.execPath, [bin, '--version'], app).stdout.trim()).toBe(version);
  });

  it('starts a site with init, then builds, checks and serves it with the scripts init wrote', { timeout: 240_000 }, async () => {
    // The installed bin, as `npx mistdocs init my-docs` runs it.
    const init = run(path.join(app, 'node_modules/.bin/mistdocs'), ['init', 'my-docs'], app);
    expect(init.stdout).toContain('Created "My Docs" in my-docs');
    expect(JSON.parse(await readFile(path.join(site, 'package.json'), 'utf8')).dependencies).toEqual({ mistdocs: `^${version}` });

    // npm run finds mistdocs in the folder above (the one install), as it would in the site's own node_modules.
    expect(run('npm', ['run', 'build'], site).stdout).toMatch(/Built 10 pages into build in/);
    expect(run('npm', ['run', 'check'], site).stdout).toMatch(/: 0 errors, 0 warnings/);

    const serve = startCli(process.execPath, [bin, 'serve', '--port', '0', '--host', '127.0.0.1'], { cwd: site, env: cleanEnv });
    try {
      const [, url] = await serve.waitFor(/at (http:\/\/127\.0\.0\.1:\d+\/)/);
      const home = await fetch(url!);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<h1>My Docs</h1>');
      expect((await fetch(new URL('docs/guides/write-a-page', url))).status).toBe(200);
    } finally {
      await serve.stop();
    }
  });
});
