import { describe, expect, it } from 'vitest';
import { mineAbbreviations } from '../../../src/search/abbreviations.js';
import { buildIndex, type SearchPageInput } from '../../../src/search/build-index.js';
import { createSearchEngine } from '../../../src/search/engine.js';
import { hitOf } from '../../../src/search/index-format.js';

/** A page of one section of text. */
const page = (title: string, url: string, text: string): SearchPageInput => ({ title, url, breadcrumb: [], sections: [{ id: '', heading: '', text, code: '' }] });

/** The search over some pages: query -> the URLs it lists, best first. */
function searchOf(pages: SearchPageInput[]): (query: string) => string[] {
  const entry = buildIndex(pages, { k1: 1.2, b: 0.75, fieldWeights: { title: 4, heading: 2, body: 1, code: 0.5 } });
  const engine = createSearchEngine(entry);
  return (query) => engine.search(query, 8).ranked.map((r) => hitOf(entry, r.section)!.u);
}

describe('abbreviations a site defines', () => {
  it('reads "words (ABBR)" and "ABBR (words)", hyphenated words and left-out small words included', () => {
    const mined = mineAbbreviations([
      'Browsers send Cross-Origin Resource Sharing (CORS) headers.',
      'Intel cards offer QSV (Quick Sync Video) for encoding.',
      'Files are served as Video on Demand (VOD), streams live.',
    ]);
    expect(mined).toEqual({
      cors: ['cross-origin resource sharing'],
      'cross-origin resource sharing': ['cors'],
      qsv: ['quick sync video'],
      'quick sync video': ['qsv'],
      vod: ['video on demand'],
      'video on demand': ['vod'],
    });
  });

  it('pairs an acronym the site writes with a hyphenated compound it spells, where the site never defines it', () => {
    const written = ['VoD', 'PiP', 'HD', 'pip', 'Demo'];
    const texts = [
      'Files play as video-on-demand streams; live streams do not.',
      'A video-on-demand stream starts where the viewer asks.',
      'Picture-in-picture shows a second stream in a corner of the first.',
      'Players with picture-in-picture keep playing in a small window.',
      'Turn on high-definition output once.',
    ];
    expect(mineAbbreviations(texts, written)).toEqual({
      vod: ['video on demand'],
      'video on demand': ['vod'],
      pip: ['picture in picture'],
      'picture in picture': ['pip'],
    });
    // Written once, or only in lower case, or in a path: no pair.
    expect(mineAbbreviations(['One video-on-demand stream.', 'see /srv/video-on-demand-files/ and video-on-demand-x1'], ['VoD'])).toEqual({});
    expect(mineAbbreviations(texts, ['vod', 'pip'])).toEqual({});
  });

  it('leaves out brackets that are no definition', () => {
    expect(mineAbbreviations(['Set the port (TCP) first.', 'The server (Linux only) restarts.', 'Use h264 (default) or HEVC (H265).'])).toEqual({});
  });

  it('finds the page that writes an abbreviation out by the abbreviation, and the other way round', () => {
    const urls = searchOf([
      page('Hardware', '/hardware', 'Intel GPUs encode with Quick Sync Video (QSV).'),
      page('Encoding', '/encoding', 'Turn on quick sync video in the dashboard to encode faster.'),
      page('Tuning', '/tuning', 'The QSV preset trades speed for quality.'),
    ]);
    expect(urls('qsv')).toEqual(expect.arrayContaining(['/hardware', '/tuning', '/encoding']));
    expect(urls('quick sync video')).toEqual(expect.arrayContaining(['/hardware', '/encoding', '/tuning']));
  });

  it('finds the page that says "video-on-demand" for "vod" when another page writes VoD, with no definition anywhere', () => {
    const urls = searchOf([
      page('Files', '/files', 'A file becomes a video-on-demand stream. Each video-on-demand stream starts on request.'),
      page('Inputs', '/inputs', 'Live and VoD inputs differ in how they start.'),
      page('Push', '/push', 'Pushing sends a stream out.'),
    ]);
    expect(urls('vod')).toEqual(expect.arrayContaining(['/files', '/inputs']));
    expect(urls('vod')).not.toContain('/push');
  });
});
