/**
 * Reference coverage: every name of the fact sheet (kept as data in test/data/reference-names.json)
 * has its reference page with typed facts, and no reference page names something the sheet lacks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent, type SourceDoc } from '../../src/content/load-content.js';

const root = path.resolve(import.meta.dirname, '../..');
const names = JSON.parse(readFileSync(path.join(root, 'test/data/reference-names.json'), 'utf8')) as Record<'api_calls' | 'triggers' | 'inputs' | 'outputs' | 'processes', string[]>;

let docs: SourceDoc[] = [];
beforeAll(async () => {
  const { content, diagnostics } = await loadContent({ root, contentDir: path.join(root, 'content') });
  expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  docs = content.docs;
});

function pagesOf(key: 'api_call' | 'trigger' | 'input' | 'output' | 'process') {
  return docs.filter((d) => d.frontMatter[key] !== undefined).map((d) => ({ doc: d, name: d.frontMatter[key]!.name, binary: (d.frontMatter[key] as { binary?: string }).binary }));
}

describe('reference pages cover the fact sheet exactly', () => {
  it('has one API call page per call, at calls/<key>', () => {
    const pages = pagesOf('api_call');
    expect(pages.map((p) => p.name.toLowerCase()).sort()).toEqual(names.api_calls);
    for (const p of pages) expect(p.doc.relPath).toBe(`mistserver/integration/api/calls/${p.name.toLowerCase()}.md`);
  });

  it('has one trigger page per trigger, at triggers/list/<NAME>', () => {
    const pages = pagesOf('trigger');
    expect(pages.map((p) => p.name).sort()).toEqual(names.triggers);
    for (const p of pages) expect(p.doc.relPath).toBe(`mistserver/integration/triggers/list/${p.name}.md`);
  });

  it('marks the one trigger missing from the source as such', () => {
    const notInSource = pagesOf('trigger').filter((p) => p.doc.frontMatter.trigger!.in_source === false).map((p) => p.name);
    expect(notInSource).toContain('PROCESS_SWITCH_SOURCE');
  });

  it('has one page per input, output and process', () => {
    expect(pagesOf('input').map((p) => p.name).sort()).toEqual(names.inputs);
    expect(pagesOf('output').map((p) => p.name).sort()).toEqual(names.outputs);
    expect(pagesOf('process').map((p) => p.binary).sort()).toEqual(names.processes);
  });

  it('gives every reference page a description and tags', () => {
    for (const key of ['api_call', 'trigger', 'input', 'output', 'process'] as const) {
      for (const { doc } of pagesOf(key)) {
        expect(doc.frontMatter.description, doc.file).toBeTruthy();
        expect(doc.frontMatter.tags.length, doc.file).toBeGreaterThan(0);
      }
    }
  });
});
