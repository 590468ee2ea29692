/**
 * `@theme/DocPaginator`: the previous/next links of a doc page (`previous`, `next`: `{ title, permalink }`),
 * in the markup of mistdocs's own, so they look the same whoever renders them (a site's DocItem/Paginator).
 */
import Link from '../docusaurus/link.js';
import { translate } from '../docusaurus/translate.js';

interface NavLink {
  title: string;
  permalink: string;
}

export default function DocPaginator({ previous, next, className }: { previous?: NavLink; next?: NavLink; className?: string }) {
  if (!previous && !next) return null;
  return (
    <nav className={['pagination-nav', className].filter(Boolean).join(' ')} aria-label={translate({ id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages' })}>
      {previous ? <PaginatorNavLink {...previous} subLabel={translate({ id: 'theme.docs.paginator.previous', message: 'Previous' })} /> : <span />}
      {next ? <PaginatorNavLink {...next} subLabel={translate({ id: 'theme.docs.paginator.next', message: 'Next' })} isNext /> : null}
    </nav>
  );
}

/** `@theme/PaginatorNavLink`: one of those links. */
export function PaginatorNavLink({ permalink, title, subLabel, isNext }: NavLink & { subLabel?: string; isNext?: boolean }) {
  return (
    <Link className={`pagination-link ${isNext ? 'pagination-next' : 'pagination-prev'}`} to={permalink} rel={isNext ? 'next' : 'prev'}>
      {subLabel ? <span className="pagination-sublabel">{subLabel}</span> : null}
      <span className="pagination-label">{title}</span>
    </Link>
  );
}
