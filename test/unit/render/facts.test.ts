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
