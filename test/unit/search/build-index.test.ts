import { describe, expect, it } from 'vitest';
import { buildIndex, FREQ_PRECISION, MAX_POSTINGS, scoreUnits } from '../../../src/search/build-index.js';
import { createSearchEngine } from '../../../src/search/engine.js';
import { hitOf } from '../../../src/search/index-format.js';

/** What wink keeps of a score (toFixed to FREQ_PRECISION digits), in units of 10^-FREQ_PRECISION. */
const winkUnits = (score: number) => Math.round(Number(score.toFixed(FREQ_PRECISION)) * 10 ** FREQ_PRECISION);

describe('scoreUnits', () => {
  it('keeps every score as wink rounds it, halves included', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const scores: number[] = [0, 1, 0.00005, 0.00015, 0.00025, 1.00005, 2.71835, 12.34565];
    for (let i = 0; i < 200_000; i++) scores.push(random() * 30);
    // Halves of the last digit, and their neighbours a step of the double away, where rounding the product could differ.
    for (let k = 0; k < 300_000; k += 7) {
      const half = (k + 0.5) / 10 ** FREQ_PRECISION;
      scores.push(half, half * (1 + Number.EPSILON), half * (1 - Number.EPSILON));
    }
    const differing = scores.filter((s) => scoreUnits(s) !== winkUnits(s));
    expect(differing).toEqual([]);
  });
});

describe('a heading written as a question', () => {
  const options = { k1: 1.2, b: 0.75, fieldWeights: { title: 4, heading: 2, body: 1, code: 0.5 } };
  const section = (id: string, heading: string, text: string) => ({ id, heading, text, code: '' });
  const page = (title: string, url: string, ...sections: ReturnType<typeof section>[]) => ({ title, url, breadcrumb: [], sections });
  // The TV shows page says 'media' and 'show' all through; the FAQ asks the reader's question word for word.
  const pages = [
    page('TV Shows', '/shows', section('', '', 'Shows are media in folders: show name, season folder, episode files. Media not named this way shows up as single episodes.'), section('extras', 'Extras', 'Extra media of a show sits beside it.')),
    page('FAQ', '/faq', section('', '', 'Common questions.'), section('why-is-my-media-not-showing-up', 'Why is my media not showing up?', 'Check that the server can read the folder and that the library scan has run.'), section('can-i-change-the-port', 'Can I change the port?', 'Yes, in the networking settings.')),
  ];
  const top = (q: string) => {
    const entry = buildIndex(pages, options);
    return createSearchEngine(entry).search(q, 8).ranked.map((r) => hitOf(entry, r.section)!.u + hitOf(entry, r.section)!.h);
  };

  it('answers a reader who asks it in its words before a page that only uses the same words often', () => {
    expect(top('why is my media not showing up')[0]).toBe('/faq#why-is-my-media-not-showing-up');
  });

  it('leaves a query of its single words to the page about them', () => {
    expect(top('media')[0]!.split('#')[0]).toBe('/shows');
  });
});

describe('a word in more sections than a term keeps', () => {
  const options = { k1: 1.2, b: 0.75, fieldWeights: { title: 4, heading: 2, body: 1, code: 0.5 } };
  // 'stream' in every other page (more than a term keeps), in the title of the last, repeated in every sixth.
  const count = 2 * MAX_POSTINGS + 1000;
  const titled = count - 2;
  const pages = Array.from({ length: count }, (_, i) => ({
    title: i === titled ? 'Stream basics' : `Page ${i}`,
    url: `/p${i}`,
    breadcrumb: [],
    sections: [{ id: '', heading: '', text: `Note ${i}.${i % 2 === 0 ? ' A stream.' : ''}${i % 6 === 0 ? ' The stream, the stream and the stream again.' : ''}${i === 18 ? ' It answers about rare widgets.' : ''}`, code: '' }],
  }));
  const entry = buildIndex(pages, options);
  const t = entry.terms.indexOf('stream');
  const postings = entry.post[t]!;
  const sections: number[] = [];
  for (let i = 0, s = 0; i < postings.length; i += 2) sections.push((s += postings[i]!));

  it('keeps its best-scoring sections, in section order, and counts all of them as its document frequency', () => {
    expect(postings.length / 2).toBe(MAX_POSTINGS);
    expect(entry.df[t]).toBe(count / 2);
    expect(sections).toEqual([...sections].sort((x, y) => x - y));
    // The title match and every page that repeats the word are among those kept; pages that say it once fill the rest.
    expect(sections).toContain(titled);
    expect(sections.filter((s) => s % 6 === 0)).toHaveLength(Math.ceil(count / 6));
  });

  it("still finds the page titled with it first, and a rarer word's page by both words", () => {
    const engine = createSearchEngine(entry);
    const url = (q: string) => hitOf(entry, engine.search(q, 8).ranked[0]!.section)!.u;
    expect(url('stream')).toBe(`/p${titled}`);
    expect(url('rare widgets stream')).toBe('/p18');
  });
});
