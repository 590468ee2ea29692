/** Launches Debian's Chromium through playwright-core with the flags this project's machines need, and opens pages that record what they log. */
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A page in a fresh context that records its console errors and warnings, page errors and the scripts it fetched. */
export async function openRecordedPage(browser: Browser): Promise<{ page: Page; problems: string[]; scripts: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  const scripts: string[] = [];
  page.on('console', (m) => {
    // The browser asks for /favicon.ico by itself when a page names no icon, some time after it
    // loads: its 404 is the browser's, not the page's, and arrives or not with the timing.
    if (m.location().url.endsWith('/favicon.ico')) return;
    // A failed load's console message names no address; the location does.
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}${/^Failed to load resource/.test(m.text()) && m.location().url ? ` (${m.location().url})` : ''}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return { page, problems, scripts, close: () => context.close() };
}
