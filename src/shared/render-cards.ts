/** Card list HTML for `:::cards` blocks (the generated-index pages use the React Cards component). Pure. */
import type { CardItem } from './types.js';
import { escapeHtml } from './escape-html.js';


export function renderCards(cards: readonly CardItem[]): string {
  const items = cards
    .map(
      (c) =>
        `<li class="card"><a class="card-link" href="${escapeHtml(c.href)}"><span class="card-title">${escapeHtml(c.title)}</span>` +
        (c.description ? `<span class="card-description">${escapeHtml(c.description)}</span>` : c.count !== undefined ? `<span class="card-description">${c.count} item${c.count === 1 ? '' : 's'}</span>` : '') +
        `</a></li>`,
    )
    .join('');
  return `<ul class="card-list">${items}</ul>`;
}
