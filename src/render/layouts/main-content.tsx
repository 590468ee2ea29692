/** The main column of every page kind: what a route chunk carries and the runtime swaps in place. */
import { renderCards } from '../../shared/render-cards.js';
import { Breadcrumbs, DocFooter, Pagination, TocDesktop, TocMobile } from '../components/doc-parts.js';
import { Facts } from '../components/facts.js';
import type { PageProps } from '../props.js';
import { href } from '../props.js';

/** The note on a docs version other than the latest, with a link to this page there. */
function VersionBanner({ page }: { page: PageProps }) {
  const banner = page.versionBanner;
  if (!banner) return null;
  const { site } = page;
  return (
    <div className={`version-banner version-banner-${banner.kind}`} role="note" data-version-banner={banner.kind}>
      {banner.kind === 'unreleased' ? (
        <p>This is unreleased documentation for {site.title} {banner.label}: it describes what is being developed.</p>
      ) : (
        <p>This is documentation for {site.title} {banner.label}, which is no longer maintained.</p>
      )}
      <p>
        For up-to-date documentation, see the <a href={href(site, banner.latestHref)} data-latest-version-link="">latest version</a> ({banner.latestLabel}).
      </p>
    </div>
  );
}

function DocMain({ page }: { page: PageProps }) {
  const { site } = page;
  const showToc = !page.hideToc && page.toc.length > 0;
  return (
    <div className={`doc-wrapper${showToc ? ' has-toc' : ''}`}>
      <div className="doc-col">
        <VersionBanner page={page} />
        <Breadcrumbs items={page.breadcrumbs} site={site} />
        {page.versionBadge ? <span className="version-badge">Version: {page.versionBadge}</span> : null}
        {showToc ? <TocMobile items={page.toc} /> : null}
        <article className="doc">
          {page.hideTitle ? null : (
            <header>
              <h1>{page.title}</h1>
            </header>
          )}
          {page.facts ? <Facts facts={page.facts} site={site} /> : null}
          <div className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
          <DocFooter tags={page.tags} editUrl={page.editUrl} lastUpdated={page.lastUpdated} site={site} />
        </article>
        <Pagination previous={page.previous} next={page.next} site={site} />
      </div>
      {showToc ? <TocDesktop items={page.toc} /> : null}
    </div>
  );
}

function CategoryMain({ page }: { page: PageProps }) {
  return (
    <div className="doc-wrapper">
      <div className="doc-col">
        <VersionBanner page={page} />
        <Breadcrumbs items={page.breadcrumbs} site={page.site} />
        {page.versionBadge ? <span className="version-badge">Version: {page.versionBadge}</span> : null}
        <article className="doc generated-index">
          <header>
            <h1>{page.title}</h1>
            {page.description ? <p className="generated-index-description">{page.description}</p> : null}
          </header>
          <div dangerouslySetInnerHTML={{ __html: renderCards((page.cards ?? []).map((c) => ({ ...c, href: href(page.site, c.href) }))) }} />
        </article>
        <Pagination previous={page.previous} next={page.next} site={page.site} />
      </div>
    </div>
  );
}

function TagsMain({ page }: { page: PageProps }) {
  const groups = page.tagGroups ?? [];
  return (
    <div className="page-narrow">
      <h1>Tags</h1>
      <nav className="tags-letters" aria-label="Tags by letter">
        {groups.map((g) => (
          <a key={g.letter} href={`#letter-${g.letter}`}>
            {g.letter}
          </a>
        ))}
      </nav>
      {groups.map((g) => (
        <section key={g.letter} className="tags-group" aria-labelledby={`letter-${g.letter}`}>
          <h2 id={`letter-${g.letter}`}>{g.letter}</h2>
          <ul className="tag-list">
            {g.tags.map((t) => (
              <li key={t.slug}>
                <a className="tag" href={href(page.site, t.href)}>
                  {t.label} <span className="tag-count">{t.count}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function TagMain({ page }: { page: PageProps }) {
  const data = page.tagPage!;
  const n = data.docs.length;
  return (
    <div className="page-narrow">
      <header>
        <h1>{`${n} doc${n === 1 ? '' : 's'} tagged with "${data.tag.label}"`}</h1>
        {data.tag.description ? <p>{data.tag.description}</p> : null}
        <a className="tags-all-link" href={href(page.site, page.site.search.route.replace(/search$/, 'tags'))}>
          View all tags
        </a>
      </header>
      <ul className="tag-doc-list">
        {data.docs.map((d) => (
          <li key={d.href}>
            <a href={href(page.site, d.href)}>
              <span className="tag-doc-title">{d.title}</span>
            </a>
            {d.description ? <p>{d.description}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function SearchMain({ page }: { page: PageProps }) {
  return (
    <div className="page-narrow search-page">
      <h1>Search the documentation</h1>
      <form className="search-page-form" role="search" aria-label="Search page" action={href(page.site, page.site.search.route)} method="get">
        <input type="search" name="q" className="search-page-input" aria-label="Search terms" placeholder="Type your search here" data-search-page-input="" />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <p className="search-status" aria-live="polite" data-search-status=""></p>
      <ol className="search-results" data-search-results=""></ol>
      <noscript>
        <p>Search runs in your browser and needs JavaScript. Browse the sidebar or the tags instead.</p>
      </noscript>
    </div>
  );
}

function NotFoundMain({ page }: { page: PageProps }) {
  return (
    <div className="page-narrow not-found">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        Try the <a href={href(page.site, page.site.search.route)}>search page</a>, start again from the <a href={href(page.site, page.site.versionPath)}>home page</a>, or browse the{' '}
        <a href={href(page.site, page.site.search.route.replace(/search$/, 'tags'))}>tags</a>.
      </p>
    </div>
  );
}

export function MainContent({ page }: { page: PageProps }) {
  switch (page.kind) {
    case 'doc':
      return <DocMain page={page} />;
    case 'page':
      return (
        <div className="page-narrow standalone">
          <article className="doc">
            {page.hideTitle ? null : <h1>{page.title}</h1>}
            <div className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
          </article>
        </div>
      );
    case 'category':
      return <CategoryMain page={page} />;
    case 'tags':
      return <TagsMain page={page} />;
    case 'tag':
      return <TagMain page={page} />;
    case 'search':
      return <SearchMain page={page} />;
    case 'notFound':
      return <NotFoundMain page={page} />;
  }
}
