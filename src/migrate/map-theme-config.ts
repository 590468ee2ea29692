/**
 * Maps Docusaurus's `themeConfig` (navbar, footer, announcement bar, colour mode, table of contents,
 * Prism) onto mistdocs's site config. Pure: takes the values the config produced, returns the mapped
 * parts and one sentence for each thing left out. Imports only the config schemas and the stand-in test.
 */
import { footerSchema } from '../config/schemas/footer.js';
import { isCustomNavbarType, navbarItemSchema } from '../config/schemas/navbar.js';
import { prismSchema } from '../config/schemas/prism.js';
import { announcementBarSchema, tocSchema } from '../config/schemas/theme.js';
import { list, obj, type Obj } from './config-values.js';
import { hasScheme } from '../shared/url-scheme.js';


export interface MappedTheme {
  /** Site config keys: navbar, footer, announcementBar, colorMode, toc, image. */
  config: Obj;
  notCarried: string[];
}

/** Docusaurus's theme config onto mistdocs's; `knowsLanguage` says whether the highlighter has a grammar. */
export function mapThemeConfig(themeConfig: Obj, knowsLanguage: (name: string) => boolean, docsAreas: ReadonlySet<string> = new Set()): MappedTheme {
  const notCarried: string[] = [];
  const config: Obj = {};
  if (themeConfig.navbar !== undefined) config.navbar = mapNavbar(obj(themeConfig.navbar), notCarried, docsAreas);
  if (themeConfig.footer !== undefined) {
    const footer = mapFooter(obj(themeConfig.footer), notCarried);
    if (footer) config.footer = footer;
  }
  if (themeConfig.announcementBar !== undefined) {
    const bar = obj(themeConfig.announcementBar);
    // Docusaurus draws the bar in its own defaults, black on white, where the site gives no colours.
    const parsed = announcementBarSchema.safeParse({ id: bar.id ?? 'announcement-bar', content: bar.content, isCloseable: bar.isCloseable, backgroundColor: bar.backgroundColor ?? '#fff', textColor: bar.textColor ?? '#000' });
    if (parsed.success) config.announcementBar = withoutUndefined(parsed.data);
    else notCarried.push(`themeConfig.announcementBar: ${parsed.error.issues[0]?.message ?? 'not understood'}; add it under \`announcementBar\` by hand.`);
  }
  // Docusaurus starts in light mode and ignores the system preference unless told; mistdocs's defaults differ, so say it.
  const colorMode = obj(themeConfig.colorMode);
  config.colorMode = {
    defaultMode: colorMode.defaultMode === 'dark' ? 'dark' : 'light',
    disableSwitch: colorMode.disableSwitch === true,
    respectPrefersColorScheme: colorMode.respectPrefersColorScheme === true,
  };
  const toc = obj(themeConfig.tableOfContents);
  if (toc.minHeadingLevel !== undefined || toc.maxHeadingLevel !== undefined) {
    const parsed = tocSchema.safeParse({ minHeadingLevel: toc.minHeadingLevel, maxHeadingLevel: toc.maxHeadingLevel });
    if (parsed.success) config.toc = parsed.data;
    else notCarried.push(`themeConfig.tableOfContents: ${parsed.error.issues[0]?.message ?? 'not understood'}.`);
  }
  if (typeof themeConfig.image === 'string') config.image = staticPath(themeConfig.image);
  const prism = mapPrism(obj(themeConfig.prism), knowsLanguage, notCarried);
  if (prism) config.prism = prism;
  for (const key of ['algolia', 'docs', 'metadata', 'mermaid', 'zoom', 'imageZoom', 'liveCodeBlock']) {
    if (themeConfig[key] !== undefined) notCarried.push(`themeConfig.${key}${THEME_KEY_NOTES[key] ?? ''}.`);
  }
  // blog.sidebar.groupByYear is carried into each blog's options (blogSidebarGroupByYear); nothing else of it.
  const { sidebar, ...blogRest } = obj(themeConfig.blog);
  const { groupByYear, ...sidebarRest } = obj(sidebar);
  if (Object.keys(blogRest).length || Object.keys(sidebarRest).length || (groupByYear !== undefined && typeof groupByYear !== 'boolean')) notCarried.push('themeConfig.blog (other than blog.sidebar.groupByYear).');
  return { config, notCarried };
}

/** Why a theme option has no counterpart, where that is worth saying. */
const THEME_KEY_NOTES: Record<string, string> = {
  algolia: ': mistdocs has its own search, built into the site',
  mermaid: ": mistdocs draws mermaid blocks itself, in mermaid's default theme in light mode and its dark theme in dark mode",
};

