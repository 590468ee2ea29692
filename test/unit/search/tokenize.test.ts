import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIndex } from '../../../src/search/build-index.js';
import { createSearchEngine } from '../../../src/search/engine.js';
import { useBuildLanguage } from '../../../src/search/stop-words.js';
import { MAX_TERM_LENGTH, parseQueryWords, splitWords, tokenize, useLanguage } from '../../../src/search/tokenize.js';

// English with its stop words, as the index build reads pages.
beforeEach(() => useBuildLanguage(undefined));

describe('tokenize', () => {
  it('lower-cases, drops stop words and stems, so inflections meet', () => {
    expect(tokenize('The Streams are PUSHED to the server')).toEqual(['stream', 'push', 'server']);
    expect(tokenize('configuring')).toEqual(tokenize('configuration'));
  });

  it('keeps identifiers whole and also splits them into words', () => {
    expect(tokenize('USER_NEW')).toEqual(['user_new', 'user', 'new']);
    expect(tokenize('h264 on port 1935')).toEqual(['h264', 'port', '1935']);
  });

  it('segments Japanese and Thai text into words with Intl.Segmenter', () => {
    const ja = tokenize('ストリーミング配信の設定');
    expect(ja.length).toBeGreaterThan(1);
    expect(ja).toContain('設定');
    const th = tokenize('การตั้งค่าเซิร์ฟเวอร์');
    expect(th.length).toBeGreaterThan(1);
    expect(th.join('')).toBe('การตั้งค่าเซิร์ฟเวอร์');
  });

  it('indexes a word of 65,536 characters (base64, a long URL) by its first 64, as a query typing it is read', () => {
    const word = Array.from({ length: 65_536 }, (_, i) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[(i * 7919) % 62]).join('');
    const terms = tokenize(`see ${word} streams`);
    expect(terms).toEqual(['see', word.slice(0, MAX_TERM_LENGTH).toLowerCase(), 'stream']);
    expect(parseQueryWords(word.slice(0, 100))[0]!.terms).toEqual([terms[1]]);
    expect(tokenize(`${'a'.repeat(70_000)}_${'b'.repeat(70)}`).every((t) => t.length <= MAX_TERM_LENGTH)).toBe(true);
    // The highlight still spans the whole word.
    expect(splitWords(word)[0]!.end).toBe(65_536);
  });

  it('reports word offsets for highlighting', () => {
    expect(splitWords('Hi, HLS!').map((w) => [w.word, w.start, w.end])).toEqual([
      ['hi', 0, 2],
      ['hls', 4, 7],
    ]);
  });
});

describe('parseQueryWords', () => {
  it('treats an unfinished last word as a prefix', () => {
    expect(parseQueryWords('hls late')).toEqual([
      { text: 'hls', terms: ['hls'], open: false },
      { text: 'late', terms: ['late'], open: true },
    ]);
  });

  it('treats every word as whole once the query ends in a space', () => {
    expect(parseQueryWords('hls latency ').map((w) => [w.terms, w.open])).toEqual([
      [['hls'], false],
      [['latenc'], false],
    ]);
  });

  it('keeps a stop word as a prefix while it is being typed', () => {
    expect(parseQueryWords('a')).toEqual([{ text: 'a', terms: [], open: true }]);
  });
});

describe('the language of an index', () => {
  afterEach(() => useBuildLanguage(undefined));

  it('stems and drops stop words only in English', () => {
    useBuildLanguage('fr');
    // French words are not English ones: no Porter stems, and 'on' (one) is a word here.
    expect(tokenize('On configure les flux')).toEqual(['on', 'configure', 'les', 'flux']);
    useBuildLanguage('en-GB');
    expect(tokenize('On configuring the streams')).toEqual(['configur', 'stream']);
  });

  it('reads a query without the stop words its index carries, though the search code has none of its own', () => {
    const text = (t: string) => [{ id: '', heading: '', text: t, code: '' }];
    const index = buildIndex(
      [
        { title: 'Pushing', url: '/push', breadcrumb: [], sections: text('Send a stream to another server.') },
        { title: 'Where to start', url: '/start', breadcrumb: [], sections: text('Which of these pages to read first, and where to go after that.') },
      ],
      { k1: 1.2, b: 0.75, fieldWeights: { title: 4, heading: 2, body: 1, code: 0.5 } },
    );
    expect(index.stop).toContain('where');
    // A browser that has loaded the search code and nothing else knows no stop words.
    useLanguage(undefined);
    expect(tokenize('where is the stream')).toEqual(['where', 'is', 'the', 'stream']);
    const engine = createSearchEngine(index);
    const pages = (query: string) => engine.search(query, 5).ranked.map((r) => index.pages[r.page]![1]);
    // 'where' and 'to' are stop words of the index: the query is 'push stream', and the page that only
    // says 'where to' twice does not come up.
    expect(pages('where to push the stream')).toEqual(['/push']);
    expect(parseQueryWords('where to push').map((w) => w.terms)).toEqual([[], [], ['push']]);
  });

  it('reads Arabic without its vowel marks and with one alef, as readers type it', () => {
    useLanguage('ar');
    // بثًّا (tanween and shadda), أرسل (alef with hamza), كتـــاب (tatweel).
    expect(tokenize('بثًّا أرسل كتـــاب')).toEqual(['بثا', 'ارسل', 'كتاب']);
    const [word] = splitWords('البثُّ');
    expect(word).toEqual({ word: 'البث', start: 0, end: 6 });
  });
});
