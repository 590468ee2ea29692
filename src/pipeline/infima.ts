/**
 * Infima, the CSS framework of Docusaurus's classic theme, for the classes a site's pages use: a
 * migrated page or component writes `card`, `shadow--tl`, `button button--primary`, `alert alert--info`
 * or `margin-bottom--md` as it did in Docusaurus, and gets Infima's rules for them (from the `infima`
 * package, the version Docusaurus 3 ships), with Infima's custom properties they read. Only the rules
 * whose classes the pages use are taken, and none for a class of mistdocs's own theme (`markdown`,
 * `navbar`, `tabs`...), whose look is the theme's. A site whose pages use no such class, and whose
 * stylesheets read no `--ifm-` property, gets no sheet.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AtRule, ChildNode, Root, Rule } from 'postcss';
import { contentHash, minifyCss, packageRoot } from './bundle.js';
import type { Emitted } from './emit.js';

const require = createRequire(import.meta.url);

/** What the sheet is chosen from: Infima's rules, each with the classes a selector needs, and the theme's own classes. */
interface Source {
  root: Root;
  /** Infima's custom properties the theme reads with values of its own when a site sets none (`--ifm-color-primary`): not defined by the sheet, so the theme's colours stay. */
  themeVariables: Set<string>;
  /** Every class some Infima selector names: a page class outside this set is no reason to look further. */
  infimaClasses: Set<string>;
  themeClasses: Set<string>;
}

let source: Source | undefined;

function loadSource(): Source {
  if (source) return source;
  const postcss = require('postcss') as typeof import('postcss');
  const root = postcss.parse(readFileSync(require.resolve('infima/dist/css/default/default.css'), 'utf8'));
  const infimaClasses = new Set<string>();
  root.walkRules((rule) => rule.selectors.forEach((s) => classesOf(s, true).forEach((c) => infimaClasses.add(c))));
  const themeClasses = new Set<string>();
  const themeVariables = new Set<string>();
  for (const file of ['templates/theme.css', 'templates/blog.css']) {
    const text = readFileSync(path.join(packageRoot, file), 'utf8');
    postcss.parse(text).walkRules((rule) => rule.selectors.forEach((s) => classesOf(s, true).forEach((c) => themeClasses.add(c))));
    for (const m of text.matchAll(/var\((--ifm-[\w-]+)/g)) themeVariables.add(m[1]!);
  }
  // The primary colour's shades go with it.
  if (themeVariables.has('--ifm-color-primary')) root.walkDecls(/^--ifm-color-primary-/, (decl) => {
      themeVariables.add(decl.prop);
    });
  return (source = { root, infimaClasses, themeVariables, themeClasses });
}

/** The classes a selector names (`.button.button--primary:hover` -> button, button--primary); with `all` off, not those inside `:not(...)`, which a match does not need. */
function classesOf(selector: string, all = false): string[] {
  const needed = all ? selector : selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  return [...needed.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** The Infima classes `html` (pages' content) uses that the theme does not define. */
export function infimaClassesIn(htmls: Iterable<string>): Set<string> {
  const { infimaClasses, themeClasses } = loadSource();
  const used = new Set<string>();
  for (const html of htmls) {
    for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
      for (const name of match[1]!.split(/\s+/)) if (name && infimaClasses.has(name) && !themeClasses.has(name)) used.add(name);
    }
  }
  return used;
}

/**
 * Infima's rules for `used` and the custom properties of its `:root` and dark theme, as one minified
 * stylesheet; undefined when no class is used and the site's stylesheets read none of Infima's custom
 * properties (`var(--ifm-color-emphasis-200)` in a migrated site's CSS).
 */
export async function infimaSheet(used: ReadonlySet<string>, readsVariables: boolean): Promise<Emitted | undefined> {
  if (used.size === 0 && !readsVariables) return undefined;
  const { root, themeClasses, themeVariables } = loadSource();
  const kept = root.clone();
  kept.walk((node: ChildNode) => {
    if (node.type === 'rule') keepRule(node, used, themeClasses, themeVariables);
    else if (node.type === 'atrule' && (node as AtRule).name !== 'media' && (node as AtRule).name !== 'supports') node.remove();
    else if (node.type === 'comment') node.remove();
  });
  kept.walkAtRules((rule) => {
    if (!rule.nodes?.length) rule.remove();
  });
  // Where Infima's rules read a property the theme keeps to itself, the theme's own value stands in when the site sets none.
  const text = kept.toString().replace(/var\((--ifm-[\w-]+)\)/g, (whole, name: string) => (themeVariables.has(name) ? `var(${name}, ${THEME_VALUES[name] ?? (name.startsWith('--ifm-color-primary') ? 'var(--accent)' : 'initial')})` : whole));
  const css = await minifyCss(text);
  return css.trim() ? { path: `assets/css/infima-${contentHash(css)}.css`, data: css } : undefined;
}

/** The theme's tokens for the Infima properties it reads (templates/theme.css). */
const THEME_VALUES: Record<string, string> = {
  '--ifm-link-color': 'var(--link)',
  '--ifm-link-hover-color': 'var(--link-hover)',
  '--ifm-font-family-base': 'var(--font-body)',
  '--ifm-font-family-monospace': 'var(--font-mono)',
  '--ifm-navbar-height': 'var(--navbar-height)',
  '--ifm-code-font-size': 'var(--code-size)',
  '--ifm-container-width': '1140px',
  '--ifm-spacing-horizontal': '1rem',
};

/** A rule kept for the selectors whose classes the pages all use (none of the theme's); `:root` and dark-theme blocks for their custom properties, but those the theme reads. */
function keepRule(rule: Rule, used: ReadonlySet<string>, themeClasses: ReadonlySet<string>, themeVariables: ReadonlySet<string>): void {
  if (rule.selectors.every((s) => /^(:root|html\[data-theme=['"]?dark['"]?\])$/.test(s.trim()))) {
    rule.each((decl) => {
      if (decl.type !== 'decl' || !decl.prop.startsWith('--') || themeVariables.has(decl.prop)) decl.remove();
    });
    if (!rule.nodes.length) rule.remove();
    return;
  }
  const selectors = rule.selectors.filter((s) => {
    const needed = classesOf(s);
    return needed.length > 0 && needed.every((c) => used.has(c)) && !classesOf(s, true).some((c) => themeClasses.has(c));
  });
  if (selectors.length === 0) rule.remove();
  else rule.selectors = selectors;
}
