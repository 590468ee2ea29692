import { describe, expect, it } from 'vitest';
import { buildIndex, type SearchIndexOptions } from '../../../src/search/build-index.js';
import { createSearchEngine } from '../../../src/search/engine.js';
import { hitOf, type IndexFile } from '../../../src/search/index-format.js';
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

  it('puts the shards and page files in a folder named by their contents, so an unchanged index keeps its names', () => {
    const again = shippedIndex(pages, options, 2048);
    expect([...again.files.keys()]).toEqual([...shipped.files.keys()]);
    const changed = shippedIndex([...pages.slice(1), pages[0]!], options, 2048);
    const dir = (names: Iterable<string>) => new Set([...names].map((n) => n.slice(0, n.lastIndexOf('/'))));
    expect(dir(changed.files.keys())).not.toEqual(dir(shipped.files.keys()));
    const [entry] = JSON.parse(shipped.first) as IndexFile;
    expect(dir(shipped.files.keys())).toEqual(new Set([entry!.index.dir]));
  });

  it('keeps a site with no pages searchable (nothing found)', async () => {
    const empty = shippedIndex([], options);
    expect((await empty.run((engine) => engine.search('stream', 8))).ranked).toEqual([]);
  });
});
