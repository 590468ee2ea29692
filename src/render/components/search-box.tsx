/** The navbar search box: a plain GET form to the search page, enhanced by the search runtime. */
import type { PageProps } from '../props.js';
import { href } from '../props.js';

export function SearchBox({ page }: { page: PageProps }) {
  const { site } = page;
  return (
    <form className="navbar-search" role="search" action={href(site, site.search.route)} method="get" data-search-form="">
      <input
        type="search"
        name="q"
        className="search-input"
        placeholder="Search"
        aria-label="Search the documentation"
        autoComplete="off"
        spellCheck={false}
        data-search-input=""
        data-index-url={site.search.indexUrl}
        data-limit={site.search.limit}
      />
      <kbd className="search-shortcut" aria-hidden="true">Ctrl K</kbd>
    </form>
  );
}
