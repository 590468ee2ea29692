/** Schema of the navbar: logo and items. Imports only zod. */
import { z } from 'zod';

/**
 * One navbar item.
 * @example { type: 'docSidebar', sidebarId: 'docs', label: 'Documentation', position: 'left' }
 * @example { label: 'Download', href: 'https://mistserver.org/download', position: 'left' }
 */
const itemFields = {
  /** `default` (a link), `docSidebar` (opens the first doc of a sidebar), `doc` (one doc by id), `dropdown` (a menu of `items`), `html` (`value` as HTML), `localeDropdown`, `docsVersionDropdown`, `search`. */
  type: z.enum(['default', 'docSidebar', 'doc', 'dropdown', 'html', 'localeDropdown', 'docsVersionDropdown', 'search']).default('default'),
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
};

/** An item of a dropdown: a link, a doc, a sidebar's first doc or HTML. */
const dropdownItemSchema = z.strictObject(itemFields);

export const navbarItemSchema = z.preprocess(
  // As in Docusaurus, an item with `items` and no type is a dropdown.
  (item) => (item && typeof item === 'object' && !('type' in item) && 'items' in item ? { ...item, type: 'dropdown' } : item),
  z.strictObject({
    ...itemFields,
    /** For `dropdown`: its links. @example [{ label: 'Blog', to: '/blog' }, { type: 'doc', docId: 'intro' }] */
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
