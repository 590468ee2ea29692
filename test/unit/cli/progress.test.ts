/**
 * The build's terminal output: a live page count in the long stages on a terminal, replaced by the
 * stage's line when it ends; only stage lines on a pipe or in CI.
 */
import { describe, expect, it } from 'vitest';
import { createStageReporter } from '../../../src/cli/progress.js';

function capture(isTTY: boolean) {
  const writes: string[] = [];
  return { out: { isTTY, write: (text: string) => writes.push(text) }, writes };
}

/** What a terminal shows after the writes: carriage returns and line clears applied. */
function screen(writes: string[]): string[] {
  const lines = [''];
  for (const text of writes.join('').replace(/\u001b\[2K/g, '\u0000').split(/(\r|\n|\u0000)/)) {
    if (text === '\n') lines.push('');
    else if (text === '\r' || text === '\u0000') lines[lines.length - 1] = '';
    else lines[lines.length - 1] += text;
  }
  return lines.map((l) => l.replace(/\u001b\[[0-9;]*m/g, '')).filter(Boolean);
}

describe('build progress', () => {
  it('counts pages live on a terminal and leaves only the stage line when the stage ends', () => {
    const { out, writes } = capture(true);
    const reporter = createStageReporter(out, { ci: false });
    reporter.onProgress('markdown', 1, 3);
    expect(screen(writes)).toEqual(['• markdown     1 of 3 pages']);
    reporter.onProgress('markdown', 3, 3);
    expect(screen(writes)).toEqual(['• markdown     3 of 3 pages']);
    reporter.onStage('markdown', 1234, '3 docs');
    expect(screen(writes)).toEqual(['• markdown      1234 ms  3 docs']);
  });

  it('writes only the stage lines to a pipe', () => {
    const { out, writes } = capture(false);
    const reporter = createStageReporter(out, { ci: false });
    reporter.onProgress('render', 2, 3);
    reporter.onProgress('render', 3, 3);
    reporter.onStage('render', 40, '3 pages');
    expect(writes.join('')).not.toContain('\r');
    expect(screen(writes)).toEqual(['• render          40 ms  3 pages']);
  });

  it('writes only the stage lines in CI, even on a terminal', () => {
    const { out, writes } = capture(true);
    const reporter = createStageReporter(out, { ci: true });
    reporter.onProgress('markdown', 3, 3);
    reporter.onStage('markdown', 5, '3 docs');
    expect(writes).toHaveLength(1);
  });
});
