/**
 * The reference pages' source files: a page that names none, and a source the repository's list lacks,
 * are reported (with the key they are written at); a listed path, with or without a line, is not.
 */
import { describe, expect, it } from 'vitest';
import type { Severity } from '../../../src/diagnostics/diagnostic.js';
import { checkReferenceSources } from '../../../src/model/reference-sources.js';
import { docs } from '../../helpers/model-inputs.js';

const paths = new Set(['src/output/output.cpp', 'src/output/output_hls.cpp', 'src/output/output_hls.h', 'src/controller/controller_api.cpp', 'lib/stream.cpp']);

const api = (extra: Record<string, unknown> = {}) => ({ api_call: { name: 'addstream', category: 'streams', authorization: true, source: 'src/controller/controller_api.cpp:998', ...extra } });
const output = (extra: Record<string, unknown> = {}) => ({ output: { name: 'HLS', binary: 'MistOutHLS', default_port: null, codecs: {}, playback_urls: [], push_urls: [], options: [], ...extra } });
const trigger = (extra: Record<string, unknown> = {}) => ({ trigger: { name: 'USER_NEW', payload: [], response: 'used', response_action: 'Refuses.', stream_specific: true, fired_by: ['MistOutHTTP'], ...extra } });

/** Runs the check; `at` says which key (and value written there) each diagnostic was placed at. */
function check(list: [string, Record<string, unknown>][], options: { paths?: ReadonlySet<string>; severity?: Severity } = {}) {
  const placed: string[] = [];
  return checkReferenceSources({
    docs: docs(list),
    paths: 'paths' in options ? options.paths : paths,
    fileList: 'upstream/files.txt',
    severity: options.severity ?? 'error',
    locate: (_file, keyPath, value) => ({ line: placed.push([keyPath.join('.'), value].filter((x) => x !== undefined).join(' ')), column: 1 }),
  }).map((d) => ({ ...d, at: placed[d.line! - 1] }));
}

describe('checkReferenceSources', () => {
  it('passes pages whose sources the list holds, with or without a line, and ignores pages that are not reference pages', () => {
    expect(
      check([
        ['calls/addstream.md', api({ sources: ['src/controller/controller_api.cpp:998', 'lib/stream.cpp'] })],
        ['outputs/hls.md', output({ sources: ['src/output/output_hls.cpp', 'src/output/output_hls.h:12'] })],
        ['guide.md', { title: 'A guide' }],
      ]),
    ).toEqual([]);
  });

  it('reports a reference page without sources at its kind key, with an example taken from its handler line', () => {
    const [d, ...rest] = check([['calls/addstream.md', api()]]);
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ severity: 'error', code: 'reference/no-sources', file: 'content/docs/calls/addstream.md', at: 'api_call' });
    expect(d!.message).toBe("This API call page names no source files: 'api_call' has no 'sources'.");
    expect(d!.hint).toContain("e.g. 'sources: [src/controller/controller_api.cpp:998]'");
  });

  it('reports every kind of reference page without sources, as the severity asked for', () => {
    const found = check([['outputs/hls.md', output()], ['triggers/user-new.md', trigger()]], { severity: 'warning' });
    expect(found.map((d) => [d.severity, d.code, d.file])).toEqual([
      ['warning', 'reference/no-sources', 'content/docs/outputs/hls.md'],
      ['warning', 'reference/no-sources', 'content/docs/triggers/user-new.md'],
    ]);
    expect(found[0]!.hint).not.toContain('e.g.');
  });

  it('reports a source the list lacks at its item, suggesting the path it likely means (keeping its line)', () => {
    const found = check([['outputs/hls.md', output({ sources: ['src/output/output_hsl.cpp:40', 'output_hls.h', 'src/output/output.cpp'] })]]);
    expect(found.map((d) => [d.code, d.at, d.hint])).toEqual([
      ['reference/unknown-source', 'output.sources.0 src/output/output_hsl.cpp:40', "Did you mean 'src/output/output_hls.cpp:40'?"],
      ['reference/unknown-source', 'output.sources.1 output_hls.h', "Did you mean 'src/output/output_hls.h'?"],
    ]);
    expect(found[0]!.message).toBe("'src/output/output_hsl.cpp:40' in output.sources is not a file of the repository at the documented commit (upstream/files.txt does not list it).");
  });

  it('says so when a source names a folder, and what to do when nothing is close', () => {
    const found = check([['outputs/hls.md', output({ sources: ['src/output', 'docs/protocol/hls.txt'] })]]);
    expect(found.map((d) => d.hint)).toEqual([
      "'src/output' is a folder; name the files in it that the facts come from.",
      expect.stringContaining('Name a file as upstream/files.txt lists it'),
    ]);
  });

  it('checks the handler line of an API call or trigger as well, and rejects one that is not a path', () => {
    const found = check([
      ['calls/addstream.md', api({ source: 'src/controller/controler_api.cpp:998', sources: ['lib/stream.cpp'] })],
      ['triggers/user-new.md', trigger({ source: 'output.cpp, near the top', sources: ['src/output/output.cpp'] })],
    ]);
    expect(found.map((d) => [d.code, d.file, d.at, d.hint])).toEqual([
      ['reference/unknown-source', 'content/docs/calls/addstream.md', 'api_call.source src/controller/controler_api.cpp:998', "Did you mean 'src/controller/controller_api.cpp:998'?"],
      ['reference/invalid-source', 'content/docs/triggers/user-new.md', 'trigger.source output.cpp, near the top', "Write a path from the repository's root, optionally with a line: 'src/main.cpp' or 'src/main.cpp:120'."],
    ]);
  });

  it('without a list of paths, only asks that every reference page names its sources', () => {
    const found = check([['outputs/hls.md', output({ sources: ['src/nowhere.cpp'] })], ['calls/addstream.md', api()]], { paths: undefined });
    expect(found.map((d) => d.code)).toEqual(['reference/no-sources']);
  });
});
