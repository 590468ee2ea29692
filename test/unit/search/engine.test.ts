import { describe, expect, it } from 'vitest';
import { buildIndex, FREQ_PRECISION, sectionDocuments, type SearchIndexOptions } from '../../../src/search/build-index.js';
import { createSearchEngine } from '../../../src/search/engine.js';
import { matchRanges } from '../../../src/search/match-ranges.js';
import { hitOf } from '../../../src/search/index-format.js';
import { createWinkIndex, shippedIndex, winkSearch } from '../../helpers/shipped-index.js';
import { makeCorpus, makeQueries } from './corpus.js';

const options: SearchIndexOptions = { k1: 1.2, b: 0.75, fieldWeights: { title: 4, heading: 2, body: 1, code: 0.5 } };

describe('the shipped index ranks exactly as wink-bm25-text-search', () => {
  const pages = makeCorpus(400);
  const { fields } = sectionDocuments(pages);
  const wink = createWinkIndex(fields, options);
  wink.consolidate(FREQ_PRECISION);
  // The shipped files, through JSON and loaded in pieces, as the browser receives them.
  const shipped = shippedIndex(pages, options);

  it.each(makeQueries(60))('%s', async (query) => {
    const expected = wink.search(query, 50).map(([id, score]) => [Number(id), score]);
    const actual = await shipped.run(() => winkSearch(shipped.data, query, 50));
    expect(actual).toEqual(expected);
  });

  it('matches wink too with weights and parameters whose sums are not exact in binary', async () => {
    const odd: SearchIndexOptions = { k1: 1.7, b: 0.6, fieldWeights: { title: 2.7, heading: 1.3, body: 0.9, code: 0.35 } };
    const reference = createWinkIndex(fields, odd);
    reference.consolidate(FREQ_PRECISION);
    const oddShipped = shippedIndex(pages, odd);
    for (const query of makeQueries(30)) {
      const expected = reference.search(query, 50).map(([id, score]) => [Number(id), score]);
      expect(await oddShipped.run(() => winkSearch(oddShipped.data, query, 50)), query).toEqual(expected);
    }
  });

  it('covers queries with hits and ties (the comparison is not vacuous)', () => {
    const withHits = makeQueries(60).filter((q) => wink.search(q, 50).length > 0);
    expect(withHits.length).toBeGreaterThan(50);
  });
});

