/**
 * Locales: their settings with Docusaurus's defaults, the translation files an author writes (and their
 * mistakes, reported at file, line and column without a half-written site), and a build with two locales.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, mkdirSync, cpSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTranslations, localizeConfig, resolveLocales } from '../../../src/config/locales.js';
import { siteConfigSchema } from '../../../src/config/schemas/site.js';
import { DiagnosticError } from '../../../src/diagnostics/diagnostic.js';
import { buildSite, compileSite, createMemo } from '../../../src/pipeline/index.js';
import { fixturesDir } from '../../helpers/site.js';

const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mistdocs-locales-'));
  temps.push(dir);
  return dir;
}

const configOf = (i18n: object) => siteConfigSchema.parse({ title: 'T', url: 'https://t.example', baseUrl: '/docs/', i18n });

describe('resolveLocales', () => {
  it("fills in Docusaurus's defaults: the language's own name, its direction, the locale as lang and folder", () => {
    const [en, ar, ptBr] = resolveLocales(configOf({ defaultLocale: 'en', locales: ['en', 'ar', 'pt-BR'] }));
    expect(en).toMatchObject({ name: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', baseUrl: '/docs/', isDefault: true });
    expect(ar).toMatchObject({ name: 'ar', label: 'العربية', direction: 'rtl', htmlLang: 'ar', path: 'ar', baseUrl: '/docs/ar/', isDefault: false });
    expect(ptBr).toMatchObject({ direction: 'ltr', htmlLang: 'pt-BR', baseUrl: '/docs/pt-BR/' });
    expect(ptBr!.label.toLowerCase()).toContain('português');
  });

  it('puts the default locale first and keeps what the config sets', () => {
    const locales = resolveLocales(configOf({ defaultLocale: 'fa', locales: ['en', 'fa'], localeConfigs: { fa: { label: 'Farsi', htmlLang: 'fa-IR' }, en: { path: 'english', direction: 'ltr' } } }));
    expect(locales.map((l) => [l.name, l.label, l.htmlLang, l.direction, l.baseUrl])).toEqual([
      ['fa', 'Farsi', 'fa-IR', 'rtl', '/docs/'],
      ['en', 'English', 'en', 'ltr', '/docs/en/'],
    ]);
  });

  it("takes `path` as the locale's folder under i18n/ only: its pages stay under its name, as in Docusaurus", () => {
    const [, fr] = resolveLocales(configOf({ defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { path: 'fr-FR' } } }));
    expect(fr).toMatchObject({ path: 'fr-FR', baseUrl: '/docs/fr/' });
  });
});

describe('translation files', () => {
  const ar = resolveLocales(configOf({ defaultLocale: 'en', locales: ['en', 'ar'] }))[1]!;

  function site(files: Record<string, string>): string {
    const root = tempDir();
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    return root;
  }

  it('reads code.json, navbar.json, footer.json and the docs files of each version and docs area', () => {
    const root = site({
      'i18n/ar/code.json': JSON.stringify({ 'theme.docs.paginator.next': { message: 'التالي', description: 'The next page' } }),
      'i18n/ar/docusaurus-theme-classic/navbar.json': JSON.stringify({ 'item.label.Guide': { message: 'الدليل' } }),
      'i18n/ar/docusaurus-theme-classic/footer.json': JSON.stringify({ copyright: { message: 'حقوق' } }),
      'i18n/ar/docusaurus-plugin-content-docs/current.json': JSON.stringify({ 'version.label': { message: 'القادم' } }),
      'i18n/ar/docusaurus-plugin-content-docs/version-2.0.json': JSON.stringify({ 'sidebar.docs.category.Streaming': { message: 'البث' } }),
      'i18n/ar/docusaurus-plugin-content-docs-community/current.json': JSON.stringify({ 'sidebar.community.category.Community': { message: 'المجتمع' } }),
      // An area the config does not have: not read.
      'i18n/ar/docusaurus-plugin-content-docs-gone/current.json': '{ not json',
    });
    const { translations, diagnostics } = loadTranslations(root, { path: 'i18n' }, ar, ['2.0'], ['community']);
    expect(diagnostics).toEqual([]);
    expect(translations).toEqual({
      // The site's code.json over the strings Docusaurus ships for Arabic.
      theme: expect.objectContaining({ 'theme.docs.paginator.next': 'التالي', 'theme.docs.paginator.previous': 'السابق' }),
      navbar: { 'item.label.Guide': 'الدليل' },
      footer: { copyright: 'حقوق' },
      docs: { current: { 'version.label': 'القادم' }, '2.0': { 'sidebar.docs.category.Streaming': 'البث' } },
      areas: { community: { 'sidebar.community.category.Community': 'المجتمع' } },
    });
  });

  it("gives a locale the theme strings Docusaurus ships for its language without a code.json, and English none", () => {
    const root = site({});
    const ja = { ...ar, name: 'ja', htmlLang: 'ja', direction: 'ltr' as const, path: 'ja', label: '日本語' };
    const { translations } = loadTranslations(root, { path: 'i18n' }, ja, []);
    expect(translations.theme['theme.admonition.note']).toBe('注記');
    expect(translations.theme['theme.docs.paginator.next']).toBe('次へ');
    // A region or script tag finds its language's strings, as Docusaurus looks them up (pt -> pt-BR).
    expect(loadTranslations(root, { path: 'i18n' }, { ...ja, name: 'pt', path: 'pt' }, []).translations.theme['theme.docs.paginator.next']).toBe('Próxima');
    expect(loadTranslations(root, { path: 'i18n' }, { ...ja, name: 'en', path: 'en' }, []).translations.theme).toEqual({});
  });

  it('reports a syntax error and an entry without a message at their line and column', () => {
    const root = site({
      'i18n/ar/code.json': '{\n  "theme.a": { "message": "x" },\n  "theme.b": { "message": "y" ,}\n}\n',
      'i18n/ar/docusaurus-theme-classic/navbar.json': '{\n  "title": { "message": "ok" },\n  "item.label.Guide": { "text": "wrong" }\n}\n',
    });
    const { diagnostics } = loadTranslations(root, { path: 'i18n' }, ar, []);
    expect(diagnostics.map((d) => [d.code, d.file, d.line, d.column])).toEqual([
      ['i18n/syntax', 'i18n/ar/code.json', 3, 32],
      ['i18n/invalid', 'i18n/ar/docusaurus-theme-classic/navbar.json', 3, 3],
    ]);
    expect(diagnostics[1]!.message).toContain("'item.label.Guide'");
  });

  it('translates the navbar and footer labels it has, and moves the base URL into the locale folder', () => {
    const config = siteConfigSchema.parse({
      title: 'T',
      url: 'https://t.example',
      navbar: { title: 'Relay', items: [{ label: 'Guide', to: '/' }, { label: 'Blog', to: '/blog' }] },
      footer: { links: [{ title: 'Project', items: [{ label: 'Source', href: 'https://x.example' }] }], copyright: 'Relay' },
    });
    const locale = resolveLocales({ ...config, i18n: { ...config.i18n, locales: ['en', 'ar'] } })[1]!;
    const localized = localizeConfig(config, locale, { theme: {}, navbar: { title: 'ريلاي', 'item.label.Guide': 'الدليل' }, footer: { 'link.title.Project': 'المشروع' }, docs: {}, areas: {} });
    expect(localized.baseUrl).toBe('/ar/');
    expect(localized.navbar.title).toBe('ريلاي');
    expect(localized.navbar.items.map((i) => i.label)).toEqual(['الدليل', 'Blog']);
    expect(localized.footer!.links[0]!.title).toBe('المشروع');
    expect(localized.footer!.links[0]!.items[0]!.label).toBe('Source');
    expect(localized.footer!.copyright).toBe('Relay');
  });
});

describe('a build with two locales', () => {
  function copyFixture(): string {
    const root = tempDir();
    cpSync(path.join(fixturesDir, 'sites', 'versions'), root, { recursive: true, filter: (src) => !src.includes(`${path.sep}expected`) });
    return root;
  }

  it("writes each locale's pages, search index and sitemap in its own folder", async () => {
    const root = copyFixture();
    const result = await buildSite({ cwd: root, outDir: path.join(root, 'out') });
    expect(result.locales?.map((l) => l.config.locale?.name)).toEqual(['en', 'ar']);
    expect(result.pages).toBe(result.locales!.reduce((n, l) => n + l.pages, 0));
    const out = (file: string) => readFileSync(path.join(root, 'out', file), 'utf8');
    expect(out('install/index.html')).toContain('<html lang="en" dir="ltr"');
    expect(out('ar/install/index.html')).toContain('<html lang="ar" dir="rtl"');
    const [arIndex] = JSON.parse(out('ar/search-index.json')) as [{ index: { lang?: string } }];
    expect(arIndex.index.lang).toBe('ar');
    const [enIndex] = JSON.parse(out('search-index.json')) as [{ index: { lang?: string } }];
    expect(enIndex.index.lang).toBeUndefined();
    expect(out('ar/sitemap.xml')).toContain('https://relay.example/ar/streaming/push');
  });

  it("reads a locale's translations from its `path` folder and writes its pages under its name", async () => {
    const root = copyFixture();
    const configFile = path.join(root, 'site.config.ts');
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("i18n: { defaultLocale: 'en', locales: ['en', 'ar'] }", "i18n: { defaultLocale: 'en', locales: ['en', 'ar'], localeConfigs: { ar: { path: 'ar-EG' } } }"));
    renameSync(path.join(root, 'i18n/ar'), path.join(root, 'i18n/ar-EG'));
    await buildSite({ cwd: root, outDir: path.join(root, 'out') });
    expect(existsSync(path.join(root, 'out/ar-EG'))).toBe(false);
    const page = readFileSync(path.join(root, 'out/ar/next/index.html'), 'utf8');
    expect(page).toContain('مرحبًا بك في ريلاي');
    expect(page).toMatch(/<link rel="alternate" href="https:\/\/relay\.example\/ar\/next\/?" hreflang="ar"/);
  });

  it('warns about a translation of a page that does not exist', async () => {
    const root = copyFixture();
    mkdirSync(path.join(root, 'i18n/ar/docusaurus-plugin-content-docs/current'), { recursive: true });
    writeFileSync(path.join(root, 'i18n/ar/docusaurus-plugin-content-docs/current/gone.md'), '# غائب\n');
    const result = await buildSite({ cwd: root, outDir: path.join(root, 'out') });
    expect(result.diagnostics.filter((d) => d.code === 'i18n/no-original').map((d) => d.file)).toEqual(['i18n/ar/docusaurus-plugin-content-docs/current/gone.md']);
  });

  it("takes a translation's images from beside the translation first, as Docusaurus does, then from beside its original", async () => {
    const root = copyFixture();
    const translated = path.join(root, 'i18n/ar/docusaurus-plugin-content-docs/current');
    mkdirSync(path.join(translated, 'img'), { recursive: true });
    mkdirSync(path.join(root, 'content/docs/img'), { recursive: true });
    // Same name in both places, different bytes: the translated screenshot must win.
    writeFileSync(path.join(root, 'content/docs/img/console.png'), 'the English screenshot');
    writeFileSync(path.join(translated, 'img/console.png'), 'the Arabic screenshot');
    writeFileSync(path.join(root, 'content/docs/img/logo.png'), 'a logo with no words');
    writeFileSync(path.join(translated, 'install.md'), '# التثبيت\n\n![لوحة التحكم](./img/console.png)\n\n![الشعار](./img/logo.png)\n');
    const result = await buildSite({ cwd: root, outDir: path.join(root, 'out') });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // The docs folder is the version Next, under next/.
    const page = readFileSync(path.join(root, 'out/ar/next/install/index.html'), 'utf8');
    const sources = [...page.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources).toHaveLength(2);
    const bytesOf = (src: string) => readFileSync(path.join(root, 'out', src.replace(/^\//, '')), 'utf8');
    expect(sources.map(bytesOf)).toEqual(['the Arabic screenshot', 'a logo with no words']);
    const english = readFileSync(path.join(root, 'out/next/install/index.html'), 'utf8');
    expect(english).not.toContain('<img');
  });

  it("marks the untranslated-page note as English, left to right, when code.json does not translate it", async () => {
    const root = copyFixture();
    const note = (html: string) => /<p class="untranslated-note"[^>]*>/.exec(html)?.[0];
    const before = await buildSite({ cwd: root, outDir: path.join(root, 'out') }).then(() => readFileSync(path.join(root, 'out/ar/next/preview/index.html'), 'utf8'));
    expect(note(before)).not.toContain('lang=');
    const codeFile = path.join(root, 'i18n/ar/code.json');
    const code = JSON.parse(readFileSync(codeFile, 'utf8')) as Record<string, unknown>;
    delete code['mistdocs.i18n.untranslated'];
    writeFileSync(codeFile, JSON.stringify(code));
    await buildSite({ cwd: root, outDir: path.join(root, 'out') });
    const after = readFileSync(path.join(root, 'out/ar/next/preview/index.html'), 'utf8');
    expect(note(after)).toContain('lang="en" dir="ltr"');
    expect(after).toContain('<html lang="ar" dir="rtl"');
  });

  it('stops at a broken translation file and leaves the previous output as it was', async () => {
    const root = copyFixture();
    const outDir = path.join(root, 'out');
    await buildSite({ cwd: root, outDir });
    const before = readFileSync(path.join(outDir, 'ar/install/index.html'), 'utf8');
    writeFileSync(path.join(root, 'i18n/ar/code.json'), '{ "theme.docs.paginator.next": { "message": "التالي" }');
    const error = await buildSite({ cwd: root, outDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiagnosticError);
    const [first] = (error as DiagnosticError).diagnostics;
    expect(first).toMatchObject({ code: 'i18n/syntax', file: 'i18n/ar/code.json', line: 1 });
    expect(readFileSync(path.join(outDir, 'ar/install/index.html'), 'utf8')).toBe(before);
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(true);
  });

  it('builds one locale alone into its folder, leaving the others', async () => {
    const root = copyFixture();
    const outDir = path.join(root, 'out');
    await buildSite({ cwd: root, outDir });
    const result = await buildSite({ cwd: root, outDir, locale: 'ar' });
    expect(result.outDir).toBe(path.join(outDir, 'ar'));
    expect(existsSync(path.join(outDir, 'ar/index.html'))).toBe(true);
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(true);
    const error = await buildSite({ cwd: root, outDir, locale: 'fr' }).catch((e: unknown) => e);
    expect((error as DiagnosticError).diagnostics[0]).toMatchObject({ code: 'i18n/unknown-locale' });
  });
});

describe('a docs area in two locales', () => {
  function copyFixture(): string {
    const root = tempDir();
    cpSync(path.join(fixturesDir, 'sites', 'docs-areas'), root, { recursive: true, filter: (src) => !src.includes(`${path.sep}expected`) });
    return root;
  }
  const areaTranslations = 'i18n/fr/docusaurus-plugin-content-docs-community';

  it("puts the area's translated page in the locale's search index, sitemap and llms.txt, and leaves the default locale's as written", async () => {
    const root = copyFixture();
    const result = await buildSite({ cwd: root, outDir: path.join(root, 'out') });
    expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    const out = (file: string) => readFileSync(path.join(root, 'out', file), 'utf8');
    expect(out('community/welcome/index.html')).toContain('<h1>Welcome</h1>');
    expect(out('fr/community/welcome/index.html')).toContain('<h1>Bienvenue</h1>');
    expect(out('fr/sitemap.xml')).toContain('https://areas.example/fr/community/welcome');
    expect(out('fr/llms.txt')).toMatch(/\[Bienvenue\]\([^)]*community\/welcome\.md\)/);
    expect(out('llms.txt')).toMatch(/\[Welcome\]\([^)]*community\/welcome\.md\)/);
    // The locale's search index and its pieces, as the search page fetches them.
    const search = (dir: string) => readdirSync(path.join(root, 'out', dir), { recursive: true, encoding: 'utf8' }).filter((f) => f.includes('search-index') && f.endsWith('.json')).map((f) => out(path.join(dir, f))).join('\n');
    expect(search('fr')).toContain('Bienvenue');
    expect(search('fr')).not.toContain('The community.');
  });

  it("takes the area's version label from its current.json", async () => {
    const root = copyFixture();
    writeFileSync(path.join(root, areaTranslations, 'current.json'), JSON.stringify({ 'version.label': { message: 'Communauté' } }));
    const result = await buildSite({ cwd: root, outDir: path.join(root, 'out') });
    const fr = result.locales!.find((l) => l.config.locale?.name === 'fr')!;
    const en = result.locales!.find((l) => l.config.locale?.name === 'en')!;
    expect(fr.model.areas.map((a) => a.label)).toEqual(['Communauté']);
    expect(en.model.areas.map((a) => a.label)).toEqual(['Community']);
  });

  it("takes an area's translated _category_ file in place of its original", async () => {
    const root = copyFixture();
    writeFileSync(path.join(root, 'content/community/events/_category_.json'), JSON.stringify({ link: { type: 'generated-index', description: 'Where we meet.' } }));
    mkdirSync(path.join(root, areaTranslations, 'current/events'), { recursive: true });
    writeFileSync(path.join(root, areaTranslations, 'current/events/_category_.json'), JSON.stringify({ link: { type: 'generated-index', description: 'Où nous nous retrouvons.' } }));
    await buildSite({ cwd: root, outDir: path.join(root, 'out') });
    const out = (file: string) => readFileSync(path.join(root, 'out', file), 'utf8');
    expect(out('fr/community/category/events/index.html')).toContain('Où nous nous retrouvons.');
    expect(out('community/category/events/index.html')).toContain('Where we meet.');
  });

  it('keeps the model of a locale with a translated area when only the text of another doc changes (watch mode)', async () => {
    const root = copyFixture();
    const memo = createMemo();
    const first = await compileSite({ cwd: root, memo, locale: 'fr', deferSearchIndex: true });
    const file = 'content/docs/setup.md';
    writeFileSync(path.join(root, file), readFileSync(path.join(root, file), 'utf8').concat('\nA second paragraph, added while watching.\n'));
    const second = await compileSite({ cwd: root, memo, locale: 'fr', changed: new Set([file]), deferSearchIndex: true });
    expect(second.model).toBe(first.model);
    expect(second.rebuilt?.docs).toEqual(['setup']);
  });

  it('warns about a translated area page that has no original, naming its file', async () => {
    const root = copyFixture();
    writeFileSync(path.join(root, areaTranslations, 'current/gone.md'), '# Parti\n');
    const result = await buildSite({ cwd: root, outDir: path.join(root, 'out') });
    expect(result.diagnostics.filter((d) => d.code === 'i18n/no-original').map((d) => d.file)).toEqual([`${areaTranslations}/current/gone.md`]);
    expect(existsSync(path.join(root, 'out/fr/community/gone/index.html'))).toBe(false);
  });

  it("reports a broken link in a translated area page at the translation's line", async () => {
    const root = copyFixture();
    const file = path.join(root, areaTranslations, 'current/welcome.mdx');
    writeFileSync(file, readFileSync(file, 'utf8').replace('(support.md)', '(nowhere.md)'));
    const result = await buildSite({ cwd: root, outDir: path.join(root, 'out') });
    const broken = result.diagnostics.filter((d) => d.code === 'links/broken-md-link');
    expect(broken.map((d) => [d.file, d.line])).toEqual([[`${areaTranslations}/current/welcome.mdx`, 10]]);
  });
});
