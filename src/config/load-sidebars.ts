/**
 * Docusaurus's `sidebars.js`/`sidebars.ts` beside the config: loads it as the config is loaded and maps
 * its items onto mistdocs's sidebar config (`SidebarItemConfig`). What has no counterpart is reported as a
 * warning with the item's path and left out. The mapping itself is pure (`mapDocusaurusSidebars`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.js';
import { importTypeScript } from './import-module.js';
import type { SidebarItemConfig } from './schemas/docs.js';

/** The names a Docusaurus sidebars file may have beside the config, in the order they are tried. */
export const SIDEBARS_FILE_NAMES = ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.mts', 'sidebars.cts'];

/** The sidebars a Docusaurus sidebars file beside the config gives, or undefined when there is none. */
export async function loadDocusaurusSidebars(root: string, cwd: string): Promise<{ file: string; sidebars: Record<string, SidebarItemConfig[]> | undefined; diagnostics: Diagnostic[] } | undefined> {
  const name = SIDEBARS_FILE_NAMES.find((n) => existsSync(path.join(root, n)));
  if (!name) return undefined;
  const file = path.join(root, name);
  const relative = path.relative(cwd, file) || name;
  let value: unknown;
  try {
    value = await importTypeScript(file);
  } catch (cause) {
    const err = cause as { errors?: { text: string; location?: { line: number; column: number } }[]; message?: string };
    const first = err.errors?.[0];
    throw new DiagnosticError(
      [
        {
          severity: 'error',
          code: 'config/sidebars-syntax',
          message: `The sidebars file could not be loaded: ${first?.text ?? err.message ?? String(cause)}`,
          hint: 'Fix the error, or name the sidebars in `docs.sidebars` of the site config (then this file is not read).',
          file: relative,
          line: first?.location?.line,
          column: first?.location ? first.location.column + 1 : undefined,
        },
      ],
      { cause },
    );
  }
  const { sidebars, problems } = mapDocusaurusSidebars(value);
  const diagnostics = problems.map((p): Diagnostic => ({ severity: 'warning', code: 'config/sidebars-item', message: `${p.path}: ${p.message}`, hint: p.hint, file: relative, needle: p.needle }));
  return { file, sidebars, diagnostics };
}

export interface SidebarProblem {
  /** Where the item is: `docs[2].items[0]`. */
  path: string;
  message: string;
  hint: string;
  /** Text to find in the file for the line (a label or id). */
  needle?: string;
}

/**
 * Maps the value a Docusaurus sidebars file exports onto mistdocs's sidebars. Pure. With `version`, the
 * file is that version's `versioned_sidebars/` file: Docusaurus 2 sites may name its sidebars and ids
 * with the prefix `version-<name>/` (`version-3.x/server-api`), which is dropped as Docusaurus 2 dropped it.
 */
export function mapDocusaurusSidebars(value: unknown, version?: string): { sidebars: Record<string, SidebarItemConfig[]> | undefined; problems: SidebarProblem[] } {
  const problems: SidebarProblem[] = [];
  if (!isObject(value)) {
    problems.push({ path: 'sidebars', message: 'the file exports no object of sidebars, so it is not used.', hint: 'Export `{ sidebarName: [items] }` (module.exports or export default).' });
    return { sidebars: undefined, problems };
  }
  const sidebars: Record<string, SidebarItemConfig[]> = {};
  for (const [name, items] of Object.entries(value)) sidebars[name] = mapItems(items, name, problems);
  if (version === undefined) return { sidebars, problems };
  const prefix = `version-${version}/`;
  const unprefix = (id: string) => (id.startsWith(prefix) ? id.slice(prefix.length) : id);
  return { sidebars: Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [unprefix(name), unprefixItems(items, unprefix)])), problems };
}

/** The items with each doc id (and category link id) passed through `unprefix`. */
function unprefixItems(items: SidebarItemConfig[], unprefix: (id: string) => string): SidebarItemConfig[] {
  return items.map((item) => {
    if (typeof item === 'string') return unprefix(item);
    if (item.type === 'doc') return { ...item, id: unprefix(item.id) };
    if (item.type !== 'category') return item;
    const link = item.link?.type === 'doc' ? { ...item.link, id: unprefix(item.link.id) } : item.link;
    return { ...item, items: unprefixItems(item.items, unprefix), ...(link ? { link } : {}) };
  });
}

function mapItems(items: unknown, at: string, problems: SidebarProblem[]): SidebarItemConfig[] {
  // A sidebar or a category's items may be the shorthand object `{ Label: [items], Other: [...] }`.
  if (isObject(items) && !('type' in items)) return Object.entries(items).map(([label, sub]) => ({ type: 'category', label, items: mapItems(sub, `${at}.${label}`, problems) }));
  const list = Array.isArray(items) ? items : [items];
  return list.flatMap((item, i) => mapItem(item, `${at}[${i}]`, problems));
}

