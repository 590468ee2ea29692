/** The main column of every page kind: what a route chunk carries and the runtime swaps in place. */
import { renderCards } from '../../shared/render-cards.js';
import { Breadcrumbs, DocFooter, Pagination, TocDesktop, TocMobile } from '../components/doc-parts.js';
import { Facts } from '../components/facts.js';
import { BlogMain } from './blog.js';
import { inLanguageOf, UntranslatedNote } from '../components/untranslated-note.js';
import type { PageProps } from '../props.js';
import { href } from '../props.js';
import { translate, translateNodes } from '../translate.js';

/** The note on a docs version other than the latest, with a link to this page there. */
function VersionBanner({ page }: { page: PageProps }) {
  const banner = page.versionBanner;
  if (!banner) return null;
  const { site } = page;
  return (
    <div className={`version-banner version-banner-${banner.kind} theme-doc-version-banner`} role="note" data-version-banner={banner.kind}>
      {banner.kind === 'unreleased' ? (
        <p>{translate(site, 'theme.docs.versions.unreleasedVersionLabel', 'This is unreleased documentation for {siteTitle} {versionLabel}: it describes what is being developed.', { siteTitle: site.title, versionLabel: banner.label })}</p>
      ) : (
        <p>{translate(site, 'theme.docs.versions.unmaintainedVersionLabel', 'This is documentation for {siteTitle} {versionLabel}, which is no longer maintained.', { siteTitle: site.title, versionLabel: banner.label })}</p>
      )}
      <p>
        {translateNodes(site, 'theme.docs.versions.latestVersionSuggestionLabel', 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).', {
          latestVersionLink: (
            <a href={href(site, banner.latestHref)} data-latest-version-link="">
              {translate(site, 'theme.docs.versions.latestVersionLinkLabel', 'latest version')}
            </a>
          ),
          versionLabel: banner.latestLabel,
        })}
      </p>
    </div>
  );
}

/** 'Version: <label>' above a page of a version that shows its badge. */
function VersionBadge({ page }: { page: PageProps }) {
  if (!page.versionBadge) return null;
  return <span className="version-badge theme-doc-version-badge">{translate(page.site, 'theme.docs.versionBadge.label', 'Version: {versionLabel}', { versionLabel: page.versionBadge })}</span>;
}

function DocMain({ page }: { page: PageProps }) {
  const { site } = page;
  const showToc = !page.hideToc && page.toc.length > 0;
  return (
    <div className={`doc-wrapper${showToc ? ' has-toc' : ''}`}>
      <div className="doc-col">
        <VersionBanner page={page} />
        <UntranslatedNote page={page} />
        <Breadcrumbs items={page.breadcrumbs} site={site} />
        <VersionBadge page={page} />
        {showToc ? <TocMobile items={page.toc} site={site} /> : null}
        <article className="doc">
          {page.hideTitle ? null : (
            <header>
              <h1>{page.title}</h1>
            </header>
          )}
          {page.facts ? <Facts facts={page.facts} site={site} /> : null}
          <div className="markdown theme-doc-markdown" {...inLanguageOf(page)} dangerouslySetInnerHTML={{ __html: page.html }} />
          {page.docItem?.Footer !== undefined ? <div className="doc-item-footer" dangerouslySetInnerHTML={{ __html: page.docItem.Footer }} /> : <DocFooter tags={page.tags} editUrl={page.editUrl} lastUpdated={page.lastUpdated} site={site} />}
        </article>
        {page.docItem?.Paginator !== undefined ? <div className="doc-paginator" dangerouslySetInnerHTML={{ __html: page.docItem.Paginator }} /> : <Pagination previous={page.previous} next={page.next} site={site} />}
      </div>
      {showToc ? <TocDesktop items={page.toc} site={site} /> : null}
    </div>
  );
}

