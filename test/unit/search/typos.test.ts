import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stemWord } from '../../../src/search/tokenize.js';
import { deletionNeighbourhood, editDistance, editsAllowed, typoCandidates } from '../../../src/search/typos.js';

const vocabulary = ['acknowledg', 'docker', 'webrtc', 'transcod', 'session', 'stream', 'prometheus', 'fallback', 'fall', 'playlist', 'login', 'engin', 'hls', 'api'].sort();
const neighbourhood = deletionNeighbourhood(vocabulary);
const corrections = (word: string) => typoCandidates(word, stemWord(word), vocabulary, neighbourhood).map((c) => vocabulary[c.term]);

describe('edit distance', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('dokcer', 'docker', 2)).toBe(1);
    expect(editDistance('webrct', 'webrtc', 2)).toBe(1);
    expect(editDistance('stream', 'stream', 2)).toBe(0);
  });

  it('stops once the distance is over the limit', () => {
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('allows no edit below five letters, one from five and two from nine', () => {
    expect([4, 5, 8, 9, 14].map((length) => editsAllowed(length))).toEqual([0, 1, 1, 2, 2]);
  });

  it('allows a four-letter word one edit only when the site never writes it', () => {
    expect([3, 4, 5, 9].map((length) => editsAllowed(length, true))).toEqual([0, 1, 1, 2]);
    const words = ['jira', 'away', 'kodi'].sort();
    const near = deletionNeighbourhood(words);
    const meant = (word: string, unknown: boolean) => typoCandidates(word, stemWord(word), words, near, unknown).map((c) => words[c.term]);
    expect(meant('jria', true)).toEqual(['jira']);
    expect(meant('jria', false)).toEqual([]);
  });
});

describe('typo candidates', () => {
  it('finds the word a reader meant', () => {
    expect(corrections('dokcer')).toEqual(['docker']);
    expect(corrections('webrct')).toEqual(['webrtc']);
    expect(corrections('sesions')).toEqual(['session']);
    expect(corrections('promethues')).toEqual(['prometheus']);
    // The index holds stems; a mistyped ending still reaches the stem of 'transcoding'.
    expect(corrections('transcodign')).toEqual(['transcod']);
    // A long word's longer ending: a slip in it leaves the stemmer nothing to strip ('acknowledgemnt').
    expect(corrections('acknowledgemnts')).toEqual(['acknowledg']);
    expect(corrections('acknowldgements')).toEqual(['acknowledg']);
  });

  it('prefers the whole word to a shorter one reached by cutting its ending', () => {
    expect(corrections('fallbak')[0]).toBe('fallback');
  });

  it('leaves short words, strangers and numbers alone', () => {
    expect(corrections('dokr')).toEqual([]);
    expect(corrections('qwertyuiop')).toEqual([]);
    expect(corrections('nginx')).toEqual([]);
    expect(corrections('19350')).toEqual([]);
  });

  it('finds every term of five letters or more from any single edit of it', () => {
    const long = vocabulary.filter((t) => t.length >= 5);
    const edit = fc.tuple(fc.constantFrom(...long), fc.nat(), fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), fc.constantFrom('insert', 'delete', 'substitute', 'swap'));
    fc.assert(
      fc.property(edit, ([term, at, letter, kind]) => {
        const i = at % term.length;
        const typo =
          kind === 'insert' ? term.slice(0, i) + letter + term.slice(i)
          : kind === 'delete' ? term.slice(0, i) + term.slice(i + 1)
          : kind === 'substitute' ? term.slice(0, i) + letter + term.slice(i + 1)
          : i + 1 < term.length ? term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2) : term;
        if (typo === term || typo.length < 5) return;
        const found = typoCandidates(typo, typo, vocabulary, neighbourhood).map((c) => vocabulary[c.term]);
        expect(found).toContain(term);
      }),
      { numRuns: 500 },
    );
  });
});