function mapNavbar(navbar: Obj, notCarried: string[], docsAreas: ReadonlySet<string>): Obj {
  const logo = obj(navbar.logo);
  const items: Obj[] = [];
  list(navbar.items).forEach((raw, i) => {
    const item = obj(raw);
    const mapped = mapNavbarItem(item, docsAreas);
    const label = typeof item.label === 'string' ? ` '${item.label}'` : '';
    if (typeof mapped === 'string') {
      notCarried.push(`themeConfig.navbar.items[${i}]${label}: ${mapped}`);
      return;
    }
    const parsed = navbarItemSchema.safeParse(mapped);
    if (parsed.success) items.push(mapped);
    else notCarried.push(`themeConfig.navbar.items[${i}]${label}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}.`);
  });
  return {
    ...(typeof navbar.title === 'string' ? { title: navbar.title } : {}),
    ...(typeof logo.src === 'string'
      ? {
          logo: {
            alt: typeof logo.alt === 'string' ? logo.alt : '',
            src: staticPath(logo.src),
            ...(typeof logo.href === 'string' ? { href: logo.href } : {}),
            ...(typeof logo.width === 'number' || typeof logo.width === 'string' ? { width: logo.width } : {}),
            ...(typeof logo.height === 'number' || typeof logo.height === 'string' ? { height: logo.height } : {}),
          },
        }
      : {}),
    ...(navbar.hideOnScroll === true ? { hideOnScroll: true } : {}),
    items,
  };
}

/** One navbar item, or why it cannot be carried. */
function mapNavbarItem(item: Obj, docsAreas: ReadonlySet<string>): Obj | string {
  // Docusaurus takes an untyped item with `items` for a dropdown.
  const type = typeof item.type === 'string' ? item.type : Array.isArray(item.items) ? 'dropdown' : 'default';
  const area = item.docsPluginId !== undefined && item.docsPluginId !== 'default' ? String(item.docsPluginId) : undefined;
  if (area && !docsAreas.has(area)) return `it belongs to the docs plugin '${area}', which was not carried.`;
  // A version dropdown of another docs plugin: mistdocs's areas have one version each.
  if (area && type === 'docsVersionDropdown') return `it is the version dropdown of the docs plugin '${area}', whose area in the new site has one version.`;
  const common = {
    ...(typeof item.label === 'string' ? { label: item.label } : {}),
    // Docusaurus puts an item without a position on the left.
    position: item.position === 'right' ? 'right' : 'left',
    ...(typeof item.className === 'string' ? { className: item.className } : {}),
    ...(typeof item['aria-label'] === 'string' ? { ariaLabel: item['aria-label'] } : {}),
  };
  switch (type) {
    case 'default':
    case 'link': {
      const target = typeof item.href === 'string' ? item.href : typeof item.to === 'string' ? item.to : undefined;
      if (!target) return 'a link without `to` or `href`.';
      return { ...common, ...linkTarget(target) };
    }
    case 'docSidebar':
      return { ...common, type: 'docSidebar', sidebarId: item.sidebarId, ...(area ? { docsPluginId: area } : {}) };
    case 'doc':
      return { ...common, type: 'doc', docId: item.docId, ...(area ? { docsPluginId: area } : {}) };
    case 'docsVersionDropdown':
    case 'localeDropdown':
    case 'search':
      return { ...common, type };
    case 'dropdown': {
      const items = list(item.items).map((i) => mapNavbarItem(obj(i), docsAreas)).filter((i): i is Obj => typeof i !== 'string' && i.type !== 'dropdown');
      return { ...common, type: 'dropdown', items: items.map(({ position: _p, ...rest }) => rest) };
    }
    case 'html':
      return typeof item.value === 'string' ? { ...common, type: 'html', value: item.value } : 'an HTML item without a `value`.';
    default:
      // A type the site registers in src/theme/NavbarItem/ComponentTypes (copied with src/): its keys are its component's props, as they are.
      if (isCustomNavbarType(type)) return { ...item, position: common.position };
      return `the item type '${type}' has no counterpart in mistdocs.`;
  }
}

/**
 * Docusaurus's `to` is a route under the base URL (a leading slash optional) and `href` any URL;
 * `pathname:///x` is a route Docusaurus does not check, and a `to` with a scheme (`mailto:`, `https://`)
 * is left as it is. mistdocs wants `/route` or an absolute URL.
 */
