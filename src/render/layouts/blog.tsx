/**
 * The blog's pages, as Docusaurus's classic theme lays them out: the recent posts beside the page, then a
 * post in full, or a list of posts (each its excerpt and a "Read more" link) with links to newer and
 * older pages, the tags and authors pages and the archive. Imports only the renderer's own modules.
 */
import type { ReactElement } from 'react';
import { DocFooter, TagList, TocDesktop, TocMobile } from '../components/doc-parts.js';
import type { BlogAuthorProps, BlogPostProps, PageProps, SiteProps } from '../props.js';
import { href } from '../props.js';
import { inLanguageOf, UntranslatedNote } from '../components/untranslated-note.js';
import { translate } from '../translate.js';

/** Items in runs of the same year, in their order. */
function yearGroups<T extends { year: string }>(items: readonly T[]): [string, T[]][] {
  const groups: [string, T[]][] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last[0] === item.year) last[1].push(item);
    else groups.push([item.year, [item]]);
  }
  return groups;
}

function SidebarPosts({ page, items }: { page: PageProps; items: readonly { title: string; href: string }[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.href}>
          <a href={href(page.site, item.href)} aria-current={item.href === page.route ? 'page' : undefined} className={item.href === page.route ? 'active' : undefined}>
            {item.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

function BlogSidebar({ page }: { page: PageProps }) {
  const sidebar = page.blog!.sidebar;
  if (!sidebar) return null;
  return (
    <aside className="blog-sidebar">
      <nav aria-label={translate(page.site, 'theme.blog.sidebar.navAriaLabel', 'Blog recent posts navigation')}>
        <p className="blog-sidebar-title">{sidebar.title}</p>
        {/* Grouped by year, newest first, as Docusaurus 3.5 and later show them (unless groupByYear is false). */}
        {sidebar.groupByYear ? (
          yearGroups(sidebar.items).map(([year, items]) => (
            <div role="group" key={year}>
              <h3 className="blog-sidebar-year">{year}</h3>
              <SidebarPosts page={page} items={items} />
            </div>
          ))
        ) : (
          <SidebarPosts page={page} items={sidebar.items} />
        )}
      </nav>
    </aside>
  );
}

/** An author: picture, name (linked to their page, else their URL), title and social links. */
function Author({ author, site, heading }: { author: BlogAuthorProps; site: SiteProps; heading?: boolean }) {
  const link = author.page ? href(site, author.page) : author.url;
  const name = author.name ?? author.key ?? '';
  const Name = heading ? 'h1' : 'span';
  return (
    <div className="blog-author">
      {author.imageURL ? <img className="blog-author-image" src={href(site, author.imageURL)} alt={name} width={48} height={48} loading="lazy" /> : null}
      <div className="blog-author-text">
        <Name className="blog-author-name">{link ? <a href={link}>{name}</a> : name}</Name>
        {author.title ? <small className="blog-author-title">{author.title}</small> : null}
        {author.description && heading ? <p className="blog-author-description">{author.description}</p> : null}
        {author.socials?.length ? (
          <span className="blog-author-socials">
            {author.socials.map((s) => (
              <a key={s.platform} href={s.url} target="_blank" rel="noopener noreferrer" title={s.platform}>
                {s.platform}
              </a>
            ))}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** '5 min read', as Docusaurus rounds it. */
function readingTimeLabel(site: SiteProps, minutes: number): string {
  const rounded = Math.ceil(minutes);
  return rounded === 1 ? translate(site, 'theme.blog.post.readingTime.plurals.one', 'One min read') : translate(site, 'theme.blog.post.readingTime.plurals.other', '{readingTime} min read', { readingTime: rounded });
}

/** A post's header: its title (a link on lists), date, reading time and authors. */
function PostHeader({ post, site, list }: { post: BlogPostProps; site: SiteProps; list: boolean }) {
  const Title = list ? 'h2' : 'h1';
  return (
    <header className="blog-post-header">
      <Title className="blog-post-title">{list ? <a href={href(site, post.href)}>{post.title}</a> : post.title}</Title>
      <div className="blog-post-meta">
        <time dateTime={post.date}>{post.formattedDate}</time>
        {post.readingTime !== undefined ? (
          <>
            {' · '}
            <span className="blog-reading-time">{readingTimeLabel(site, post.readingTime)}</span>
          </>
        ) : null}
      </div>
      {post.authors.length ? (
        <div className="blog-authors">
          {post.authors.map((a, i) => (
            <Author key={i} author={a} site={site} />
          ))}
        </div>
      ) : null}
    </header>
  );
}

/** A post on a list: its excerpt, tags, and "Read more" when it goes on. */
function PostExcerpt({ post, site }: { post: BlogPostProps; site: SiteProps }) {
  return (
    <article className="blog-post blog-post-excerpt">
      <PostHeader post={post} site={site} list />
      <div className="markdown" dangerouslySetInnerHTML={{ __html: post.html }} />
      {post.tags.length || post.truncated ? (
        <footer className="blog-post-footer">
          <TagList tags={post.tags} site={site} />
          {post.truncated ? (
            <a className="blog-read-more" href={href(site, post.href)} aria-label={translate(site, 'theme.blog.post.readMoreLabel', 'Read more about {title}', { title: post.title })}>
              <b>{translate(site, 'theme.blog.post.readMore', 'Read more')}</b>
            </a>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}

/** Links to the newer and older pages of a list. */
function ListPaginator({ page }: { page: PageProps }) {
  const p = page.blog!.pagination;
  if (!p || (!p.previous && !p.next)) return null;
  const { site } = page;
  return (
    <nav className="pagination-nav blog-list-paginator" aria-label={translate(site, 'theme.blog.paginator.navAriaLabel', 'Blog list page navigation')}>
      {p.previous ? (
        <a className="pagination-link pagination-prev" href={href(site, p.previous)} rel="prev">
          <span className="pagination-label">{translate(site, 'theme.blog.paginator.newerEntries', 'Newer entries')}</span>
        </a>
      ) : null}
      {p.next ? (
        <a className="pagination-link pagination-next" href={href(site, p.next)} rel="next">
          <span className="pagination-label">{translate(site, 'theme.blog.paginator.olderEntries', 'Older entries')}</span>
        </a>
      ) : null}
    </nav>
  );
}

/** Links to the newer and the older post. */
function PostPaginator({ page }: { page: PageProps }) {
  const { site, previous, next } = page;
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav blog-post-paginator" aria-label={translate(site, 'theme.blog.post.paginator.navAriaLabel', 'Blog post page navigation')}>
      {previous ? (
        <a className="pagination-link pagination-prev" href={href(site, previous.href)} rel="prev">
          <span className="pagination-sublabel">{translate(site, 'theme.blog.post.paginator.newerPost', 'Newer post')}</span>
          <span className="pagination-label">{previous.title}</span>
        </a>
      ) : null}
      {next ? (
        <a className="pagination-link pagination-next" href={href(site, next.href)} rel="next">
          <span className="pagination-sublabel">{translate(site, 'theme.blog.post.paginator.olderPost', 'Older post')}</span>
          <span className="pagination-label">{next.title}</span>
        </a>
      ) : null}
    </nav>
  );
}

function PostPage({ page }: { page: PageProps }) {
  const { site } = page;
  const post = page.blog!.post!;
  const showToc = !page.hideToc && page.toc.length > 0;
  return (
    <div className={`blog-main${showToc ? ' has-toc' : ''}`}>
      <UntranslatedNote page={page} />
      {showToc ? <TocMobile items={page.toc} site={site} /> : null}
      <article className="blog-post doc">
        <PostHeader post={{ ...post, title: page.hideTitle ? '' : post.title }} site={site} list={false} />
        <div className="markdown" {...inLanguageOf(page)} dangerouslySetInnerHTML={{ __html: page.html }} />
        <DocFooter tags={post.tags} editUrl={post.editUrl} lastUpdated={post.lastUpdate?.date} site={site} />
      </article>
      <PostPaginator page={page} />
      {showToc ? <TocDesktop items={page.toc} site={site} /> : null}
    </div>
  );
}

function ListPage({ page, heading }: { page: PageProps; heading?: ReactElement }) {
  return (
    <div className="blog-main">
      {heading}
      {(page.blog!.posts ?? []).map((post) => (
        <PostExcerpt key={post.href} post={post} site={page.site} />
      ))}
      <ListPaginator page={page} />
    </div>
  );
}

function TagsPage({ page }: { page: PageProps }) {
  return (
    <div className="blog-main">
      <h1>{page.title}</h1>
      <ul className="tag-list blog-tags-list">
        {(page.blog!.tags ?? []).map((t) => (
          <li key={t.href}>
            <a className="tag" href={href(page.site, t.href)}>
              {t.label} <span className="tag-count">{t.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function AuthorsPage({ page }: { page: PageProps }) {
  return (
    <div className="blog-main">
      <h1>{page.title}</h1>
      <ul className="blog-authors-list">
        {(page.blog!.authors ?? []).map((a) => (
          <li key={a.key}>
            <Author author={a} site={page.site} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ArchivePage({ page }: { page: PageProps }) {
  const { site } = page;
  return (
    <div className="blog-main blog-archive">
      <header>
        <h1>{page.title}</h1>
      </header>
      {(page.blog!.archive ?? []).map((year) => (
        <section key={year.year} className="blog-archive-year">
          <h2>{year.year}</h2>
          <ul>
            {year.posts.map((p) => (
              <li key={p.href}>
                <a href={href(site, p.href)}>
                  <time dateTime={p.date}>{p.formattedDate}</time> - {p.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Every blog page: the recent posts beside what the page shows. */
export function BlogMain({ page }: { page: PageProps }) {
  const blog = page.blog!;
  const { site } = page;
  let main: ReactElement;
  switch (blog.view) {
    case 'post':
      main = <PostPage page={page} />;
      break;
    case 'list':
      main = <ListPage page={page} />;
      break;
    case 'tag':
      main = (
        <ListPage
          page={page}
          heading={
            <header className="blog-list-header">
              <h1>{page.title}</h1>
              {blog.tag?.description ? <p>{blog.tag.description}</p> : null}
              <a className="tags-all-link" href={href(site, blog.tagsRoute!)}>
                {translate(site, 'theme.tags.tagsPageLink', 'View all tags')}
              </a>
            </header>
          }
        />
      );
      break;
    case 'author':
      main = (
        <ListPage
          page={page}
          heading={
            <header className="blog-list-header blog-author-header">
              <Author author={blog.author!} site={site} heading />
            </header>
          }
        />
      );
      break;
    case 'tags':
      main = <TagsPage page={page} />;
      break;
    case 'authors':
      main = <AuthorsPage page={page} />;
      break;
    case 'archive':
      main = <ArchivePage page={page} />;
      break;
  }
  return (
    <div className={`blog-wrapper${blog.sidebar ? ' has-blog-sidebar' : ''}`} data-blog={blog.view}>
      <BlogSidebar page={page} />
      {main}
    </div>
  );
}
