/**
 * rehype-site-components: renders the site's own MDX components (`markdown.mdxComponents`) with React's
 * renderToStaticMarkup, with their static props, the page's front matter (`frontMatter`) and their
 * children's HTML. Runs after rehype-collect,
 * so the TOC and the search index still see the children. A component that throws is an error on the
 * page at the tag's line, not a crash.
 */
import type { Element, Parent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { VFile } from 'vfile';
import { SITE_COMPONENT_TAG } from './remark-mdx-components.js';

/** Name -> the React component rendered at build time. */
export type SiteComponents = Record<string, ComponentType<Record<string, unknown>>>;

const CHILDREN_TAG = 'mistdocs-children';

export default function rehypeSiteComponents(options: { components: SiteComponents }) {
  return (tree: Root, file: VFile) => {
    const visit = (parent: Parent) => {
      parent.children.forEach((child, index) => {
        if (child.type !== 'element') return;
        visit(child);
        if (child.tagName === SITE_COMPONENT_TAG) parent.children[index] = { type: 'raw', value: render(child, options.components, file) };
      });
    };
    visit(tree);
  };
}

function render(node: Element, components: SiteComponents, file: VFile): string {
  const name = String(node.properties.dataComponent);
  const component = components[name];
  const inner = toHtml(node.children, { allowDangerousHtml: true });
  if (!component) return inner;
  try {
    // The page's front matter comes along as `frontMatter`, as Docusaurus components read it from the doc (an attribute of that name wins).
    const props = { frontMatter: file.data.frontMatter ?? {}, ...(JSON.parse(String(node.properties.dataProps ?? '{}')) as Record<string, unknown>) };
    const html = renderToStaticMarkup(createElement(component, props, node.children.length > 0 ? createElement(CHILDREN_TAG) : undefined));
    return html.replace(`<${CHILDREN_TAG}></${CHILDREN_TAG}>`, () => inner);
  } catch (error) {
    const m = file.message(`The component \`<${name}>\` failed to render: ${error instanceof Error ? error.message : String(error)}`, { place: node.position, ruleId: 'markdown/mdx-component-error', source: 'mistdocs' });
    m.fatal = true;
    m.note = `Check the \`${name}\` component given in \`markdown.mdxComponents\` of the site config; its content is shown without it.`;
    return inner;
  }
}
