import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error plain JS shared with the benchmark scripts
import { judgedQueries, keywordsOf, scoreQueries } from '../../../bench/search-metrics.mjs';
import { analyzeSite } from '../../../src/pipeline/index.js';
import { searchPagesOf } from '../../../src/pipeline/search-index.js';
import { buildIndex, type BuiltIndex } from '../../../src/search/build-index.js';
import { createSearchEngine, type SearchEngine } from '../../../src/search/engine.js';
import { hitOf } from '../../../src/search/index-format.js';
import { shippedIndex, type ShippedIndex } from '../../helpers/shipped-index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Score {
  mrr: number;
  first: number;
  success8: number;
  rows: { q: string; rank: number | null }[];
  byClass: Record<string, { mrr: number; first: number; success8: number }>;
}

/**
 * Floors, not measurements. The title set (52 queries written from the page titles) measured MRR 0.958
 * and success@8 100%; its floor sits about what five queries falling from first to fourth place cost
 * below that. The reader set (192 queries written from the reader's side, judged by reading the pages)
 * measured MRR 0.901, first 85%, success@8 98% and every typo in the top 8; its floors are the targets
 * the search has to meet, so a ranking or tokenizer change that moves many queries fails.
 */
const TITLES = { mrr: 0.88, success8: 0.95 };
const READER = { mrr: 0.85, first: 0.75, success8: 0.97, typoSuccess8: 0.8 };

let entry: BuiltIndex;
let engine: SearchEngine;
let shipped: ShippedIndex;
const urls = (q: string, limit = 50) => engine.search(q, limit).ranked.map((r) => hitOf(entry, r.section)!.u);
const score = (set: string) => scoreQueries(judgedQueries(set), (q: string) => urls(q)) as Score;
const misses = (s: Score) => s.rows.filter((r) => r.rank !== 1).map((r) => `${r.q} (${r.rank ?? 'not in top 50'})`).join(', ');

beforeAll(async () => {
  // The site's own search config, synonyms included.
  const site = await analyzeSite({ cwd: root });
  const pages = searchPagesOf(site.model, site.rendered);
  entry = buildIndex(pages, site.config.search);
  engine = createSearchEngine(entry);
  shipped = shippedIndex(pages, site.config.search);
}, 120_000);

describe('search quality on the manual', () => {
  it('keeps MRR and success@8 over the queries written from the page titles above their floors', () => {
    expect(judgedQueries('titles').length).toBeGreaterThanOrEqual(40);
    const s = score('titles');
    expect(s.mrr, `MRR ${s.mrr.toFixed(3)}; not first: ${misses(s)}`).toBeGreaterThanOrEqual(TITLES.mrr);
    expect(s.success8, `success@8 ${s.success8.toFixed(3)}; not first: ${misses(s)}`).toBeGreaterThanOrEqual(TITLES.success8);
  });

  it("meets the targets over the queries written from the reader's side", () => {
    const queries = judgedQueries('reader') as { class: string }[];
    const count = (cls: string) => queries.filter((q) => q.class === cls).length;
    expect(queries.length).toBeGreaterThanOrEqual(150);
    expect([count('head'), count('question'), count('typo'), count('partial'), count('port')]).toEqual([
      expect.toSatisfy((n: number) => n >= 40),
      expect.toSatisfy((n: number) => n >= 30),
      expect.toSatisfy((n: number) => n >= 20),
      expect.toSatisfy((n: number) => n >= 20),
      expect.toSatisfy((n: number) => n >= 10),
    ]);
    const s = score('reader');
    const said = `MRR ${s.mrr.toFixed(3)}, first ${s.first.toFixed(3)}, success@8 ${s.success8.toFixed(3)}; not first: ${misses(s)}`;
    expect(s.mrr, said).toBeGreaterThanOrEqual(READER.mrr);
    expect(s.first, said).toBeGreaterThanOrEqual(READER.first);
    expect(s.success8, said).toBeGreaterThanOrEqual(READER.success8);
    expect(s.byClass.typo!.success8, said).toBeGreaterThanOrEqual(READER.typoSuccess8);
  });

  it("ranks the reader's questions at least as well as their keywords alone would rank", async () => {
    const keywords = (await keywordsOf()) as (question: string) => string;
    const questions = (judgedQueries('reader') as { q: string; class: string }[]).filter((q) => q.class === 'question');
    const asked = scoreQueries(questions, (q: string) => urls(q)) as Score;
    const typed = scoreQueries(questions.map((q) => ({ ...q, q: keywords(q.q) })), (q: string) => urls(q)) as Score;
    // 'how do I change the port of the web interface' as 'change port web interface'.
    expect(keywords('how do I change the port of the web interface')).toBe('change port web interface');
    expect(asked.mrr, `questions ${asked.mrr.toFixed(3)}, as keywords ${typed.mrr.toFixed(3)}`).toBeGreaterThanOrEqual(typed.mrr);
    expect(asked.success8).toBeGreaterThanOrEqual(typed.success8);
  });
});

describe('what a reader of the manual sees', () => {
  it("ranks the page about streams first for 'stream', not the options and API entries named with it", () => {
    expect(urls('stream', 8)[0]).toBe('/mistserver/concepts/streams/');
    expect(urls('streams', 8)[0]).toBe('/mistserver/concepts/streams/');
  });

  it('ranks overview pages first for their one-word topic', () => {
    expect(urls('outputs', 8)[0]).toBe('/mistserver/outputs/');
    expect(urls('triggers', 8)[0]).toBe('/mistserver/integration/triggers/');
    expect(urls('api', 8).slice(0, 2)).toContain('/mistserver/integration/api/');
  });

  it('finds the page a misspelt word means', () => {
    expect(urls('dokcer', 8)[0]).toBe('/mistserver/installation/docker');
    expect(urls('webrct', 8)[0]).toBe('/mistserver/outputs/webrtc');
  });

  it("applies the config's synonyms", () => {
    expect(urls('thumbnails', 8)[0]).toBe('/mistserver/outputs/jpg');
    expect(urls('dash', 8)[0]).toBe('/mistserver/outputs/cmaf');
  });

  it('answers a question by its content words', () => {
    expect(urls('how do I record a live stream to disk', 8)).toContain('/howto/pushing');
    expect(urls('how do I delete a stream', 8)[0]).toBe('/mistserver/integration/api/calls/deletestream');
  });

  it("carries only the word typed in a result's _highlight", () => {
    for (const r of engine.search('stream', 8).ranked) expect(r.highlight, hitOf(entry, r.section)!.u).toEqual(['stream']);
  });
});

describe('the shipped index, read in pieces', () => {
  it('returns exactly the results, scores and highlights of the whole index for every judged query', async () => {
    const queries = [...judgedQueries('titles'), ...judgedQueries('reader')].map((j: { q: string }) => j.q);
    expect(queries.length).toBeGreaterThan(200);
    for (const q of queries) {
      for (const typed of [q, q.slice(0, Math.ceil(q.length / 2))]) {
        expect(await shipped.run((e) => e.search(typed, 50)), typed).toEqual(engine.search(typed, 50));
      }
    }
  });
});
