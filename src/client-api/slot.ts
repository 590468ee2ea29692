/** A component's children as the HTML the page rendered them to, in a `<mistdocs-slot>`: the same on the server and in an island. Browser-safe. */
import { createElement } from 'react';
import { SLOT_TAG } from '../shared/islands.js';

export function Slot({ html }: { html: string }) {
  return createElement(SLOT_TAG, { style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: html } });
}
