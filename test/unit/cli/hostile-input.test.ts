/**
 * `mistdocs build` given input meant to hang or crash it: each case ends in a clear report that names its
 * file, and what takes long is named before it starts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesDir } from '../../helpers/site.js';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bin/mistdocs.js');
const env = { ...process.env, NO_COLOR: '1', CI: '1' };

async function copySite(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-hostile-'));
  await cp(path.join(fixturesDir, 'sites/basic'), dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}expected`) });
  await mkdir(path.join(dir, 'node_modules'));
  return dir;
}

describe('a very large page', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await copySite();
    // 1.3 million characters of list items: seconds of Markdown.
    await writeFile(path.join(dir, 'content/docs/huge.md'), `# Huge\n\n${Array.from({ length: 100_000 }, (_, i) => `- item ${i}\n`).join('')}`);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is named as its file is read, so a build stopped in its Markdown stage has said which page it was', async () => {
    const child = spawn(process.execPath, [bin, 'build', '--no-cache', '--out', 'out'], { cwd: dir, env });
    let stderr = '';
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    const warned = new Promise<void>((resolve) =>
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk;
        if (stderr.includes('[markdown/large-page]')) resolve();
      }),
    );
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
    await Promise.race([warned, exited]);
    child.kill('SIGTERM');
    expect(await exited).toBe('SIGTERM');
    expect(stderr).toContain('content/docs/huge.md:1:1 warning This page is 1.3 million characters long');
    expect(stdout).not.toContain('• markdown');
  }, 60_000);
});

describe('--out naming the site\'s own files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await copySite();
    await mkdir(path.join(dir, 'src/components'), { recursive: true });
    await writeFile(path.join(dir, 'src/components/Card.tsx'), 'export default function Card() { return null; }\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each([['site.config.ts', /it is a file, not a folder/], ['src', /it is the site's own code/]])('--out %s --force is refused and the file stays', async (out, reason) => {
    const config = await readFile(path.join(dir, 'site.config.ts'), 'utf8');
    const run = spawnSync(process.execPath, [bin, 'build', '--out', out, '--force'], { cwd: dir, encoding: 'utf8', env });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(reason);
    expect(await readFile(path.join(dir, 'site.config.ts'), 'utf8')).toBe(config);
    expect(await readdir(path.join(dir, 'src/components'))).toEqual(['Card.tsx']);
  }, 60_000);
});

describe('two builds into one output folder at once', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await copySite();
    await writeFile(path.join(dir, 'content/docs/long.md'), `# Long\n\n${Array.from({ length: 50_000 }, (_, i) => `- item ${i}\n`).join('')}`);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('the second refuses with the first one named, and the first finishes its site', async () => {
    const first = spawn(process.execPath, [bin, 'build', '--no-cache', '--out', 'out'], { cwd: dir, env });
    let stdout = '';
    const started = new Promise<void>((resolve) => first.stdout.on('data', (chunk: Buffer) => ((stdout += chunk), stdout.includes('• content') && resolve())));
    const exited = new Promise<number | null>((resolve) => first.on('exit', (code) => resolve(code)));
    await started;
    const second = spawnSync(process.execPath, [bin, 'build', '--no-cache', '--out', 'out'], { cwd: dir, encoding: 'utf8', env });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`Another build (process ${first.pid}) is writing into out now`);
    expect(await exited).toBe(0);
    expect(await readdir(path.join(dir, 'out'))).toContain('index.html');
  }, 120_000);
});

describe('a component and a React page that never finish rendering', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await copySite();
    await mkdir(path.join(dir, 'src/components'), { recursive: true });
    await mkdir(path.join(dir, 'src/pages'), { recursive: true });
    // Loops that make no element: the element count never stops them.
    await writeFile(path.join(dir, 'src/components/Spin.jsx'), 'export default function Spin() {\n  let turns = 0;\n  while (true) turns++;\n}\n');
    await writeFile(path.join(dir, 'content/docs/spin.mdx'), "# Spin\n\nimport Spin from '@site/src/components/Spin';\n\n<Spin />\n");
    await writeFile(path.join(dir, 'src/pages/loop.jsx'), 'export default function Loop() {\n  for (;;) {}\n}\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('are stopped and named at their use and file, with exit code 1 and no output folder', async () => {
    const run = spawnSync(process.execPath, [bin, 'build', '--no-cache'], { cwd: dir, encoding: 'utf8', env, timeout: 170_000 });
    expect(run.signal).toBeNull();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('content/docs/spin.mdx:5:1 error `<Spin>` failed to render: it ran for more than 30 s and was stopped; does a loop in it never end?');
    expect(run.stderr).toContain('src/pages/loop.jsx error `<Page>` failed to render: it ran for more than 30 s and was stopped');
    expect(run.stderr).toContain('look for a loop whose condition never turns false');
    expect(run.stderr).not.toMatch(/bug in mistdocs|\n\s+at /);
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  }, 180_000);
});

describe('a page past the size a page may hold', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await copySite();
    // 11 million characters of prose: it was read, then held the Markdown stage for many minutes (a 50 MB page more than four).
    await writeFile(path.join(dir, 'content/docs/huge.md'), `# Huge\n\n${'A sentence of the page that goes on. '.repeat(300_000)}\n`);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is an error at its file as it is read, with exit code 1 and no output folder', async () => {
    const run = spawnSync(process.execPath, [bin, 'build', '--no-cache'], { cwd: dir, encoding: 'utf8', env, timeout: 110_000 });
    expect(run.signal).toBeNull();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('content/docs/huge.md:1:1 error This page is 11.1 million characters long, more than the 10 million a page may hold');
    expect(run.stderr).toContain('Split it into several pages');
    // Stopped before the Markdown stage.
    expect(run.stdout).not.toContain('• markdown');
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  }, 120_000);
});
