/**
 * `@theme/DocCardList` inside a component: a card for each item it is given (`items`, Docusaurus's sidebar
 * item shapes), or without `items` for each item of the sidebar category whose page this is, as
 * Docusaurus's. The markup is the cards' of Markdown pages (`renderCards`): an `<h2>` title and a `<p>`
 * description, as Docusaurus's DocCard writes them.
 */
import { useSiteData, withBaseUrl } from '../site-context.js';
import { findFirstSidebarItemLink, useCurrentSidebarCategory } from '../docusaurus/docs-client.js';

interface CardItem {
  type?: string;
  label?: string;
  href?: string;
  docId?: string;
  description?: string;
  items?: CardItem[];
  className?: string;
}

export default function DocCardList({ items, className }: { items?: CardItem[]; className?: string }) {
  return items ? <Cards items={items} className={className} /> : <CurrentCategoryCards className={className} />;
}

function CurrentCategoryCards({ className }: { className?: string }) {
  return <Cards items={useCurrentSidebarCategory().items} className={className} />;
}

function Cards({ items, className }: { items: CardItem[]; className?: string }) {
  const site = useSiteData();
  const firstLink = (item: CardItem) => findFirstSidebarItemLink(item as Parameters<typeof findFirstSidebarItemLink>[0]);
  // A category that leads to no page, and an html item, are no cards.
  const shown = items.filter((item) => item.type !== 'html' && (item.type !== 'category' || firstLink(item) !== undefined));
  return (
    <ul className={['card-list', className].filter(Boolean).join(' ')}>
      {shown.map((item, i) => {
        const doc = item.docId ? site.doc(item.docId) : undefined;
        const href = (item.type === 'category' ? firstLink(item) : item.href) ?? doc?.permalink ?? '#';
        const title = item.label ?? doc?.title ?? '';
        const count = item.items?.length ?? 0;
        const description = item.description ?? doc?.description ?? (item.type === 'category' ? `${count} item${count === 1 ? '' : 's'}` : undefined);
        return (
          <li key={i} className={['card-item', item.className].filter(Boolean).join(' ')}>
            <a className="card-link" href={withBaseUrl(site.siteConfig.baseUrl, href)}>
              <h2 className="card-title text--truncate" title={title}>
                {title}
              </h2>
              {description ? (
                <p className="card-description text--truncate" title={description}>
                  {description}
                </p>
              ) : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
