/** A deterministic, varied corpus of search pages for the search unit tests. */
import type { SearchPageInput } from '../../../src/search/build-index.js';
// @ts-expect-error: the generator is plain JavaScript without types.
import { prng } from '../../../bench/generate.mjs';

const VOCAB = (
  'stream push pull input output buffer track codec latency segment playlist session trigger player bitrate keyframe server ' +
  'config origin edge viewer token protocol recording transcode fallback hls dash webrtc rtmp srt cmaf docker prometheus jwt ' +
  'api call json reply request header port address listen bind certificate https tls key secret user password login account ' +
  'limit timeout retry restart process multiview encoder decoder audio video subtitle thumbnail preview analytics metrics ' +
  'statistics bandwidth connection client browser mobile embed skin option variable substitution selector tag target file ' +
  'folder path location name value default minimum maximum enable disable start stop load unload ready remove add update'
).split(' ');


/** `count` pages with 1-4 sections each; words follow a Zipf-like spread so scores vary. */
export function makeCorpus(count: number, seed = 7): SearchPageInput[] {
  const rand = prng(seed);
  const word = () => VOCAB[Math.floor(VOCAB.length * rand() ** 2)]!;
  const words = (n: number) => Array.from({ length: n }, word).join(' ');
  return Array.from({ length: count }, (_, i) => ({
    title: `${words(2)} ${i}`,
    url: `/docs/page-${i}`,
    breadcrumb: ['Docs', `Group ${i % 5}`],
    sections: [
      { id: '', heading: '', text: words(10 + Math.floor(rand() * 40)), code: rand() < 0.3 ? `curl -d '{"${word()}": ${i}}'` : '' },
      ...Array.from({ length: Math.floor(rand() * 4) }, (_, s) => ({
        id: `section-${s}`,
        heading: words(1 + Math.floor(rand() * 3)),
        text: words(5 + Math.floor(rand() * 80)),
        code: rand() < 0.4 ? `${word()}_${word()} = ${word()}` : '',
      })),
    ],
  }));
}

/** Queries over the corpus vocabulary: single words, pairs, repeats, unknown words, identifiers. */
export function makeQueries(count: number, seed = 11): string[] {
  const rand = prng(seed);
  const pick = () => VOCAB[Math.floor(VOCAB.length * rand())]!;
  const fixed = ['hls latency', 'push push stream', 'USER_NEW', 'nothingmatcheshere', 'the', 'configuring streams', 'Docker Prometheus metrics'];
  return [...fixed, ...Array.from({ length: count - fixed.length }, () => Array.from({ length: 1 + Math.floor(rand() * 3) }, pick).join(' '))];
}
