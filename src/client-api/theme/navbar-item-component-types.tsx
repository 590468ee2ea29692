/**
 * `@theme/NavbarItem/ComponentTypes`: the navbar item components by type, which a site's own
 * `src/theme/NavbarItem/ComponentTypes` spreads (from `@theme-original/NavbarItem/ComponentTypes`) to add
 * its `custom-<name>` types, as in Docusaurus. mistdocs draws its built-in types itself; these are there so
 * that a site's component can render a link or HTML the way the navbar does.
 */
import type { ComponentType } from 'react';
import DefaultNavbarItem from './default-navbar-item.js';

function HtmlNavbarItem({ value, className, mobile = false }: { value?: string; className?: string; mobile?: boolean }) {
  const Tag = mobile ? 'li' : 'div';
  return <Tag className={`${mobile ? 'menu-item' : 'navbar-html'}${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: value ?? '' }} />;
}

const ComponentTypes: Record<string, ComponentType<never>> = {
  default: DefaultNavbarItem,
  html: HtmlNavbarItem,
};

export default ComponentTypes;
