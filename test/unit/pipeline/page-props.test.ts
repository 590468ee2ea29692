import { describe, expect, it } from 'vitest';
import { placeTitle } from '../../../src/pipeline/page-props.js';

const h1 = (text: string) => `<h1 id="x" class="anchor">${text}<a class="hash-link" href="#x" aria-label="Direct link">#</a></h1>`;

describe("placeTitle: a doc's h1, as Docusaurus places it", () => {
  it('moves an opening h1 that repeats the title into the page header', () => {
    expect(placeTitle(`${h1('Tom &#x26; Jerry')}\n<p>Body</p>`, 'Tom & Jerry', false)).toEqual({ html: '<p>Body</p>', hideTitle: false });
  });

  it("keeps an opening h1 that differs from the front matter's title, and adds no title above it", () => {
    const html = `${h1('Overview')}\n<p>Body</p>`;
    expect(placeTitle(html, 'Conversions', false)).toEqual({ html, hideTitle: true });
  });

  it('takes a later h1 for the title when no other heading or rule comes before it', () => {
    const html = `<div class="admonition"><p>Note</p></div>\n${h1('Channels')}\n<h2>More</h2>`;
    expect(placeTitle(html, 'Web Socket API', false)).toEqual({ html, hideTitle: true });
  });

  it('shows the title on top when an h2 or a thematic break comes before any h1', () => {
    for (const html of [`<p>Intro</p>\n<h2>Part</h2>\n${h1('Late')}`, `<hr>\n${h1('Late')}`, '<p>No headings</p>']) expect(placeTitle(html, 'Doc', false)).toEqual({ html, hideTitle: false });
  });

  it('with hide_title, drops only the added title: an h1 of the content stays', () => {
    const html = `${h1('Doc')}\n<p>Body</p>`;
    expect(placeTitle(html, 'Doc', true)).toEqual({ html, hideTitle: true });
    expect(placeTitle('<p>Body</p>', 'Doc', true)).toEqual({ html: '<p>Body</p>', hideTitle: true });
  });
});
