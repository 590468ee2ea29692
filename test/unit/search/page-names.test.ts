import { describe, expect, it } from 'vitest';
import { headingName, namePage, namesPage } from '../../../src/search/page-names.js';
import { useBuildLanguage } from '../../../src/search/stop-words.js';
import { wordTerms } from '../../../src/search/tokenize.js';

// English with its stop words, as the index build reads headings.
useBuildLanguage(undefined);

/** The query words as the engine hands them over: each word's terms. */
const asked = (query: string) => query.toLowerCase().split(' ').map((w) => new Set(wordTerms(w)));

describe('page names', () => {
  it('names a page by its title and its slug, singular or plural', () => {
    const streams = namePage('Streams', '/mistserver/concepts/streams/');
    expect(namesPage(asked('streams'), streams.names)).toBe(true);
    expect(namesPage(asked('stream'), streams.names)).toBe(true);
    const docker = namePage('Running MistServer in Docker', '/mistserver/installation/docker');
    expect(namesPage(asked('docker'), docker.names)).toBe(true);
  });

  it('names a page by its sidebar label too', () => {
    const prometheus = namePage('Prometheus instrumentation', '/integration/prometheus_instrumentation', 'Prometheus');
    expect(namesPage(asked('prometheus'), prometheus.names)).toBe(true);
    expect(namesPage(asked('prometheus'), namePage('Prometheus instrumentation', '/integration/prometheus_instrumentation').names)).toBe(false);
  });

  it('needs every word of the query and every word of the name', () => {
    const keys = namePage('Stream keys', '/mistserver/concepts/streamkeys');
    expect(namesPage(asked('stream keys'), keys.names)).toBe(true);
    expect(namesPage(asked('stream'), keys.names)).toBe(false);
    expect(namesPage(asked('stream keys rotation'), keys.names)).toBe(false);
    // Slug parts keep their stop words, so a page about running without installing is not named by 'install'.
    expect(namesPage(asked('install'), namePage('Running MistServer without installing', '/mistserver/installation/no_install').names)).toBe(false);
  });

  it('keeps an identifier title whole and reports its parts', () => {
    const trigger = namePage('RECORDING_END', '/mistserver/integration/triggers/list/RECORDING_END');
    expect(namesPage(asked('RECORDING_END'), trigger.names)).toBe(true);
    expect(namesPage(asked('recording'), trigger.names)).toBe(false);
    expect(trigger.identifierParts).toEqual(['record', 'end']);
    expect(namePage('Stream keys', '/keys').identifierParts).toEqual([]);
  });

  it('counts an index page as one level up, the overview of its folder', () => {
    expect(namePage('Streams', '/mistserver/concepts/streams/').depth).toBe(2);
    expect(namePage('The Streams panel', '/mistserver/configuration/interface/streams').depth).toBe(4);
    expect(namePage('Home', '/').depth).toBe(0);
  });

  it('takes a heading of two or three words as a name, not a one-word label or a sentence', () => {
    expect(headingName('Sticky sessions')).toEqual(['sticki', 'session']);
    expect(namesPage(asked('sticky session'), [headingName('Sticky sessions')!])).toBe(true);
    expect(headingName('Using `fetchSockets()` on the server')).toEqual(['use', 'fetchsocket', 'server']);
    expect(headingName('Broadcasting')).toBeUndefined();
    expect(headingName('Do I still need sticky sessions with the Redis adapter?')).toBeUndefined();
    expect(headingName('')).toBeUndefined();
  });
});
