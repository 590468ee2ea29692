/**
 * Property-based fuzzing of the author-facing pipeline (front matter -> model -> Markdown) with
 * fast-check: for random Markdown and front matter, it never throws and always ends in either
 * rendered output or at least one diagnostic with a file and a position. Runs are bounded and seeded.
 */
import fc from 'fast-check';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { parseDoc } from '../../../src/content/load-content.js';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { createMarkdownProcessor } from '../../../src/markdown/processor.js';
import { createSiteModel } from '../../../src/model/site-model.js';
import { baseConfig } from '../../helpers/model-inputs.js';

const FILE = 'content/docs/guide/page.md';

/** Markdown built from the constructs our plugins care about, mixed with arbitrary text. */
const markdownPiece = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    ':::note', ':::tip Title', ':::warning', ':::danger', ':::', ':::cards', '::: note', ':::unknown',
    '```', '```js title="a.js" {1,3-5}', '```json {x-y}', '~~~', '    indented code',
    '| a | b |', '| --- | --- |', '| 1 |', '- item', '1. item', '> quote', '---', '***',
    '<div id="raw">', '</div>', '<a name="x">', '<!-- comment', '<script>', '&amp;', '\\',
  ),
  fc.tuple(fc.integer({ min: 1, max: 7 }), fc.string({ maxLength: 20 }), fc.option(fc.string({ maxLength: 10 }))).map(([n, text, id]) => `${'#'.repeat(n)} ${text}${id === null ? '' : ` {#${id}}`}`),
  fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom('./other.md', '../x.md', 'other.md#a', '#top', '/abs/route', '?q=1', 'https://e.com', '%zz', '', '#', 'a b.md', '../../../../../etc.md'), fc.string({ maxLength: 5 })).map(([t, href, extra]) => `[${t}](${href}${extra})`),
  fc.constantFrom('./diagram.svg', './missing.png', '../../../secret.png', '', 'http://x/y.png').map((src) => `![alt](${src})`),
);
const markdown = fc.array(fc.tuple(markdownPiece, fc.constantFrom('\n', '\n\n', ' ', '')), { maxLength: 25 }).map((parts) => parts.map(([piece, sep]) => piece + sep).join(''));

/** Front matter: known keys with values of any type, unknown keys, or raw text that may not be YAML. */
const anyValue = fc.oneof(fc.string({ maxLength: 15 }), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 2 }));
const knownKey = fc.constantFrom('title', 'description', 'slug', 'sidebar_label', 'sidebar_position', 'tags', 'keywords', 'unlisted', 'draft', 'hide_title', 'toc_min_heading_level', 'toc_max_heading_level', 'pagination_prev', 'pagination_next', 'id', 'image', 'api_call', 'trigger');
const frontMatter = fc.oneof(
  fc.dictionary(fc.oneof(knownKey, fc.string({ minLength: 1, maxLength: 10 })), anyValue, { maxKeys: 6 }).map((data) => yaml.dump(data)),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('title: a: b', 'tags: [a, b', '\t- x', 'key: "unterminated', '? complex', '&anchor a: *anchor', ''),
);
const documentText = fc.tuple(fc.option(frontMatter, { nil: undefined }), markdown).map(([fm, body]) => (fm === undefined ? body : `---\n${fm}\n---\n${body}`));

function runPipeline(text: string): { html?: string; bag: DiagnosticBag } {
  const bag = new DiagnosticBag();
  const doc = parseDoc(text, 'docs/guide/page.md', FILE, bag);
  if (!doc) return { bag };
  const model = createSiteModel([doc], [], baseConfig, bag);
  const entry = model.docs[0];
  if (!entry) return { bag };
  const processor = createMarkdownProcessor({
    baseUrl: '/',
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    resolveDocPath: (rel) => (rel === 'guide/other.md' ? '/guide/other' : undefined),
    resolveAsset: (p) => (p.endsWith('diagram.svg') ? '/assets/images/diagram-00000000.svg' : undefined),
  });
  const result = processor.render({ body: doc.body, bodyLine: doc.bodyLine, relPath: 'guide/page.md', relDir: 'docs/guide', route: entry.route, tocMin: doc.frontMatter.toc_min_heading_level, tocMax: doc.frontMatter.toc_max_heading_level });
  for (const m of result.messages) bag.add({ severity: m.fatal ? 'error' : 'warning', code: m.ruleId ?? 'markdown', message: m.reason, file: FILE, line: m.line, column: m.column });
  return { html: result.html, bag };
}

