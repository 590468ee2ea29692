/**
 * `@theme/MDXComponents` as `@theme-original/MDXComponents` gives it to a site's own: the components MDX
 * pages may use without importing them. A site's `src/theme/MDXComponents` spreads these and adds its
 * own, which its pages then use by name. (mistdocs renders lowercase tags as HTML: overriding `a`,
 * `code` or `img` there changes nothing.)
 */
import Link from '../docusaurus/link.js';
import Head from '../docusaurus/head.js';
import Admonition from './admonition.js';
import CodeBlock from './code-block.js';
import DocCardList from './doc-card-list.js';
import Heading from './heading.js';
import Tabs, { TabItem } from './tabs.js';

const MDXComponents: Record<string, unknown> = { Head, Link, Admonition, CodeBlock, DocCardList, Heading, Tabs, TabItem };
export default MDXComponents;
