import { describe, expect, it } from 'vitest';
import { buildIndex, type SearchIndexOptions } from '../../../src/search/build-index.js';
import { createSearchEngine } from '../../../src/search/engine.js';
import { expandTerms, frontCode, hitOf, type IndexFile, type TermShard } from '../../../src/search/index-format.js';
import { shippedIndex } from '../../helpers/shipped-index.js';
import { makeCorpus, makeQueries } from './corpus.js';

const options: SearchIndexOptions = { k1: 1.2, b: 0.75, fieldWeights: { title: 4, heading: 2, body: 1, code: 0.5 }, synonyms: { dash: ['cmaf'] } };

describe('the index read in pieces', () => {
  const pages = makeCorpus(400);
  const whole = createSearchEngine(buildIndex(pages, options));
  // Small shards, so most queries span several of them.
  const shipped = shippedIndex(pages, options, 2048);
  const queries = [...makeQueries(80), 'str', 'stre', 'sesion ', 'latncy', 'dash', 'USER_NEW', 'push stream ', 'conf'];

  it('returns exactly the whole index results, scores, terms and highlights', async () => {
    for (const q of queries) {
      const expected = whole.search(q, 50);
      expect(await shipped.run((engine) => engine.search(q, 50)), q).toEqual(expected);
    }
  });

  it('has many term shards, and a query loads only the ones its words need and the pages it shows', async () => {
    const fresh = shippedIndex(pages, options, 2048);
    const shards = [...fresh.files.keys()].filter((name) => /\/t\d+\.json$/.test(name));
    expect(shards.length).toBeGreaterThan(10);
    const outcome = await fresh.run((engine) => engine.search('latency', 8));
    expect(outcome.ranked.length).toBe(8);
    const loadedShards = fresh.loaded.filter((name) => /\/t\d+\.json$/.test(name));
    const loadedPages = fresh.loaded.filter((name) => /\/p\d+\.json$/.test(name));
    expect(loadedShards.length).toBeLessThanOrEqual(3);
    const [entry] = JSON.parse(fresh.first) as IndexFile;
    expect(loadedPages.sort()).toEqual(outcome.ranked.map((r) => `${entry!.index.dir}/p${fresh.data.pageOf[r.section]}.json`).sort());
    expect(hitOf(fresh.data, outcome.ranked[0]!.section)).toBeDefined();
  });

  it("carries readers' words in the shards: a query loads its own words' entries, and an unknown word loads nothing", async () => {
    const text = (t: string) => [{ id: '', heading: '', text: t, code: '' }];
    const site = [
      { title: 'Memory use', url: '/memory', breadcrumb: [], sections: text('Each connection holds its buffers in memory.') },
      { title: 'Dashboard', url: '/dashboard', breadcrumb: [], sections: text('The dashboard shows the state of the server at a glance.') },
      { title: 'Connections', url: '/connections', breadcrumb: [], sections: text('How each connection is accepted, kept alive and closed.') },
      { title: 'Upgrade', url: '/upgrade', breadcrumb: [], sections: text('Ask your admin before moving to a new release.') },
      ...['Install', 'Ports', 'Logging', 'Players', 'Triggers', 'Outputs', 'Inputs', 'Recording', 'Security'].map((title) => ({ title, url: `/${title.toLowerCase()}`, breadcrumb: [], sections: text(`All about ${title.toLowerCase()}.`) })),
    ];
    const wholeSite = createSearchEngine(buildIndex(site, options));
    const [entry] = JSON.parse(shippedIndex(site, options, 64).first) as IndexFile;
    // 'ram' is no word of the site, so its entry comes with the first file; 'admin' is, so its shard carries it.
    expect(Object.keys(entry!.index.rel!)).toContain('ram');
    expect(Object.keys(entry!.index.rel!)).not.toContain('admin');
    for (const q of ['how much ram per connection', 'where is the admin panel', 'connection']) {
      const fresh = shippedIndex(site, options, 64);
      const outcome = await fresh.run((engine) => engine.search(q, 8));
      expect(outcome, q).toEqual(wholeSite.search(q, 8));
    }
    const ram = shippedIndex(site, options, 64);
    expect(hitOf(ram.data, (await ram.run((engine) => engine.search('ram', 8))).ranked[0]!.section)!.u).toBe('/memory');
    const panel = shippedIndex(site, options, 64);
    expect(hitOf(panel.data, (await panel.run((engine) => engine.search('admin panel', 8))).ranked[0]!.section)!.u).toBe('/dashboard');
    const unknown = shippedIndex(site, options, 64);
    await unknown.run((engine) => engine.search('zzyzx', 8));
    expect(unknown.loaded).toEqual([]);
  });

  it('puts the shards and page files in a folder named by their contents, so an unchanged index keeps its names', () => {
    const again = shippedIndex(pages, options, 2048);
    expect([...again.files.keys()]).toEqual([...shipped.files.keys()]);
    const changed = shippedIndex([...pages.slice(1), pages[0]!], options, 2048);
    const dir = (names: Iterable<string>) => new Set([...names].map((n) => n.slice(0, n.lastIndexOf('/'))));
    expect(dir(changed.files.keys())).not.toEqual(dir(shipped.files.keys()));
    const [entry] = JSON.parse(shipped.first) as IndexFile;
    expect(dir(shipped.files.keys())).toEqual(new Set([entry!.index.dir]));
  });

  it('stores a term whose scores repeat as its distinct scores and picks, and reads every term back as built', async () => {
    const built = buildIndex(pages, options);
    const fresh = shippedIndex(pages, options, 2048);
    const stored = [...fresh.files].filter(([name]) => /\/t\d+\.json$/.test(name)).flatMap(([, json]) => Object.values((JSON.parse(json) as TermShard).post));
    expect(stored.some((p) => Array.isArray(p[0]))).toBe(true);
    expect(stored.some((p) => typeof p[0] === 'number')).toBe(true);
    await fresh.run((engine) => engine.search(built.terms.join(' '), 8));
    built.terms.forEach((term, t) => expect(Array.from(fresh.data.postings(t)!), term).toEqual(Array.from(built.post[t]!)));
  });

  it('keeps a site with no pages searchable (nothing found)', async () => {
    const empty = shippedIndex([], options);
    expect((await empty.run((engine) => engine.search('stream', 8))).ranked).toEqual([]);
  });
});

describe('front-coded terms', () => {
  it('gives back the sorted terms exactly, digits, long shared starts and characters outside the BMP included', () => {
    const long = 'x'.repeat(50);
    const terms = ['', '1', '10', '100', '2', 'stream', 'streaming', 'streams', `${long}a`, `${long}b`, 'ü', 'üb', '\u{1F600}a', '\u{1F601}', '流', '流媒体'].sort();
    const coded = frontCode(terms);
    expect(expandTerms(JSON.parse(JSON.stringify(coded)) as string[])).toEqual(terms);
    // Neighbours share their starts: 'streaming' after 'stream' is stored as its last three letters.
    expect(coded[terms.indexOf('streaming')]).toBe('6ing');
    expect(frontCode([])).toEqual([]);
  });
});

