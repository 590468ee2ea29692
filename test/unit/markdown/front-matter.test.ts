/** Front matter is data: no language runs code, and YAML aliases cannot blow up what the build walks. */
import { describe, expect, it } from 'vitest';
import { DataFileError, loadYaml, MAX_YAML_VALUES, readFrontMatter } from '../../../src/markdown/front-matter.js';

const probe = '__mistdocsFrontMatterRan';
const g = globalThis as Record<string, unknown>;

function aliasBomb(levels: number): string {
  let yaml = 'a0: &a0 [x, x, x, x, x, x, x, x, x]\n';
  for (let i = 1; i < levels; i++) yaml += `a${i}: &a${i} [${Array(9).fill(`*a${i - 1}`).join(', ')}]\n`;
  return yaml;
}

describe('readFrontMatter', () => {
  for (const opening of ['---js', '---javascript', '--- js ', '---JS', '---coffee', '---toml']) {
    it(`refuses ${opening.trim()} front matter at line 1 without running it`, () => {
      delete g[probe];
      const text = `${opening}\n{ title: (globalThis.${probe} = true, 'ran') }\n---\n\nBody\n`;
      const error = (() => {
        try {
          readFrontMatter(text);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(DataFileError);
      expect((error as DataFileError).code).toBe('front-matter/language');
      expect((error as DataFileError).mark).toEqual({ line: 0, column: 3 });
      expect(g[probe]).toBeUndefined();
    });
  }

  it('reads YAML and JSON front matter as data', () => {
    expect(readFrontMatter('---\ntitle: A\n---\nBody\n')).toMatchObject({ data: { title: 'A' }, content: 'Body\n' });
    expect(readFrontMatter('---yaml\ntitle: A\n---\nBody\n').data).toEqual({ title: 'A' });
    expect(readFrontMatter('---json\n{"title": "B"}\n---\nBody\n').data).toEqual({ title: 'B' });
    expect(readFrontMatter('No front matter\n')).toMatchObject({ data: {}, content: 'No front matter\n' });
  });

  it('keeps a YAML function tag as text or refuses it, never building a function', () => {
    let data: unknown;
    try {
      data = readFrontMatter('---\ntitle: !!js/function "function () { globalThis.x = 1 }"\n---\n').data;
    } catch (e) {
      data = e;
    }
    expect(typeof (data as { title?: unknown }).title).not.toBe('function');
  });

  it('reports aliases that expand past the bound at the key where they do, and keeps small ones', () => {
    const small = readFrontMatter('---\nbase: &b { a: 1 }\nkept: *b\n---\n').data as Record<string, unknown>;
    expect(small.kept).toEqual({ a: 1 });
    const error = (() => {
      try {
        readFrontMatter(`---\ntitle: Bomb\n${aliasBomb(10)}---\n\nBody\n`);
      } catch (e) {
        return e;
      }
    })() as DataFileError;
    expect(error).toBeInstanceOf(DataFileError);
    expect(error.code).toBe('yaml/alias-expansion');
    // a5 is the first key holding more than the bound on its own (9^6 values); the front matter's line 1 is the `---` line.
    expect(error.mark.line + 1).toBe(8);
    expect(() => loadYaml(aliasBomb(10))).toThrow(`more than ${MAX_YAML_VALUES.toLocaleString('en')} values`);
  });
});
