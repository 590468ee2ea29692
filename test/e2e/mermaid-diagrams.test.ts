/**
 * Mermaid diagrams in real Chromium, on the docusaurus-syntax fixture: a page with a diagram fetches the
 * renderer chunk and shows an SVG in the page's colour mode (drawn again when the mode changes); a page
 * without one fetches nothing of it; without JavaScript the diagram's source stays readable.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openServedFixture, type ServedFixture } from '../helpers/site.js';

let fixture: ServedFixture;

beforeAll(async () => {
  fixture = await openServedFixture('docusaurus-syntax');
});

afterAll(() => fixture?.close());

/** Opens `route` and records the URLs of every script it requests. */
async function open(route: string, options: { javaScriptEnabled?: boolean; colorScheme?: 'light' | 'dark' } = {}): Promise<{ page: Page; scripts: string[]; close: () => Promise<void> }> {
  const context = await fixture.browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true, colorScheme: options.colorScheme ?? 'light' });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(fixture.server.url + route, { waitUntil: 'networkidle' });
  return { page, scripts, close: () => context.close() };
}

/** The fill colour of the diagram's first node box, which mermaid's themes set. */
const nodeFill = (page: Page) => page.$eval('.mermaid-diagram svg .node rect, .mermaid-diagram svg .node polygon', (shape) => getComputedStyle(shape).fill);

describe('mermaid diagrams', () => {
  test('a page with a diagram shows it as an SVG with its labels, the source hidden', async () => {
    const { page, scripts, close } = await open('/code-blocks');
    await page.waitForSelector('.mermaid-diagram svg');
    expect(scripts.some((s) => s.startsWith('/assets/js/mermaid/diagrams-'))).toBe(true);
    const labels = await page.$eval('.mermaid-diagram svg', (svg) => svg.textContent ?? '');
    for (const label of ['Encoder', 'MistServer', 'Viewers', 'RTMP']) expect(labels).toContain(label);
    expect(await page.isHidden('pre.mermaid')).toBe(true);
    await close();
  });

  test("an MDX page's <Mermaid value={...} /> (@theme/Mermaid) is drawn as a ```mermaid block is", async () => {
    const { page, close } = await open('/mdx');
    await page.waitForSelector('.mermaid-diagram svg');
    const labels = await page.$eval('.mermaid-diagram svg', (svg) => svg.textContent ?? '');
    for (const label of ['Push input', 'Stream buffer', 'HLS output']) expect(labels).toContain(label);
    await close();
  });

  test('a page without a diagram fetches no part of the renderer', async () => {
    const { page, scripts, close } = await open('/admonitions');
    expect(scripts.some((s) => s.startsWith('/assets/js/runtime-'))).toBe(true);
    expect(scripts.filter((s) => s.includes('/mermaid/'))).toEqual([]);
    expect(await page.$('.mermaid-diagram')).toBeNull();
    await close();
  });

  test('fetches the renderer when in-place navigation reaches a page with a diagram', async () => {
    const { page, scripts, close } = await open('/admonitions');
    await page.click('.sidebar a[href="/code-blocks"]');
    await page.waitForSelector('.mermaid-diagram svg');
    expect(await page.evaluate(() => location.pathname)).toBe('/code-blocks');
    expect(scripts.some((s) => s.startsWith('/assets/js/mermaid/diagrams-'))).toBe(true);
    await close();
  });

  test('draws the diagram in the colour mode of the page, and again when the reader switches it', async () => {
    const { page, close } = await open('/code-blocks', { colorScheme: 'dark' });
    await page.waitForSelector('.mermaid-diagram[data-mode="dark"] svg');
    const dark = await nodeFill(page);
    // system (dark) -> light
    await page.click('[data-color-toggle]');
    await page.waitForSelector('.mermaid-diagram[data-mode="light"] svg');
    const light = await nodeFill(page);
    expect(light).not.toBe(dark);
    expect(await page.$$('.mermaid-diagram')).toHaveLength(1);
    await close();
  });

  test('without JavaScript the diagram reads as its source', async () => {
    const { page, scripts, close } = await open('/code-blocks', { javaScriptEnabled: false });
    expect(scripts).toEqual([]);
    const source = await page.$eval('pre.mermaid', (pre) => (pre as HTMLElement).innerText);
    expect(source).toContain('A[Encoder] -->|RTMP| B(MistServer)');
    expect(await page.isVisible('pre.mermaid')).toBe(true);
    await close();
  });
});
