/**
 * `mistdocs build` when a site's code fails: a component that throws while it renders is reported at
 * the line of the site's file that threw (read through the bundle's source map), not at the page's
 * import or the first line of a React page, and one run reports the Markdown's errors and the
 * components' together.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bin/mistdocs.js');
const env = { ...process.env, NO_COLOR: '1', CI: '1' };

const files: Record<string, string> = {
  'site.config.ts': "import { defineConfig } from 'mistdocs';\n\nexport default defineConfig({ title: 'Errors', url: 'https://errors.example', baseUrl: '/', docs: { routeBasePath: '/docs' } });\n",
  // Line 6, column 9 throws: `items` is not given.
  'src/components/Releases.jsx': ['/**', ' * Copyright notice, as a licence header.', ' */', '', 'export default function Releases({ items }) {', '  return <ul>{items.map((item) => <li key={item}>{item}</li>)}</ul>;', '}', ''].join('\n'),
  // A React page whose own line 9 throws, below a licence comment and imports.
  'src/pages/index.jsx': ['/**', ' * Copyright notice.', ' */', "import Layout from '@theme/Layout';", '', 'const data = undefined;', '', 'export default function Home() {', '  const first = data.releases[0];', '  return <Layout title="Home">{first}</Layout>;', '}', ''].join('\n'),
  'content/docs/index.mdx': ['---', 'title: Releases', '---', '', "import Releases from '@site/src/components/Releases';", '', '# Releases', '', '<Releases />', ''].join('\n'),
  // A Markdown error in another page: a partial that does not exist.
  'content/docs/other.mdx': ['---', 'title: Other', '---', '', "import Missing from './_missing.mdx';", '', '# Other', '', '<Missing />', ''].join('\n'),
};

describe('a build whose components throw', () => {
  let dir: string;
  let result: ReturnType<typeof spawnSync>;
  let output: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-component-errors-'));
    for (const [rel, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
      await writeFile(path.join(dir, rel), text);
    }
    await mkdir(path.join(dir, 'node_modules'));
    result = spawnSync(process.execPath, [bin, 'build', '--no-cache'], { cwd: dir, encoding: 'utf8', env });
    output = `${String(result.stdout)}\n${String(result.stderr)}`;
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('fails with exit code 1 and writes no output folder', () => {
    expect(result.status).toBe(1);
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it("reports a component's error at the line of its own file that threw, naming where the page uses it", () => {
    expect(output).toContain('src/components/Releases.jsx:6:');
    expect(output).toMatch(/`<Releases>` failed to render: Cannot read properties of undefined \(reading 'map'\)/);
    expect(output).toContain('It is used at content/docs/index.mdx:9:1');
  });

  it("reports a React page's error at its own line, not at its first line", () => {
    expect(output).toContain('src/pages/index.jsx:9:');
    expect(output).not.toContain('src/pages/index.jsx:1:');
    expect(output).toMatch(/Cannot read properties of undefined \(reading 'releases'\)/);
  });

  it("reports the Markdown's error in the same run, and no stack trace", () => {
    expect(output).toContain('content/docs/other.mdx:5:1');
    expect(output).toMatch(/The partial `\.\/_missing\.mdx` imported here does not exist/);
    expect(output).not.toMatch(/^\s+at .*\.(m?js|ts):\d+:\d+\)?$/m);
  });
});
