/** Stage times: each lap is the time since the previous one, less the time spent writing files meanwhile. */

/** Told as each stage finishes. */
export type StageListener = (stage: string, ms: number, detail?: string) => void;

export interface StageClock {
  /** Ends the running stage: records its time under `name` and tells the listener. */
  lap(name: string, detail?: string): void;
  /** Adds time spent writing files, which is left out of the stage it falls in. */
  exclude(ms: number): void;
}

export function startClock(timings: Record<string, number>, listener?: StageListener): StageClock {
  let started = performance.now();
  let excluded = 0;
  return {
    lap(name, detail) {
      const now = performance.now();
      timings[name] = now - started - excluded;
      listener?.(name, timings[name], detail);
      started = now;
      excluded = 0;
    },
    exclude(ms) {
      excluded += ms;
    },
  };
}
