/**
 * Card list HTML for `:::cards` blocks, `<DocCardList />` in Markdown and the generated-index pages. Pure.
 * Each card's title is an `<h2>` and its description a `<p>`, each truncated to one line with the full
 * text in `title`, as Docusaurus's DocCard writes them (so a site's heading styles reach them); they are
 * raw HTML, so they are no headings of the page's table of contents.
 */
import type { CardItem } from './types.js';
import { escapeHtml } from './escape-html.js';

export function renderCards(cards: readonly CardItem[]): string {
  const items = cards
    .map((c) => {
      const title = escapeHtml(c.title);
      const description = c.description ?? (c.count !== undefined ? `${c.count} item${c.count === 1 ? '' : 's'}` : undefined);
      return (
        `<li class="card-item"><a class="card-link" href="${escapeHtml(c.href)}"><h2 class="card-title text--truncate" title="${title}">${title}</h2>` +
        (description ? `<p class="card-description text--truncate" title="${escapeHtml(description)}">${escapeHtml(description)}</p>` : '') +
        `</a></li>`
      );
    })
    .join('');
  return `<ul class="card-list">${items}</ul>`;
}
