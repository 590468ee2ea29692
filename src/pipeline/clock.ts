/** Stage times: each lap is the time since the previous one, less the time spent writing files meanwhile. */

/** Told as each stage finishes. */
export type StageListener = (stage: string, ms: number, detail?: string) => void;

export interface StageClock {
  /** Ends the running stage: records its time under `name` (plus `earlierMs` it took before, left out of another stage) and tells the listener. */
  lap(name: string, detail?: string, earlierMs?: number): void;
  /** Adds time spent writing files (or on another stage), which is left out of the stage it falls in. */
  exclude(ms: number): void;
}

export function startClock(timings: Record<string, number>, listener?: StageListener): StageClock {
  let started = performance.now();
  let excluded = 0;
  return {
    lap(name, detail, earlierMs = 0) {
      const now = performance.now();
      timings[name] = now - started - excluded + earlierMs;
      listener?.(name, timings[name], detail);
      started = now;
      excluded = 0;
    },
    exclude(ms) {
      excluded += ms;
    },
  };
}

/** The stage times of several runs (the locales of one build) added up stage by stage. */
export function addTimings(runs: readonly Record<string, number>[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const timings of runs) for (const [stage, ms] of Object.entries(timings)) total[stage] = (total[stage] ?? 0) + ms;
  return total;
}
