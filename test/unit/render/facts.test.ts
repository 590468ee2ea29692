import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Facts } from '../../../src/render/components/facts.js';
import type { ReferenceFacts, SiteProps } from '../../../src/render/props.js';

const site = { baseUrl: '/' } as unknown as SiteProps;
const output: ReferenceFacts = {
  kind: 'output',
  links: {},
  facts: {
    name: 'HLS',
    binary: 'MistOutHLS',
    default_port: null,
    codecs: { video: ['H264'], audio: ['AAC'] },
    playback_urls: ['http://HOST:8080/hls/STREAM/index.m3u8'],
    push_urls: [],
    incoming_push: [],
    options: [
      { name: 'listlimit', type: 'uint', default: 0, flag: '--list-limit', description: 'Largest number of segments in a live playlist.' },
      { name: 'nonchunked', type: 'bool', description: 'Send each segment with a `Content-Length`.' },
    ],
  },
} as ReferenceFacts;

/** The options table's rows as arrays of cell texts. */
function optionRows(html: string): string[][] {
  const table = /<table class="facts-options">.*?<\/table>/s.exec(html)![0];
  return [...table.matchAll(/<tr>(.*?)<\/tr>/gs)].map((row) => [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((cell) => cell[1]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()));
}

describe('reference options table', () => {
  it('puts each option’s flag under its name and gives the description a column of its own', () => {
    const rows = optionRows(renderToStaticMarkup(createElement(Facts, { facts: output, site })));
    expect(rows).toEqual([
      ['Option', 'Type', 'Default', 'Description'],
      ['listlimit flag --list-limit', 'uint', '0', 'Largest number of segments in a live playlist.'],
      ['nonchunked', 'bool', 'none', 'Send each segment with a Content-Length .'],
    ]);
  });
});

/** The "Source code" row of a fact table: each cell text, and each link's address and text. */
function sourceRow(html: string): { text: string; links: { href: string; text: string; target: string | undefined }[] } | undefined {
  const row = /<tr><th scope="row">Source code<\/th><td>(.*?)<\/td><\/tr>/s.exec(html);
  if (!row) return undefined;
  const links = [...row[1]!.matchAll(/<a href="([^"]*)"( target="([^"]*)")?[^>]*>(.*?)<\/a>/gs)].map((m) => ({ href: m[1]!, target: m[3], text: m[4]!.replace(/<[^>]+>/g, '') }));
  return { text: row[1]!.replace(/<li>/g, ' | ').replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim(), links };
}

describe('reference source links', () => {
  const linked = { ...site, referenceSources: { url: 'https://github.com/example/server/blob/0123abc/{path}', lineAnchor: '#L{line}' } } as SiteProps;
  const withSources = { ...output, facts: { ...output.facts, sources: ['src/output/output_hls.cpp', 'lib/http.cpp:120'] } } as ReferenceFacts;

  it('links each source file at the documented commit, a path:line at its line, in a new tab', () => {
    const row = sourceRow(renderToStaticMarkup(createElement(Facts, { facts: withSources, site: linked })));
    expect(row?.links).toEqual([
      { href: 'https://github.com/example/server/blob/0123abc/src/output/output_hls.cpp', text: 'src/output/output_hls.cpp', target: '_blank' },
      { href: 'https://github.com/example/server/blob/0123abc/lib/http.cpp#L120', text: 'lib/http.cpp:120', target: '_blank' },
    ]);
  });

  it('shows the files unlinked when the site names no repository, and no row when the page names none', () => {
    const row = sourceRow(renderToStaticMarkup(createElement(Facts, { facts: withSources, site })));
    expect(row).toEqual({ text: '| src/output/output_hls.cpp | lib/http.cpp:120', links: [] });
    expect(sourceRow(renderToStaticMarkup(createElement(Facts, { facts: output, site: linked })))).toBeUndefined();
  });

  it('leads with the line an API call is handled at, instead of a separate Handled in row', () => {
    const call = (sources?: string[]) =>
      ({ kind: 'api_call', links: {}, facts: { name: 'addstream', category: 'streams', authorization: true, related_calls: [], related_triggers: [], source: 'src/controller/controller_api.cpp:998', ...(sources ? { sources } : {}) } }) as ReferenceFacts;
    const html = renderToStaticMarkup(createElement(Facts, { facts: call(['lib/stream.cpp']), site: linked }));
    expect(html).not.toContain('Handled in');
    expect(sourceRow(html)).toEqual({
      text: '| src/controller/controller_api.cpp:998 (handles the call) | lib/stream.cpp',
      links: [
        { href: 'https://github.com/example/server/blob/0123abc/src/controller/controller_api.cpp#L998', text: 'src/controller/controller_api.cpp:998', target: '_blank' },
        { href: 'https://github.com/example/server/blob/0123abc/lib/stream.cpp', text: 'lib/stream.cpp', target: '_blank' },
      ],
    });
    // A page without sources yet keeps its Handled in row, linked.
    const before = renderToStaticMarkup(createElement(Facts, { facts: call(), site: linked }));
    expect(before).toContain('<th scope="row">Handled in</th><td><a href="https://github.com/example/server/blob/0123abc/src/controller/controller_api.cpp#L998"');
  });

  it('marks the line a trigger is fired from when the sources already name it', () => {
    const facts = { kind: 'trigger', links: {}, facts: { name: 'USER_NEW', payload: [], response: 'used', response_action: 'Refuses.', stream_specific: true, fired_by: ['MistOutHTTP'], in_source: true, source: 'src/output/output.cpp:10', sources: ['src/output/output.cpp:10', 'lib/triggers.cpp'] } } as ReferenceFacts;
    const html = renderToStaticMarkup(createElement(Facts, { facts, site: linked }));
    expect(html).toContain('<th scope="row">In the server source</th><td>Yes</td>');
    expect(sourceRow(html)?.text).toBe('| src/output/output.cpp:10 (fires the trigger) | lib/triggers.cpp');
  });
});
