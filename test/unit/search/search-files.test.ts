import { describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/search/contexts.js';
import { hitOf, type IndexFile } from '../../../src/search/index-format.js';
import { indexFileName, planSearchFiles, type SearchFilePlan } from '../../../src/search/search-files.js';
import { openShardedIndex } from '../../../src/search/sharded-index.js';
import { makeCorpus } from './corpus.js';

/** A planned index opened from its files with every piece loaded, and its hits. */
function hitsOf(plan: SearchFilePlan) {
  const [entry] = JSON.parse(plan.json) as IndexFile;
  const data = openShardedIndex(entry!);
  for (const piece of plan.pieces) data.add(piece.name, JSON.parse(piece.json));
  return Array.from({ length: data.n }, (_, i) => hitOf(data, i)!);
}

const base = { k1: 1.2, b: 0.75, fieldWeights: { title: 4, heading: 2, body: 1, code: 0.5 }, versionPath: '/', versionName: 'current', isLastVersion: true };

describe('search index files', () => {
  it('names files by version and context', () => {
    expect(indexFileName('current', true, '')).toBe('search-index.json');
    expect(indexFileName('1.0', false, '')).toBe('search-index-1.0.json');
    expect(indexFileName('current', true, 'mistserver/inputs')).toBe('search-index-mistserver-inputs.json');
  });

  it('puts each page in the longest context containing it', () => {
    const contexts = ['player', 'mistserver', 'mistserver/inputs'];
    expect(contextOf('/player/options', '/', contexts)).toBe('player');
    expect(contextOf('/mistserver/inputs/hls', '/', contexts)).toBe('mistserver/inputs');
    expect(contextOf('/mistserver/outputs/hls', '/', contexts)).toBe('mistserver');
    expect(contextOf('/players', '/', contexts)).toBe('');
    expect(contextOf('/howto/api', '/', contexts)).toBe('');
  });

  it('splits pages per context, each page in exactly one file', () => {
    const pages = makeCorpus(30).map((p, i) => ({ ...p, url: i % 3 === 0 ? `/player/p${i}` : `/docs/p${i}` }));
    const plans = planSearchFiles(pages, { ...base, contexts: ['/player/'] });
    expect(plans.map((p) => [p.context, p.file, p.pages])).toEqual([
      ['', 'search-index.json', 20],
      ['player', 'search-index-player.json', 10],
    ]);
    const urls = new Set(hitsOf(plans[1]!).map((hit) => hit.u));
    expect([...urls].every((u) => u.startsWith('/player/'))).toBe(true);
    expect(urls.size).toBe(10);
  });

  it('has one document per section with the spec hit shape', () => {
    const [plan] = planSearchFiles([{ title: 'HLS', url: '/hls', breadcrumb: ['Outputs'], sections: [{ id: 'latency', heading: 'Latency', text: 'x', code: '' }] }], { ...base, contexts: [] });
    // A page without intro text still gets its title entry, before its sections.
    expect(hitsOf(plan!)).toEqual([
      { t: 'HLS', u: '/hls', h: '', b: ['Outputs'], s: '' },
      { t: 'HLS', u: '/hls', h: '#latency', b: ['Outputs'], s: 'Latency' },
    ]);
  });
});