describe('search as you type', () => {
  const pages = [
    { title: 'HLS', url: '/outputs/hls', breadcrumb: ['Outputs'], sections: [{ id: '', heading: '', text: 'Apple HTTP Live Streaming output.', code: '' }, { id: 'latency', heading: 'Latency', text: 'Segment length decides the latency.', code: '' }] },
    { title: 'USER_NEW', url: '/triggers/user_new', breadcrumb: ['Triggers'], sections: [{ id: '', heading: '', text: 'Runs when a new user connects.', code: '' }] },
    { title: 'USER_END', url: '/triggers/user_end', breadcrumb: ['Triggers'], sections: [{ id: '', heading: '', text: 'Runs when a user session ends.', code: 'echo user' }] },
    { title: 'Docker', url: '/install/docker', breadcrumb: ['Installation'], sections: [{ id: '', heading: '', text: 'Run the server in a container.', code: 'docker run' }] },
  ];
  const entry = buildIndex(pages, options);
  const engine = createSearchEngine(entry);
  const top = (q: string) => engine.search(q, 8).ranked.map((r) => hitOf(entry, r.section)!);

  it('finds a partial last word through the wildcard', () => {
    expect(top('late')[0]).toEqual({ t: 'HLS', u: '/outputs/hls', h: '#latency', b: ['Outputs'], s: 'Latency' });
    expect(top('dock')[0]!.u).toBe('/install/docker');
  });

  it('ranks a section whose page title and heading both match first', () => {
    expect(top('hls latency')[0]).toMatchObject({ u: '/outputs/hls', h: '#latency' });
  });

  it('ranks the exact identifier above its neighbours', () => {
    expect(top('USER_NEW')[0]!.t).toBe('USER_NEW');
    expect(top('USER_NEW').map((h) => h.t)).toContain('USER_END');
  });

  it('reports the matched terms, and matchRanges finds them in text', () => {
    const outcome = engine.search('segments late', 8);
    expect(outcome.terms).toEqual(expect.arrayContaining(['segment', 'latenc']));
    const text = 'Segment length decides the latency.';
    expect(matchRanges(text, outcome.terms, outcome.prefix).map(([s, e]) => text.slice(s, e))).toEqual(['Segment', 'latency']);
  });

  it('ranks a section with every word of the query above one that repeats only one of them', () => {
    // 'push' is on most pages, so plain BM25 rates it low and the page that repeats 'stream' would win.
    const corpus = [
      { title: 'Stream keys', url: '/keys', breadcrumb: [], sections: [{ id: '', heading: '', text: 'A stream key names a stream. Stream keys map to stream names.', code: '' }] },
      { title: 'Pushing', url: '/push', breadcrumb: [], sections: [{ id: '', heading: '', text: 'Push a stream to another server.', code: '' }] },
      ...['Targets', 'Schedules', 'Retries', 'Limits'].map((title) => ({ title, url: `/${title.toLowerCase()}`, breadcrumb: [], sections: [{ id: '', heading: '', text: `${title} of a push.`, code: '' }] })),
    ];
    const index = buildIndex(corpus, options);
    const search = createSearchEngine(index);
    const first = (q: string) => hitOf(index, search.search(q, 8).ranked[0]!.section)!.u;
    expect(first('push stream')).toBe('/push');
    expect(first('push stream ')).toBe('/push');
  });

  it('ranks a whole word typed last above the longer words it begins, and still finds those', () => {
    const corpus = [
      { title: 'streamkey_add', url: '/api/streamkey_add', breadcrumb: [], sections: [{ id: '', heading: '', text: 'Adds streamkey entries; a streamkey maps to a name.', code: '' }] },
      { title: 'Concepts', url: '/concepts/streams', breadcrumb: [], sections: [{ id: '', heading: '', text: 'What a stream is and how its name is chosen, with long explanations of sources and outputs.', code: '' }] },
    ];
    const index = buildIndex(corpus, options);
    const search = createSearchEngine(index);
    const urls = (q: string) => search.search(q, 8).ranked.map((r) => hitOf(index, r.section)!.u);
    expect(urls('stream')).toEqual(['/concepts/streams', '/api/streamkey_add']);
    // While the word is still being typed, its completions count fully.
    expect(urls('streamk')[0]).toBe('/api/streamkey_add');
  });

  it('lists each page once, at its best section, with its other matching sections folded under it', () => {
    const corpus = [
      {
        title: 'Streams',
        url: '/streams',
        breadcrumb: [],
        sections: [
          { id: '', heading: '', text: 'What a stream is.', code: '' },
          { id: 'names', heading: 'Stream names', text: 'Every stream has a name; stream names are short.', code: '' },
          { id: 'wildcards', heading: 'Wildcard streams', text: 'One stream configuration serves many streams.', code: '' },
        ],
      },
      { title: 'Pushing', url: '/push', breadcrumb: [], sections: [{ id: '', heading: '', text: 'Push a stream to another server.', code: '' }] },
    ];
    const index = buildIndex(corpus, options);
    const outcome = createSearchEngine(index).search('stream', 8);
    expect(outcome.ranked.map((r) => hitOf(index, r.section)!.u)).toEqual(['/streams', '/push']);
    const [first] = outcome.ranked;
    expect(first!.more).toHaveLength(2);
    expect(new Set([first!.section, ...first!.more].map((s) => hitOf(index, s)!.u))).toEqual(new Set(['/streams']));
  });

  it('highlights the word typed, or the one word an unfinished word completed to on that page, never every completion', () => {
    const corpus = [
      { title: 'Streams', url: '/streams', breadcrumb: [], sections: [{ id: '', heading: '', text: 'Streams and their names.', code: '' }] },
      { title: 'Keys', url: '/keys', breadcrumb: [], sections: [{ id: '', heading: '', text: 'A streamkey is a secret; streamkeys, streaming, streamer.', code: '' }] },
    ];
    const index = buildIndex(corpus, options);
    const search = createSearchEngine(index);
    const highlights = (q: string) => Object.fromEntries(search.search(q, 8).ranked.map((r) => [hitOf(index, r.section)!.u, r.highlight]));
    expect(highlights('hls strea')).toEqual({ '/streams': ['streams'], '/keys': [expect.stringMatching(/^stream/)] });
    expect(highlights('stream names ')).toEqual({ '/streams': ['stream', 'names'], '/keys': ['stream'] });
  });

  it('ranks first the page a one-word query names, the overview before deeper pages and before entries named with the word', () => {
    const text = (t: string) => [{ id: '', heading: '', text: t, code: '' }];
    const corpus = [
      { title: 'stream_tags', url: '/api/calls/stream_tags', breadcrumb: [], sections: text('Stream tags of every stream, stream by stream: stream stream stream.') },
      { title: 'STREAM_UNLOAD', url: '/triggers/list/STREAM_UNLOAD', breadcrumb: [], sections: text('Runs when a stream unloads; the stream stops.') },
      { title: 'The Streams panel', url: '/configuration/interface/streams', breadcrumb: [], sections: text('Lists streams.') },
      { title: 'Streams', url: '/concepts/streams/', breadcrumb: [], sections: text('What a stream is, how it is named and where its media comes from.') },
      { title: 'Pushing', url: '/push', breadcrumb: [], sections: text('Push a stream to another server; the stream keeps running.') },
    ];
    const index = buildIndex(corpus, options);
    const search = createSearchEngine(index);
    const urls = (q: string) => search.search(q, 8).ranked.map((r) => hitOf(index, r.section)!.u);
    expect(urls('stream').slice(0, 2)).toEqual(['/concepts/streams/', '/configuration/interface/streams']);
    expect(urls('streams ').slice(0, 2)).toEqual(['/concepts/streams/', '/configuration/interface/streams']);
  });

  it('ranks first the page whose sidebar label is the query', () => {
    const text = (t: string) => [{ id: '', heading: '', text: t, code: '' }];
    const corpus = [
      { title: 'Collect viewer statistics', url: '/howto/viewers', breadcrumb: [], label: 'Analytics', sections: text('Poll the API for viewers and log sessions.') },
      { title: 'Statistics panel', url: '/interface/stats', breadcrumb: [], sections: text('Graphs of analytics: analytics per stream, analytics per protocol, analytics over time.') },
    ];
    const index = buildIndex(corpus, options);
    expect(index.pages.map((p) => p[4])).toEqual(['Analytics', undefined]);
    const urls = createSearchEngine(index).search('analytics', 8).ranked.map((r) => hitOf(index, r.section)!.u);
    expect(urls).toEqual(['/howto/viewers', '/interface/stats']);
  });

  it('ranks pages about a word above entries whose identifier merely contains it, for a one-word query', () => {
    const text = (t: string) => [{ id: '', heading: '', text: t, code: '' }];
    const corpus = [
      { title: 'RECORDING_END', url: '/triggers/list/RECORDING_END', breadcrumb: [], sections: text('Runs when a recording ends, with the file the recording went to.') },
      { title: 'Push and record streams', url: '/howto/pushing', breadcrumb: [], sections: text('Send a stream to another server, or record it to files and segments on disk, once or automatically.') },
      ...['Targets', 'Schedules', 'Retries'].map((title) => ({ title, url: `/${title.toLowerCase()}`, breadcrumb: [], sections: text(`${title} of a push.`) })),
    ];
    const index = buildIndex(corpus, options);
    const urls = (q: string) => createSearchEngine(index).search(q, 8).ranked.map((r) => hitOf(index, r.section)!.u);
    expect(urls('recording')).toEqual(['/howto/pushing', '/triggers/list/RECORDING_END']);
    expect(urls('recording end')[0]).toBe('/triggers/list/RECORDING_END');
  });

  it('finds the page a misspelt word means, below every page that has the word as typed', () => {
    const text = (t: string) => [{ id: '', heading: '', text: t, code: '' }];
    const corpus = [
      { title: 'Sessions', url: '/sessions', breadcrumb: [], sections: text('How connections are grouped into sessions, session by session.') },
      { title: 'Changelog', url: '/changelog', breadcrumb: [], sections: text('Fixed the word sesions in the log.') },
      { title: 'Docker', url: '/install/docker', breadcrumb: [], sections: text('Run the server in a container.') },
    ];
    const index = buildIndex(corpus, options);
    const search = createSearchEngine(index);
    const urls = (q: string) => search.search(q, 8).ranked.map((r) => hitOf(index, r.section)!.u);
    expect(urls('dokcer')).toEqual(['/install/docker']);
    expect(urls('dokcer container ')).toEqual(['/install/docker']);
    expect(urls('sesions')).toEqual(['/changelog', '/sessions']);
    expect(search.search('dokcer', 8).ranked[0]!.highlight).toEqual(['docker']);
  });

  it('reads a question as its content words: stop words decide nothing', () => {
    const pages = makeCorpus(120);
    const index = buildIndex(pages, options);
    const search = createSearchEngine(index);
    const order = (q: string) => search.search(q, 20).ranked.map((r) => r.section);
    expect(order('how do I record a live stream to disk')).toEqual(order('record live stream disk'));
    expect(order('how do I set the bitrate of a stream ')).toEqual(order('set bitrate stream '));
    // A stop word being typed after other words is not a prefix of anything.
    expect(order('record the stream a')).toEqual(order('record stream '));
    expect(order('record live stream disk').length).toBeGreaterThan(0);
  });

  it('lets a rare word of a question outweigh a commoner one a page repeats', () => {
    const text = (t: string) => [{ id: '', heading: '', text: t, code: '' }];
    const corpus = [
      // VLC once in a longer text; 'get' in titles and twice in short texts: plain BM25 prefers the 'get' pages.
      { title: 'Playback', url: '/playback', breadcrumb: [], sections: text(`Open the URL in VLC, ${'and the player shows the picture and sound of the stream as it arrives, '.repeat(2)}`) },
      ...['keys', 'pushes', 'logs'].map((what) => ({ title: `Get ${what}`, url: `/get-${what}`, breadcrumb: [], sections: text(`Get the ${what}; get one of the ${what}.`) })),
      ...['Targets', 'Schedules', 'Retries', 'Limits', 'Users', 'Tags'].map((title) => ({ title, url: `/${title.toLowerCase()}`, breadcrumb: [], sections: text(`${title} of a push.`) })),
    ];
    const index = buildIndex(corpus, options);
    const first = (q: string) => hitOf(index, createSearchEngine(index).search(q, 8).ranked[0]!.section)!.u;
    expect(first('get vlc')).toBe('/playback');
  });

  it('reads two words as the one name they may be written together as', () => {
    const text = (t: string) => [{ id: '', heading: '', text: t, code: '' }];
    const corpus = [
      { title: 'deletestream', url: '/api/deletestream', breadcrumb: [], sections: text('Removes streams from the configuration.') },
      { title: 'Streams', url: '/concepts/streams', breadcrumb: [], sections: text('A stream has a name. To delete a stream, delete it in the Streams panel.') },
    ];
    const index = buildIndex(corpus, options);
    const first = (q: string) => hitOf(index, createSearchEngine(index).search(q, 8).ranked[0]!.section)!.u;
    expect(first('how do I delete a stream')).toBe('/api/deletestream');
  });

  it('ranks a page about the words above one that mentions them in a single strong section', () => {
    const corpus = [
      {
        title: 'Outputs',
        url: '/outputs',
        breadcrumb: [],
        sections: [
          { id: '', heading: '', text: 'Every output MistServer has, listed by name with its port and default settings.', code: '' },
          { id: 'choosing', heading: 'Choosing', text: 'Latency: pick WebRTC for the lowest latency.', code: '' },
        ],
      },
      {
        title: 'Delivery',
        url: '/delivery',
        breadcrumb: [],
        sections: [
          { id: '', heading: '', text: 'How the way media is delivered decides the latency viewers see, from the input through the buffer to the player.', code: '' },
          { id: 'segments', heading: 'Segments', text: 'Segment length sets the latency of segmented protocols: shorter segments, lower latency.', code: '' },
          { id: 'real-time', heading: 'Real-time protocols', text: 'Real-time protocols keep latency under a second.', code: '' },
          { id: 'buffer', heading: 'The buffer', text: 'A longer buffer adds latency but survives bad networks.', code: '' },
        ],
      },
    ];
    const others = ['Targets', 'Schedules', 'Retries'].map((title) => ({ title, url: `/${title.toLowerCase()}`, breadcrumb: [], sections: [{ id: '', heading: '', text: `${title} of a push.`, code: '' }] }));
    const index = buildIndex([...corpus, ...others], options);
    const urls = createSearchEngine(index).search('latency', 8).ranked.map((r) => hitOf(index, r.section)!.u);
    // The Outputs page has the single best section; the Delivery page is about latency.
    expect(urls).toEqual(['/delivery', '/outputs']);
  });

  it('finds nothing for words the index lacks', () => {
    expect(engine.search('kubernetes', 8).ranked).toEqual([]);
  });
});

describe('warming up', () => {
  it('builds the typo neighbourhood ahead of use without changing any result', () => {
    const pages = makeCorpus(200);
    const entry = buildIndex(pages, options);
    const cold = createSearchEngine(entry);
    const warm = createSearchEngine(entry);
    warm.warmUp();
    // Misspelt words, which read the neighbourhood, and plain ones.
    for (const q of ['sesion', 'latncy', 'bufer ', 'transcde', ...makeQueries(30)]) {
      expect(warm.search(q, 50)).toEqual(cold.search(q, 50));
    }
    expect(cold.search('sesion', 8).ranked.length).toBeGreaterThan(0);
  });
});
