import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../src/pipeline/index.js';
import { factsText, searchPagesOf } from '../../../src/pipeline/search-index.js';
import { buildIndex } from '../../../src/search/build-index.js';
import { createSearchEngine } from '../../../src/search/engine.js';
import { hitOf } from '../../../src/search/index-format.js';
// @ts-expect-error: the generator is plain JavaScript without types.
import { generateSite } from '../../../bench/generate.mjs';
import { frontMatterSchema } from '../../../src/content/schemas/front-matter.js';
import { FACTS_ANCHOR } from '../../../src/shared/anchors.js';
import { docs, model } from '../../helpers/model-inputs.js';
import type { MarkdownResult } from '../../../src/markdown/processor.js';

const output = {
  name: 'RTMP',
  binary: 'MistOutRTMP',
  default_port: 1935,
  codecs: { video: ['H264'], audio: ['AAC'] },
  playback_urls: ['rtmp://HOST:1935/play/STREAM'],
  push_urls: ['rtmp://*'],
  incoming_push: ['rtmp://HOST:1935/live/STREAM'],
  options: [{ name: 'maxkbps', type: 'uint', flag: '-K', description: 'Limit the `bitrate` per viewer.' }],
};

describe('factsText', () => {
  it('puts the words of a reference page fact table into its search text', () => {
    const text = factsText(frontMatterSchema.parse({ title: 'RTMP output', output }));
    for (const word of ['MistOutRTMP', 'default port 1935', 'H264', 'AAC', 'rtmp://HOST:1935/play/STREAM', 'rtmp://HOST:1935/live/STREAM', 'maxkbps', '-K', 'Limit the bitrate per viewer.']) expect(text).toContain(word);
  });

  it('finds the output whose table shows a port as its default before a page that mentions the port in passing', () => {
    const { model: m } = model(docs([
      ['rtmp.md', { title: 'RTMP output', output }],
      ['encoders.md', { title: 'Encoders' }],
    ]));
    const section = (id: string, heading: string, text: string) => ({ id, heading, level: id ? 2 : 1, text, code: '' });
    const md = (...sections: ReturnType<typeof section>[]) => ({ html: '', toc: [], links: [], messages: [], sections }) as unknown as MarkdownResult;
    const rendered = new Map([
      ['rtmp', md(section('', '', 'Publish and play over RTMP.'), section('playback', 'Playback', 'Players connect to the play application.'))],
      ['encoders', md(section('', '', 'Set up an encoder.'), section('obs', 'OBS', 'Point OBS at rtmp://HOST:1935/live with the stream key.'))],
    ]);
    const entry = buildIndex(searchPagesOf(m, rendered), { k1: 1.2, b: 0.75, fieldWeights: { title: 4, heading: 2, body: 1, code: 0.5 } });
    const engine = createSearchEngine(entry);
    expect(engine.search('1935', 8).ranked.map((r) => hitOf(entry, r.section)!.u)).toEqual(['/rtmp', '/encoders']);
  });

  it('is empty for a page without facts', () => {
    expect(factsText(frontMatterSchema.parse({ title: 'Plain' }))).toBe('');
  });
});

describe('searchPagesOf', () => {
  it('indexes the fact table as its own section after the intro, at the table anchor', () => {
    const { model: m } = model(docs([['rtmp.md', { title: 'RTMP output', description: 'Play over RTMP.', output }]]));
    const md = { html: '', toc: [], links: [], messages: [], sections: [{ id: '', heading: '', level: 1, text: 'Intro.', code: '' }, { id: 'playback', heading: 'Playback', level: 2, text: 'Play.', code: '' }] } as unknown as MarkdownResult;
    const [page] = searchPagesOf(m, new Map([['rtmp', md]]));
    expect(page!.sections.map((s) => s.id)).toEqual(['', FACTS_ANCHOR, 'playback']);
    // The description leads the intro, weighed as its heading; the intro's own words stay its text.
    expect(page!.sections[0]).toMatchObject({ lead: 'Play over RTMP.', text: 'Intro.' });
    expect(page!.sections[1]!.text).toContain('maxkbps');
  });
});

describe('page intro in the index', () => {
  it('leads with the description and a sidebar label that differs from the title; keywords and tags are its topics', () => {
    const { model: m } = model(docs([['stats.md', { title: 'Collect viewer statistics', sidebar_label: 'Analytics', description: 'Count viewers.', keywords: ['metrics', 'monitoring'], tags: ['prometheus'] }]]));
    const md = { html: '', toc: [], links: [], messages: [], sections: [{ id: '', heading: '', level: 1, text: 'Body.', code: '' }] } as unknown as MarkdownResult;
    const [page] = searchPagesOf(m, new Map([['stats', md]]));
    expect(page!.sections[0]).toMatchObject({ lead: 'Count viewers. Analytics', text: 'Body.' });
    expect(page!.topics).toBe('metrics monitoring prometheus');
  });
});

describe('link lists in the index', () => {
  it('leaves out later sections that only list links to other pages, but never the intro', () => {
    const { model: m } = model(docs([['calls.md', { title: 'API calls' }]]));
    const md = {
      html: '', toc: [], links: [], messages: [],
      sections: [
        { id: '', heading: '', level: 1, text: 'push_start push_stop', code: '', linkList: true },
        { id: 'request', heading: 'Request', level: 2, text: 'Send it.', code: '' },
        { id: 'related', heading: 'Related', level: 2, text: 'push_list lists pushes.', code: '', linkList: true },
      ],
    } as unknown as MarkdownResult;
    const [page] = searchPagesOf(m, new Map([['calls', md]]));
    expect(page!.sections.map((s) => s.id)).toEqual(['', 'request']);
  });
});

describe('search index address', () => {
  it('names what the index was made from: the same pages keep it, a changed word gives a new one', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-search-address-'));
    try {
      await generateSite(dir, 6);
      const build = async () => {
        const result = await compileSite({ cwd: dir, outDir: path.join(dir, 'build') });
        const home = result.files.find((f) => f.path === 'index.html')!.data as string;
        return home.match(/search-index\.json\?_=[0-9a-f]+/)![0];
      };
      const first = await build();
      expect(await build()).toBe(first);
      const doc = path.join(dir, 'content/docs/section-1/group-1/topic-1.md');
      await writeFile(doc, `${await readFile(doc, 'utf8')}\nA word no page had: zanzibar.\n`);
      expect(await build()).not.toBe(first);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
