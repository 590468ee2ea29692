/** `@theme/DocCardList` inside a component: cards for the docs it is given (`items`), linking each with its description. */
import { useSiteData, withBaseUrl } from '../site-context.js';

interface CardItem {
  type?: string;
  label?: string;
  href?: string;
  docId?: string;
  description?: string;
}

export default function DocCardList({ items = [], className }: { items?: CardItem[]; className?: string }) {
  const site = useSiteData();
  return (
    <section className={['cards', className].filter(Boolean).join(' ')}>
      {items.map((item, i) => {
        const doc = item.docId ? site.doc(item.docId) : undefined;
        const href = item.href ?? doc?.permalink ?? '#';
        return (
          <a key={i} className="card" href={withBaseUrl(site.siteConfig.baseUrl, href)}>
            <h2 className="card-title">{item.label ?? doc?.title}</h2>
            <p className="card-description">{item.description ?? doc?.description}</p>
          </a>
        );
      })}
    </section>
  );
}
