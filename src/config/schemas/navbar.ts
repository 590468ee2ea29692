/** Schema of the navbar: logo and items. Imports only zod. */
import { z } from 'zod';

/**
 * One navbar item.
 * @example { type: 'docSidebar', sidebarId: 'docs', label: 'Documentation', position: 'left' }
 * @example { label: 'Download', href: 'https://mistserver.org/download', position: 'left' }
 */
/** The item types mistdocs draws itself. */
export const BUILT_IN_NAVBAR_TYPES = ['default', 'docSidebar', 'doc', 'dropdown', 'html', 'localeDropdown', 'docsVersionDropdown', 'search'] as const;
type BuiltInNavbarType = (typeof BUILT_IN_NAVBAR_TYPES)[number];

/** Whether `type` names an item type a site registers itself (Docusaurus's `custom-` prefix). */
export const isCustomNavbarType = (type: unknown): type is `custom-${string}` => typeof type === 'string' && /^custom-./.test(type);

const itemType = z.custom<BuiltInNavbarType | `custom-${string}`>((t) => (BUILT_IN_NAVBAR_TYPES as readonly unknown[]).includes(t) || isCustomNavbarType(t), {
  error: (issue) => `Unknown navbar item type ${JSON.stringify(issue.input)}: use one of ${BUILT_IN_NAVBAR_TYPES.join(', ')}, or a type of the site's own named 'custom-<name>' and registered in src/theme/NavbarItem/ComponentTypes.`,
});

const itemFields = {
  /**
   * `default` (a link), `docSidebar` (opens the first doc of a sidebar), `doc` (one doc by id), `dropdown` (a menu of `items`), `html` (`value` as HTML), `localeDropdown`, `docsVersionDropdown`, `search`;
   * or `custom-<name>`, a component the site registers in `src/theme/NavbarItem/ComponentTypes` (as in Docusaurus), given the item's other keys as props.
   */
  type: itemType.default('default'),
  /** For `html`: the item's HTML. @example '<span class="badge">beta</span>' */
  value: z.string().optional(),
  /** Text shown for the item. */
  label: z.string().optional(),
  /** An internal route. @example '/mistserver/quickstart/installation' */
  to: z.string().startsWith('/').optional(),
  /** An external URL, opened in a new tab. @example 'https://github.com/DDVTECH/mistserver' */
  href: z.url().optional(),
  /** Which side of the navbar; defaults to the right. */
  position: z.enum(['left', 'right']).default('right'),
  /** For `docSidebar`: the sidebar to open. */
  sidebarId: z.string().optional(),
  /** For `doc`: the doc to link. */
  docId: z.string().optional(),
  /** For `docSidebar` and `doc`: the docs area (`docsAreas[].id`) the sidebar or doc is in; the main docs when absent. */
  docsPluginId: z.string().optional(),
  /** Accessible name, for items shown as an icon. @example 'MistServer source code on GitHub' */
  ariaLabel: z.string().optional(),
  /** Extra class name, e.g. `header-github-link` to show an icon. */
  className: z.string().optional(),
  /** For a `custom-<name>` item: every key written on it but `type`, the props its component gets. Set from the item itself. */
  props: z.record(z.string(), z.unknown()).optional(),
};

/** A custom item's keys are its component's props, whatever they are. */
function customItemProps(item: unknown): unknown {
  if (!item || typeof item !== 'object' || !('type' in item) || !isCustomNavbarType(item.type)) return item;
  const { type, ...props } = item as Record<string, unknown>;
  return { type, ...(props.position !== undefined ? { position: props.position } : {}), props };
}

/** An item of a dropdown: a link, a doc, a sidebar's first doc, HTML or an item of the site's own type. */
const dropdownItemSchema = z.preprocess(customItemProps, z.strictObject(itemFields));

export const navbarItemSchema = z.preprocess(
  (item) => {
    if (!item || typeof item !== 'object') return item;
    // As in Docusaurus, an item with `items` and no type is a dropdown.
    if (!('type' in item) && 'items' in item) return { ...item, type: 'dropdown' };
    return customItemProps(item);
  },
  z.strictObject({
    ...itemFields,
    /** For `dropdown`: its links (or items of the site's own types). @example [{ label: 'Blog', to: '/blog' }, { type: 'doc', docId: 'intro' }] */
    items: z.array(dropdownItemSchema).optional(),
  }),
);

/** @example { title: 'MistServer', logo: { alt: 'MistServer', src: '/img/logo.svg', href: 'https://mistserver.org' }, items: [] } */
export const navbarSchema = z.strictObject({
  title: z.string().optional(),
  logo: z
    .strictObject({
      alt: z.string(),
      /** A file under the site's static folder. */
      src: z.string(),
      /** Where the logo links; an external URL opens the product's home site. */
      href: z.string().default('/'),
      /** The image's width and height attributes; the navbar shows it 2rem high, its width following. */
      width: z.union([z.number(), z.string()]).optional(),
      height: z.union([z.number(), z.string()]).optional(),
    })
    .optional(),
  /** Hide the navbar when scrolling down, show it again when scrolling up. */
  hideOnScroll: z.boolean().default(false),
  items: z.array(navbarItemSchema).default([]),
});

export type NavbarItemConfig = z.output<typeof navbarItemSchema>;
