/**
 * The navbar search box: a plain GET form to the search page, enhanced by the search runtime (which
 * reads the index URLs and limits from its data attributes). Imports only the page props.
 */
import type { PageProps } from '../props.js';
import { href } from '../props.js';
import { translate } from '../translate.js';

export function SearchBox({ page }: { page: PageProps }) {
  const { site } = page;
  const contexts = (site.search.contexts ?? []).map((c) => ({ dir: c.dir, url: href(site, c.url) }));
  // With several docs versions, every version's index: the search page searches the version it is asked for.
  const versions = site.search.versions?.map((v) => ({ ...v, indexUrl: href(site, v.indexUrl), contexts: v.contexts?.map((c) => ({ dir: c.dir, url: href(site, c.url) })) }));
  return (
    <form className="navbar-search" role="search" action={href(site, site.search.route)} method="get" data-search-form="">
      <input
        type="search"
        name="q"
        className="search-input"
        placeholder={translate(site, 'theme.SearchBar.label', 'Search')}
        aria-label={translate(site, 'mistdocs.SearchBar.ariaLabel', 'Search the documentation')}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-expanded="false"
        aria-autocomplete="list"
        data-search-input=""
        data-index-url={site.search.indexUrl ? href(site, site.search.indexUrl) : ''}
        data-contexts={contexts.length ? JSON.stringify(contexts) : undefined}
        data-version-path={site.versionPath}
        data-version={site.versionName}
        data-versions={versions ? JSON.stringify(versions) : undefined}
        data-base-url={site.baseUrl}
        data-limit={site.search.limit}
        data-max-results={site.search.maxResults}
      />
      {site.versionName ? <input type="hidden" name="version" value={site.versionName} /> : null}
      <kbd className="search-shortcut" aria-hidden="true">Ctrl K</kbd>
    </form>
  );
}
