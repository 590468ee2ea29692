import { describe, expect, it } from 'vitest';
import { buildIndex, type SearchIndexOptions } from '../../../src/search/build-index.js';
import { createSearchEngine } from '../../../src/search/engine.js';
import { hitOf } from '../../../src/search/index-format.js';
import { indexSynonyms } from '../../../src/search/synonyms.js';

const options: SearchIndexOptions = { k1: 1.2, b: 0.75, fieldWeights: { title: 4, heading: 2, body: 1, code: 0.5 } };
const text = (t: string) => [{ id: '', heading: '', text: t, code: '' }];
const corpus = [
  { title: 'CMAF output', url: '/outputs/cmaf', breadcrumb: [], sections: text('Fragmented MP4 segments for players.') },
  { title: 'JPG output', url: '/outputs/jpg', breadcrumb: [], sections: text('A single frame of the stream as an image.') },
  { title: 'MPEG-TS output', url: '/outputs/ts', breadcrumb: [], sections: text('Transport stream over TCP.') },
  { title: 'Player', url: '/player', breadcrumb: [], sections: text('The player picks a thumbnail and plays DASH when it can, or MPEG video.') },
];

describe('synonyms', () => {
  it('stores the configured map as index terms, singular and plural as one key, phrases as several terms', () => {
    expect(indexSynonyms({ Thumbnails: ['jpg'], thumbnail: ['JPEG', 'jpg'], 'mpeg-ts': ['ts'], certificate: ['https', 'ssl'], the: ['x'] })).toEqual({
      thumbnail: [['jpg'], ['jpeg']],
      'mpeg ts': [['ts']],
      certif: [['https'], ['ssl']],
    });
  });

  it('lets a reader find a page by the word they use for what the page names otherwise', () => {
    const plain = buildIndex(corpus, options);
    const withSynonyms = buildIndex(corpus, { ...options, synonyms: { dash: ['cmaf'], thumbnail: ['jpg'], 'mpeg-ts': ['ts'] } });
    const first = (entry: typeof plain, q: string) => hitOf(entry, createSearchEngine(entry).search(q, 8).ranked[0]!.section)!.u;
    expect(first(plain, 'dash')).toBe('/player');
    expect(first(withSynonyms, 'dash')).toBe('/outputs/cmaf');
    expect(first(withSynonyms, 'thumbnails')).toBe('/outputs/jpg');
    // While the word is still being typed, and through a typo.
    expect(first(withSynonyms, 'thumbn')).toBe('/outputs/jpg');
    expect(first(withSynonyms, 'thumbnial')).toBe('/outputs/jpg');
    // A key of several words.
    expect(first(withSynonyms, 'mpeg-ts ')).toBe('/outputs/ts');
  });

  it('takes any word as a key or a query, even the names of object properties', () => {
    const entry = buildIndex(corpus, { ...options, synonyms: { constructor: ['player'], toString: ['cmaf'] } });
    const search = createSearchEngine(entry);
    for (const q of ['constructor', '__proto__', 'hasOwnProperty ', 'tostring', 'valueOf']) expect(() => search.search(q, 8), q).not.toThrow();
    expect(hitOf(entry, search.search('constructor', 8).ranked[0]!.section)!.u).toBe('/player');
  });

  it('highlights the word that matched on the page, not the word typed, when only the synonym is there', () => {
    const entry = buildIndex(corpus, { ...options, synonyms: { dash: ['cmaf'] } });
    const ranked = createSearchEngine(entry).search('dash', 8).ranked;
    const byUrl = Object.fromEntries(ranked.map((r) => [hitOf(entry, r.section)!.u, r.highlight]));
    expect(byUrl['/outputs/cmaf']).toEqual(['cmaf']);
    expect(byUrl['/player']).toEqual(['dash']);
  });
});