describe('pipeline fuzzing', () => {
  it('never crashes: random Markdown and front matter give output or diagnostics', () => {
    fc.assert(
      fc.property(documentText, (text) => {
        const { html, bag } = runPipeline(text);
        if (bag.hasErrors) {
          for (const d of bag.items.filter((x) => x.severity === 'error')) {
            expect(d.file).toBe(FILE);
            expect(d.message.length).toBeGreaterThan(0);
            // Model errors may carry a needle instead of a line (the build resolves it); others carry a line.
            expect(d.line !== undefined || d.needle !== undefined).toBe(true);
          }
        } else {
          expect(typeof html).toBe('string');
        }
      }),
      { numRuns: 300, seed: 20261121 },
    );
  });

  it('renders what it reads: a heading with a custom id always becomes an anchor', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/), fc.string({ maxLength: 20 }).filter((s) => !/[{}\n#\\`*_[\]<>&]/.test(s)), (id, text) => {
        const { html, bag } = runPipeline(`---\ntitle: T\n---\n\n## ${text || 'x'} {#${id}}\n`);
        expect(bag.hasErrors).toBe(false);
        expect(html).toContain(`id="${id}"`);
      }),
      { numRuns: 100, seed: 7 },
    );
  });

  it('ends on hostile pages: deep nesting of any kind, huge lines and odd code points give output or a located error, never a hang or a crash', () => {
    const processor = createMarkdownProcessor({ baseUrl: '/', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 }, resolveDocPath: () => undefined });
    const opener = fc.constantFrom('> ', '- ', '* ', '1. ', '[', '*', '_', '<div>', '  - ', '> - ');
    const oddText = fc.string({ unit: fc.oneof(fc.constantFrom('\uD800', '\uDFFF', '\uFFFF', '\uFEFF', '\u202E', '\u200B', '\u0301', 'é', '😀', '\r', '\t', '\\', '`', '<', '{'), fc.string({ unit: 'grapheme', maxLength: 1 })), maxLength: 30 });
    const deep = fc.tuple(opener, fc.integer({ min: 1, max: 3000 }), fc.boolean(), oddText).map(([open, depth, perLine, text]) =>
      perLine ? Array.from({ length: Math.min(depth, 400) }, (_, i) => `${'  '.repeat(i)}${open}${text}`).join('\n') : `${open.repeat(depth)}${text}`,
    );
    const huge = fc.tuple(fc.constantFrom('a', '|', '*', '[', '`', ' ', 'é'), fc.integer({ min: 10_000, max: 200_000 })).map(([c, n]) => c.repeat(n));
    const page = fc.array(fc.oneof(deep, huge, oddText), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('\n\n'));
    fc.assert(
      fc.property(page, fc.boolean(), (body, mdx) => {
        const started = performance.now();
        const result = processor.render({ body: `${body}\n`, bodyLine: 3, relPath: mdx ? 'guide/page.mdx' : 'guide/page.md', relDir: 'docs/guide', route: '/guide/page', mdx });
        // A hang guard, not a timing: a page of this size takes well under a second; 20 s means a runaway.
        expect(performance.now() - started).toBeLessThan(20_000);
        const lines = body.split('\n').length;
        for (const m of result.messages.filter((x) => x.fatal)) {
          expect(m.line, m.reason).toBeGreaterThanOrEqual(3);
          expect(m.line!, m.reason).toBeLessThanOrEqual(lines + 3);
          expect(m.column, m.reason).toBeGreaterThanOrEqual(1);
        }
        if (/^(> |- |\* |1\. ){101}/.test(body)) expect(result.messages.map((m) => m.ruleId)).toContain('markdown/too-deep');
      }),
      { numRuns: 60, seed: 20261127 },
    );
  }, 300_000);
});
