import { describe, expect, it } from 'vitest';
import { factsText } from '../../../src/build/search-index.js';
import { frontMatterSchema } from '../../../src/content/schemas/front-matter.js';

describe('factsText', () => {
  it('puts the words of a reference page fact table into its search text', () => {
    const fm = frontMatterSchema.parse({
      title: 'RTMP output',
      output: {
        name: 'RTMP',
        binary: 'MistOutRTMP',
        default_port: 1935,
        codecs: { video: ['H264'], audio: ['AAC'] },
        playback_urls: ['rtmp://HOST:1935/play/STREAM'],
        push_urls: ['rtmp://*'],
        options: [{ name: 'maxkbps', type: 'uint', flag: '-K', description: 'Limit the `bitrate` per viewer.' }],
      },
    });
    const text = factsText(fm);
    for (const word of ['MistOutRTMP', 'H264', 'AAC', 'rtmp://HOST:1935/play/STREAM', 'maxkbps', '-K', 'Limit the bitrate per viewer.']) expect(text).toContain(word);
  });

  it('is empty for a page without facts', () => {
    expect(factsText(frontMatterSchema.parse({ title: 'Plain' }))).toBe('');
  });
});
