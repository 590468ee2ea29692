/**
 * Sidebar `html` items (Docusaurus's `{ type: 'html', value, defaultStyle, className }`) in real Chromium:
 * a divider between two links at the top level, shown where the sidebar lists it with a menu item's
 * padding, and one inside a category sent as a stub, which comes with the category's items when the
 * reader expands it. Previous/next pass over both.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../../src/pipeline/index.js';
import { launchBrowser } from '../helpers/browser.js';
import { serve } from '../helpers/site.js';

const MANY = 40;
let dir: string;
let server: Awaited<ReturnType<typeof serve>>;
let browser: Browser;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-sidebar-html-'));
  const files: Record<string, string> = {
    'site.config.ts': `export default {
  title: 'Dividers',
  url: 'https://dividers.example',
  customCss: './custom.css',
  docs: {
    sidebars: {
      docs: [
        'intro',
        { type: 'html', value: '<hr class="section-rule" />', defaultStyle: true, className: 'rule-item' },
        'start',
        { type: 'category', label: 'Many', link: { type: 'generated-index' }, items: ['many/page-1', { type: 'html', value: '<strong class="many-note">Older pages</strong>' }, ${Array.from({ length: MANY - 1 }, (_, i) => `'many/page-${i + 2}'`).join(', ')}] },
      ],
    },
  },
};
`,
    'custom.css': '.section-rule { border: none; border-top: 2px solid rgb(200, 0, 0); margin: 8px 0; }\n',
    'content/docs/intro.md': '# Intro\n\nFirst.\n',
    'content/docs/start.md': '# Start\n\nSecond.\n',
  };
  for (let i = 1; i <= MANY; i++) files[`content/docs/many/page-${i}.md`] = `# Page ${i}\n\nText ${i}.\n`;
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  await buildSite({ cwd: dir, outDir: path.join(dir, 'out') });
  server = await serve(path.join(dir, 'out'));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a sidebar html item', () => {
  test("shows between the links it sits between, with the site's style and a menu item's padding", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/intro`);
    const top = await page.locator('#docs-sidebar > ul > li').evaluateAll((items) => items.map((li) => li.querySelector('a')?.textContent ?? li.className));
    expect(top.slice(0, 3)).toEqual(['Intro', 'menu-html menu-html-default rule-item', 'Start']);
    const rule = await page.locator('.section-rule').evaluate((hr) => {
      const li = hr.parentElement!;
      return { border: getComputedStyle(hr).borderTopWidth + ' ' + getComputedStyle(hr).borderTopColor, width: hr.getBoundingClientRect().width, padding: parseFloat(getComputedStyle(li).paddingLeft), height: li.getBoundingClientRect().height };
    });
    expect(rule.border).toBe('2px rgb(200, 0, 0)');
    expect(rule.width).toBeGreaterThan(100);
    expect(rule.padding).toBeGreaterThan(0);
    // The rule, its margins and the padding above and below it.
    expect(rule.height).toBeGreaterThan(2 + 16);
    // Previous/next pass over it.
    expect(await page.locator('.pagination-next .pagination-label').textContent()).toBe('Start');
    await context.close();
  });

  test('comes with the items of a category loaded when the reader expands it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/start`);
    const many = page.locator('#docs-sidebar li.menu-category:has(> a[href="/category/many"])');
    expect(await many.locator('.many-note').count()).toBe(0);
    await many.locator('> details > summary').click();
    await many.locator('.many-note').waitFor({ state: 'visible' });
    const order = await many.locator('> details > ul > li').evaluateAll((items) => items.slice(0, 3).map((li) => li.textContent));
    expect(order).toEqual(['Page 1', 'Older pages', 'Page 2']);
    await context.close();
  });
});
