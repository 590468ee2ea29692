/**
 * What `build` prints while it runs: one line per finished stage and, on a terminal, a live count of
 * the pages done in the long stages (Markdown, render) that the stage's line replaces when it ends.
 * On a pipe or in CI only the stage lines are written, so logs stay one line per stage.
 */
import pc from 'picocolors';

/** Where the lines go: a terminal gets the live count, anything else only the stage lines. */
export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface StageReporter {
  onStage(stage: string, ms: number, detail?: string): void;
  onProgress(stage: string, done: number, total: number): void;
}

/** Milliseconds between two updates of the live count (a terminal repaint per page would cost more than the page). */
const REPAINT_MS = 80;

/** `• markdown     5732 ms  1000 docs` */
export function formatStageLine(stage: string, ms: number, detail?: string): string {
  return `${pc.dim('•')} ${stage.padEnd(12)} ${pc.bold(`${ms.toFixed(0).padStart(5)} ms`)}${detail ? pc.dim(`  ${detail}`) : ''}\n`;
}

/** Stage lines for `out`, with the live count when `out` is a terminal and `ci` is false. */
export function createStageReporter(out: ProgressOutput, options: { ci: boolean }): StageReporter {
  const live = out.isTTY === true && !options.ci;
  let showing = false;
  let lastPaint = 0;
  const clear = () => {
    if (showing) out.write('\r\u001b[2K');
    showing = false;
  };
  return {
    onStage(stage, ms, detail) {
      clear();
      out.write(formatStageLine(stage, ms, detail));
    },
    onProgress(stage, done, total) {
      if (!live) return;
      const now = performance.now();
      if (done < total && now - lastPaint < REPAINT_MS) return;
      lastPaint = now;
      out.write(`\r\u001b[2K${pc.dim('•')} ${stage.padEnd(12)} ${pc.dim(`${done} of ${total} pages`)}`);
      showing = true;
    },
  };
}
