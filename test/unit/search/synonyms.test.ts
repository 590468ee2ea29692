import { describe, expect, it } from 'vitest';
import { buildIndex, type SearchIndexOptions } from '../../../src/search/build-index.js';
import { createSearchEngine } from '../../../src/search/engine.js';
import { hitOf } from '../../../src/search/index-format.js';
import { useBuildLanguage } from '../../../src/search/stop-words.js';
import { indexSynonyms, siteReaderWords } from '../../../src/search/synonyms.js';

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
    // As the index build reads them: English, with its stop words.
    useBuildLanguage(undefined);
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

  it('counts a synonym of several words in full only where a section has all of them', () => {
    const pages = [
      { title: 'Export statistics', url: '/stats', breadcrumb: [], sections: text('Export viewer counts and bandwidth to CSV.') },
      {
        title: 'Settings',
        url: '/settings',
        breadcrumb: [],
        sections: text('Save a copy of the server: export the configuration to a file, then load that file on another server to set it up the same way.'),
      },
      { title: 'Streams', url: '/streams', breadcrumb: [], sections: text('The configuration of a stream: its name and its source.') },
      { title: 'Outputs', url: '/outputs', breadcrumb: [], sections: text('The configuration of an output: its port.') },
    ];
    const entry = buildIndex(pages, { ...options, synonyms: { backup: ['export configuration'] } });
    const ranked = createSearchEngine(entry).search('backup', 8).ranked.map((r) => hitOf(entry, r.section)!.u);
    // The page with 'export' in its title still comes, after the one that has both words.
    expect(ranked.slice(0, 2)).toEqual(['/settings', '/stats']);
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

describe("readers' words", () => {
  const sections = (counts: Record<string, number>) => (term: string) => counts[term] ?? 0;

  it('keeps the docs words a site uses far more than the reader word, and leaves to the site a key it maps itself', () => {
    const map = { ram: ['memory', 'heap size'], 'sign in': ['log in'], kick: ['disconnect'], watch: ['playback'] };
    const df = sections({ memori: 12, heap: 3, size: 40, log: 30, disconnect: 9, watch: 4, playback: 10 });
    expect(siteReaderWords(map, { df, n: 400 }, {})).toEqual({ ram: [['memori'], ['heap', 'size']], sign: [['log']], kick: [['disconnect']] });
    // A site that writes 'ram' itself, or maps 'kick' in its config, keeps its own reading.
    expect(siteReaderWords(map, { df: sections({ memori: 12, ram: 5, disconnect: 9 }), n: 400 }, { kick: [['ban']] })).toEqual({});
    // A docs word on more than a tenth of the sections leads nowhere in particular.
    expect(siteReaderWords(map, { df, n: 100 }, {})).toEqual({ ram: [['heap', 'size']], kick: [['disconnect']] });
  });

  const pages = [
    { title: 'Memory use', url: '/memory', breadcrumb: [], sections: text('Each connection holds its buffers in memory; the heap grows with the number of viewers.') },
    { title: 'Connections', url: '/connections', breadcrumb: [], sections: text('How each connection is accepted, kept alive and closed.') },
    // The rest of the site, so that memory is on a tenth of its sections at most.
    ...['Install', 'Upgrade', 'Ports', 'Logging', 'Players', 'Triggers', 'Outputs', 'Inputs', 'Recording', 'Security'].map((title) => ({ title, url: `/${title.toLowerCase()}`, breadcrumb: [], sections: text(`All about ${title.toLowerCase()}.`) })),
  ];
  const first = (entry: ReturnType<typeof buildIndex>, q: string) => hitOf(entry, createSearchEngine(entry).search(q, 8).ranked[0]!.section)!.u;

  it("lets a reader's everyday word find the page that uses the docs' word, on an English site unless turned off", () => {
    expect(first(buildIndex(pages, options), 'how much ram per connection')).toBe('/memory');
    expect(first(buildIndex(pages, { ...options, readerWords: false }), 'how much ram per connection')).toBe('/connections');
    expect(first(buildIndex(pages, { ...options, lang: 'nl' }), 'how much ram per connection')).toBe('/connections');
  });
});