function mapItem(item: unknown, at: string, problems: SidebarProblem[]): SidebarItemConfig[] {
  if (typeof item === 'string') return [item];
  if (!isObject(item)) {
    problems.push({ path: at, message: `an item must be a doc id or an object, not ${JSON.stringify(item)}; left out.`, hint: 'Give a doc id string or an item object.' });
    return [];
  }
  if (!('type' in item)) return mapItems(item, at, problems);
  const label = typeof item.label === 'string' ? item.label : undefined;
  const className = typeof item.className === 'string' ? item.className : undefined;
  const dropped = (keys: string[]) => {
    const found = keys.filter((k) => k in item);
    if (found.length > 0) problems.push({ path: at, message: `${found.map((k) => `\`${k}\``).join(', ')} ${found.length === 1 ? 'has' : 'have'} no counterpart in mistdocs and ${found.length === 1 ? 'is' : 'are'} left out.`, hint: 'The item itself is kept; drop the key, or style the item through its className.', needle: label ?? (typeof item.id === 'string' ? item.id : undefined) });
  };
  switch (item.type) {
    case 'doc':
    case 'ref': {
      if (typeof item.id !== 'string') break;
      if (item.type === 'ref') problems.push({ path: at, message: `the \`ref\` to '${item.id}' is kept as a \`doc\` item, so that doc also counts as part of this sidebar.`, hint: 'Use a `link` item with the doc\'s URL if the doc must keep its own sidebar.', needle: item.id });
      dropped(['customProps', 'key', 'translatable']);
      return [{ type: 'doc', id: item.id, ...(label ? { label } : {}), ...(className ? { className } : {}) }];
    }
    case 'link': {
      if (typeof item.href !== 'string' || !label) break;
      dropped(['customProps', 'autoAddBaseUrl', 'description', 'key']);
      return [{ type: 'link', href: item.href, label, ...(className ? { className } : {}) }];
    }
    case 'autogenerated': {
      if (typeof item.dirName !== 'string') break;
      return [{ type: 'autogenerated', dirName: item.dirName }];
    }
    case 'category': {
      if (!label) break;
      dropped(['customProps', 'description', 'key']);
      const link = mapCategoryLink(item.link, label, at, problems);
      return [
        {
          type: 'category',
          label,
          items: mapItems(item.items ?? [], `${at}.items`, problems),
          ...(typeof item.collapsed === 'boolean' ? { collapsed: item.collapsed } : {}),
          ...(typeof item.collapsible === 'boolean' ? { collapsible: item.collapsible } : {}),
          ...(className ? { className } : {}),
          ...(link ? { link } : {}),
        },
      ];
    }
    case 'html': {
      if (typeof item.value !== 'string') break;
      dropped(['customProps', 'key']);
      return [{ type: 'html', value: item.value, ...(typeof item.defaultStyle === 'boolean' ? { defaultStyle: item.defaultStyle } : {}), ...(className ? { className } : {}) }];
    }
    default:
      problems.push({ path: at, message: `the item type '${String(item.type)}' is not a Docusaurus sidebar item type; left out.`, hint: 'Use doc, ref, link, html, category or autogenerated.' });
      return [];
  }
  problems.push({ path: at, message: `a \`${String(item.type)}\` item is missing ${item.type === 'link' ? '`href` or `label`' : item.type === 'html' ? '`value`' : item.type === 'category' ? '`label`' : item.type === 'autogenerated' ? '`dirName`' : '`id`'}; left out.`, hint: 'Complete the item as Docusaurus documents it.' });
  return [];
}

type CategoryLink = Extract<SidebarItemConfig, { type: 'category' }>['link'];

function mapCategoryLink(link: unknown, label: string, at: string, problems: SidebarProblem[]): CategoryLink {
  if (!isObject(link)) return undefined;
  if (link.type === 'doc' && typeof link.id === 'string') return { type: 'doc', id: link.id };
  if (link.type === 'generated-index') {
    // Without a slug, the model gives Docusaurus's default (the label slugged, once per version).
    const slug = typeof link.slug === 'string' ? (link.slug.startsWith('/') ? link.slug : `/${link.slug}`) : undefined;
    if ('keywords' in link || 'image' in link) problems.push({ path: `${at}.link`, message: '`keywords` and `image` of a generated index are left out.', hint: 'mistdocs shows the title, description and cards.', needle: label });
    return { type: 'generated-index', ...(slug ? { slug } : {}), ...(typeof link.title === 'string' ? { title: link.title } : {}), ...(typeof link.description === 'string' ? { description: link.description } : {}) };
  }
  problems.push({ path: `${at}.link`, message: 'the category link is neither a `doc` link with an id nor a `generated-index`; left out.', hint: "Use { type: 'doc', id } or { type: 'generated-index' }.", needle: label });
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}