function linkTarget(target: string): { to: string } | { href: string } {
  if (/^[a-z][a-z\d+.-]*:\/\/[^/]/i.test(target) || (/^[a-z][a-z\d+.-]*:[^/]/i.test(target) && !target.startsWith('pathname:'))) return { href: target };
  if (target.startsWith('pathname://')) return { to: `/${target.slice('pathname://'.length).replace(/^\/+/, '')}` };
  return { to: target.startsWith('/') ? target : `/${target}` };
}

function mapFooter(footer: Obj, notCarried: string[]): Obj | undefined {
  const columns: Obj[] = [];
  list(footer.links).forEach((raw, i) => {
    const column = obj(raw);
    if (!Array.isArray(column.items)) {
      notCarried.push(`themeConfig.footer.links[${i}]: a link outside a titled column; mistdocs's footer has columns only.`);
      return;
    }
    const items: Obj[] = [];
    column.items.forEach((rawItem, j) => {
      const item = obj(rawItem);
      const target = typeof item.href === 'string' ? item.href : typeof item.to === 'string' ? item.to : undefined;
      if (typeof item.html === 'string') {
        items.push({ html: item.html });
        return;
      }
      if (typeof item.label !== 'string' || !target) {
        notCarried.push(`themeConfig.footer.links[${i}].items[${j}]: an item without a label and a target.`);
        return;
      }
      items.push({ label: item.label, ...linkTarget(target) });
    });
    columns.push({ title: typeof column.title === 'string' ? column.title : '', items });
  });
  // HTML, which mistdocs renders as Docusaurus does.
  const copyright = typeof footer.copyright === 'string' && footer.copyright.trim() ? footer.copyright : undefined;
  const rawLogo = obj(footer.logo);
  const logo = typeof rawLogo.src === 'string' ? { alt: typeof rawLogo.alt === 'string' ? rawLogo.alt : '', src: staticPath(rawLogo.src), ...(typeof rawLogo.href === 'string' ? { href: rawLogo.href } : {}), ...(rawLogo.width !== undefined ? { width: rawLogo.width } : {}), ...(rawLogo.height !== undefined ? { height: rawLogo.height } : {}) } : undefined;
  const parsed = footerSchema.safeParse({ style: footer.style === 'light' ? 'light' : 'dark', links: columns, ...(copyright ? { copyright } : {}), ...(logo ? { logo } : {}) });
  if (parsed.success) return { style: parsed.data.style, links: columns, ...(copyright ? { copyright } : {}), ...(logo ? { logo } : {}) };
  notCarried.push(`themeConfig.footer: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}; add it under \`footer\` by hand.`);
  return undefined;
}

/**
 * Prism's magic comments and extra languages, as mistdocs's `prism`; its themes have no use (mistdocs has
 * its own colours), and a language needs a highlight.js grammar here.
 */
function mapPrism(prism: Obj, knowsLanguage: (name: string) => boolean, notCarried: string[]): Obj | undefined {
  if (prism.theme !== undefined || prism.darkTheme !== undefined) notCarried.push('themeConfig.prism.theme and darkTheme: mistdocs highlights code with its own colours.');
  // markup-templating is Prism's helper for template languages, not a language of its own.
  const languages = list(prism.additionalLanguages).filter((name): name is string => typeof name === 'string' && name !== 'markup-templating');
  const unknown = languages.filter((name) => !knowsLanguage(name));
  if (unknown.length > 0) notCarried.push(`themeConfig.prism.additionalLanguages: no grammar for ${unknown.join(', ')}; code blocks in ${unknown.length === 1 ? 'it are' : 'them are'} shown without highlighting.`);
  const out: Obj = {};
  if (prism.magicComments !== undefined) {
    const parsed = prismSchema.shape.magicComments.safeParse(prism.magicComments);
    if (parsed.success) out.magicComments = prism.magicComments;
    else notCarried.push(`themeConfig.prism.magicComments: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}; add \`prism.magicComments\` by hand.`);
  }
  const known = languages.filter((name) => knowsLanguage(name));
  if (known.length) out.additionalLanguages = known;
  return Object.keys(out).length ? out : undefined;
}

/** Docusaurus reads `img/logo.svg` from the base URL, on every page; mistdocs wants the path from the site root. */
export function staticPath(src: string): string {
  return hasScheme(src) || src.startsWith('/') ? src : `/${src.replace(/^\.\//, '')}`;
}

function withoutUndefined(value: Obj): Obj {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}


