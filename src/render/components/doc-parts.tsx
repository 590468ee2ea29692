/** Parts of a doc page: breadcrumbs, table of contents (desktop and mobile), prev/next, tags, doc footer. */
import type { Breadcrumb, NavLink, TagRef, TocItem } from '../../shared/types.js';
import type { SiteProps } from '../props.js';
import { href } from '../props.js';
import { translate, translateNodes } from '../translate.js';

export function Breadcrumbs({ items, site }: { items: Breadcrumb[]; site: SiteProps }) {
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs theme-doc-breadcrumbs" aria-label={translate(site, 'theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
      <ol>
        <li className="breadcrumb-item">
          <a className="breadcrumb-link breadcrumb-home" href={href(site, site.versionPath)} aria-label={translate(site, 'theme.docs.breadcrumbs.home', 'Home page')}>
            <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" />
            </svg>
          </a>
        </li>
        {items.map((b, i) => {
          const last = i === items.length - 1;
          return (
            <li key={i} className="breadcrumb-item">
              {b.href && !last ? (
                <a className="breadcrumb-link" href={href(site, b.href)}>
                  {b.label}
                </a>
              ) : (
                <span className="breadcrumb-link" aria-current={last ? 'page' : undefined}>
                  {b.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Nests a flat heading list by level. */
function nest(items: TocItem[]): (TocItem & { children: TocItem[] })[] {
  const out: (TocItem & { children: TocItem[] })[] = [];
  const min = Math.min(...items.map((i) => i.level));
  for (const item of items) {
    if (item.level === min || out.length === 0) out.push({ ...item, children: [] });
    else out[out.length - 1]!.children.push(item);
  }
  return out;
}

function TocList({ items, className }: { items: TocItem[]; className?: string }) {
  return (
    <ul className={className}>
      {nest(items).map((item) => (
        <li key={item.id}>
          <a className="toc-link" href={`#${item.id}`}>
            {item.value}
          </a>
          {item.children.length ? <TocList items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function TocDesktop({ items, site }: { items: TocItem[]; site: SiteProps }) {
  if (items.length === 0) return null;
  const title = translate(site, 'theme.TOCCollapsible.toggleButtonLabel', 'On this page');
  return (
    <div className="toc-col">
      <nav className="toc theme-doc-toc-desktop" aria-label={title}>
        <p className="toc-title">{title}</p>
        <TocList items={items} className="toc-list" />
      </nav>
    </div>
  );
}

export function TocMobile({ items, site }: { items: TocItem[]; site: SiteProps }) {
  if (items.length === 0) return null;
  return (
    <details className="toc-mobile theme-doc-toc-mobile">
      <summary>{translate(site, 'theme.TOCCollapsible.toggleButtonLabel', 'On this page')}</summary>
      <TocList items={items} className="toc-list" />
    </details>
  );
}

export function Pagination({ previous, next, site }: { previous?: NavLink; next?: NavLink; site: SiteProps }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={translate(site, 'theme.docs.paginator.navAriaLabel', 'Docs pages')}>
      {previous ? (
        <a className="pagination-link pagination-prev" href={href(site, previous.href)} rel="prev">
          <span className="pagination-sublabel">{translate(site, 'theme.docs.paginator.previous', 'Previous')}</span>
          <span className="pagination-label">{previous.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pagination-link pagination-next" href={href(site, next.href)} rel="next">
          <span className="pagination-sublabel">{translate(site, 'theme.docs.paginator.next', 'Next')}</span>
          <span className="pagination-label">{next.title}</span>
        </a>
      ) : null}
    </nav>
  );
}

export function TagList({ tags, site }: { tags: TagRef[]; site: Pick<SiteProps, 'baseUrl' | 'lang' | 'strings'> }) {
  if (tags.length === 0) return null;
  return (
    <div className="doc-tags">
      <span className="doc-tags-label">{translate(site, 'theme.tags.tagsListLabel', 'Tags:')}</span>
      <ul className="tag-list">
        {tags.map((t) => (
          <li key={t.slug}>
            <a className="tag" href={href(site, t.href)} rel="tag">
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function DocFooter({ tags, editUrl, lastUpdated, site }: { tags: TagRef[]; editUrl?: string; lastUpdated?: string; site: Pick<SiteProps, 'baseUrl' | 'lang' | 'strings'> }) {
  if (tags.length === 0 && !editUrl && !lastUpdated) return null;
  return (
    <footer className="doc-footer theme-doc-footer">
      <TagList tags={tags} site={site} />
      <div className="doc-footer-meta theme-doc-footer-edit-meta-row">
        {editUrl ? (
          <a className="edit-link theme-edit-this-page" href={editUrl} target="_blank" rel="noopener noreferrer">
            {translate(site, 'theme.common.editThisPage', 'Edit this page')}
          </a>
        ) : null}
        {lastUpdated ? (
          <span className="last-updated theme-last-updated">
            {translateNodes(site, 'theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}', {
              atDate: translateNodes(site, 'theme.lastUpdated.atDate', ' on {date}', { date: <time dateTime={lastUpdated}>{formatDate(lastUpdated, site.lang)}</time> }),
              byUser: '',
            })}
          </span>
        ) : null}
      </div>
    </footer>
  );
}

/** A date as the page's language writes it, day and month in words ('23 November 2026' in English). */
function formatDate(iso: string, lang: string): string {
  const options = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;
  // British order for English: day, month, year reads the same everywhere.
  const locale = /^en\b/i.test(lang) ? 'en-GB' : lang;
  try {
    return new Date(iso).toLocaleDateString(locale, options);
  } catch {
    return new Date(iso).toLocaleDateString('en-GB', options);
  }
}