function CategoryMain({ page }: { page: PageProps }) {
  return (
    <div className="doc-wrapper">
      <div className="doc-col">
        <VersionBanner page={page} />
        <Breadcrumbs items={page.breadcrumbs} site={page.site} />
        <VersionBadge page={page} />
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
      <h1>{translate(page.site, 'theme.tags.tagsPageTitle', 'Tags')}</h1>
      <nav className="tags-letters" aria-label={translate(page.site, 'mistdocs.tags.lettersAriaLabel', 'Tags by letter')}>
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
  return (
    <div className="page-narrow">
      <header>
        <h1>{page.title}</h1>
        {data.tag.description ? <p>{data.tag.description}</p> : null}
        <a className="tags-all-link" href={href(page.site, page.site.tagsRoute ?? '/tags')}>
          {translate(page.site, 'theme.tags.tagsPageLink', 'View all tags')}
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
      <h1>{page.title}</h1>
      <form className="search-page-form" role="search" aria-label={translate(page.site, 'mistdocs.SearchPage.formLabel', 'Search page')} action={href(page.site, page.site.search.route)} method="get">
        <input type="search" name="q" className="search-page-input" aria-label={translate(page.site, 'theme.SearchPage.inputLabel', 'Search terms')} placeholder={translate(page.site, 'theme.SearchPage.inputPlaceholder', 'Type your search here')} data-search-page-input="" />
        <button type="submit" className="button">
          {translate(page.site, 'theme.SearchBar.label', 'Search')}
        </button>
      </form>
      <p className="search-status" aria-live="polite" data-search-status=""></p>
      <ol className="search-results" data-search-results=""></ol>
      <noscript>
        <p>{translate(page.site, 'mistdocs.SearchPage.noScript', 'Search runs in your browser and needs JavaScript. Browse the sidebar or the tags instead.')}</p>
      </noscript>
    </div>
  );
}

function NotFoundMain({ page }: { page: PageProps }) {
  return (
    <div className="page-narrow not-found">
      <h1>{page.title}</h1>
      <p>{translate(page.site, 'theme.NotFound.p1', 'We could not find what you were looking for.')}</p>
      <p>
        {page.site.tagsRoute
          ? translateNodes(page.site, 'mistdocs.NotFound.ways', 'Try the {searchPage}, start again from the {homePage}, or browse the {tags}.', {
              searchPage: <a href={href(page.site, page.site.search.route)}>{translate(page.site, 'mistdocs.NotFound.searchPage', 'search page')}</a>,
              homePage: <a href={href(page.site, page.site.versionPath)}>{translate(page.site, 'mistdocs.NotFound.homePage', 'home page')}</a>,
              tags: <a href={href(page.site, page.site.tagsRoute)}>{translate(page.site, 'mistdocs.NotFound.tags', 'tags')}</a>,
            })
          : translateNodes(page.site, 'mistdocs.NotFound.waysWithoutTags', 'Try the {searchPage} or start again from the {homePage}.', {
              searchPage: <a href={href(page.site, page.site.search.route)}>{translate(page.site, 'mistdocs.NotFound.searchPage', 'search page')}</a>,
              homePage: <a href={href(page.site, page.site.versionPath)}>{translate(page.site, 'mistdocs.NotFound.homePage', 'home page')}</a>,
            })}
      </p>
    </div>
  );
}

export function MainContent({ page }: { page: PageProps }) {
  switch (page.kind) {
    case 'doc':
      return <DocMain page={page} />;
    case 'page':
      if (page.wide) return <div className="react-page" dangerouslySetInnerHTML={{ __html: page.html }} />;
      return (
        <div className="page-narrow standalone">
          <UntranslatedNote page={page} />
          <article className="doc">
            {page.hideTitle ? null : <h1>{page.title}</h1>}
            <div className="markdown" {...inLanguageOf(page)} dangerouslySetInnerHTML={{ __html: page.html }} />
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
    case 'post':
    case 'blogList':
    case 'blogTags':
    case 'blogTag':
    case 'blogAuthors':
    case 'blogAuthor':
    case 'blogArchive':
      return <BlogMain page={page} />;
  }
}
