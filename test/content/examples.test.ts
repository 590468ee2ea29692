/**
 * Runnable examples: every ```json block of the manual parses, every ```bash/```sh block passes
 * `bash -n`, every ```php block passes `php -l`. Failures name the file and line.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const files = fg.sync('content/**/*.md', { cwd: root });

interface Block {
  file: string;
  line: number;
  lang: string;
  code: string;
}

/** Fenced code blocks with their language and starting line. */
function blocks(file: string): Block[] {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  const out: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)/.exec(lines[i]!);
    if (!open) continue;
    const fence = open[2]!;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !lines[i]!.trimStart().startsWith(fence); i++) body.push(lines[i]!.slice(open[1]!.length));
    out.push({ file, line: start + 1, lang: open[3]!.toLowerCase(), code: body.join('\n') });
  }
  return out;
}

const all = files.flatMap(blocks);

describe('manual examples', () => {
  it('finds examples to check', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(all.filter((b) => b.lang === 'json').length).toBeGreaterThan(100);
  });

  it('parses every json block', () => {
    const failures = all
      .filter((b) => b.lang === 'json')
      .flatMap((b) => {
        try {
          JSON.parse(b.code);
          return [];
        } catch (error) {
          return [`${b.file}:${b.line} ${(error as Error).message}`];
        }
      });
    expect(failures).toEqual([]);
  });

  it('passes bash -n on every bash and sh block', () => {
    const failures = all
      .filter((b) => b.lang === 'bash' || b.lang === 'sh' || b.lang === 'shell')
      .flatMap((b) => {
        const r = spawnSync('bash', ['-n'], { input: b.code, encoding: 'utf8' });
        return r.status === 0 ? [] : [`${b.file}:${b.line} ${r.stderr.trim()}`];
      });
    expect(failures).toEqual([]);
  });

  it('passes php -l on every php block', () => {
    const php = all.filter((b) => b.lang === 'php');
    const failures = php.flatMap((b) => {
      const r = spawnSync('php', ['-l'], { input: b.code, encoding: 'utf8' });
      if (r.error) return [`php is not installed (apt-get install -y php-cli): ${r.error.message}`];
      return r.status === 0 ? [] : [`${b.file}:${b.line} ${(r.stdout + r.stderr).trim()}`];
    });
    expect(failures).toEqual([]);
  });
});
