/**
 * One build of a site in a fresh process (bench/build-once.mjs), as every bench times builds: the child's
 * own figures (its wall time, stage timings, pages, peak memory) and the wall time seen from outside.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const once = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'build-once.mjs');

/** Builds `siteDir` into `outDir`, cold unless `cache`. */
export function freshBuild(siteDir, outDir, { cache = false } = {}) {
  const started = performance.now();
  const out = execFileSync(process.execPath, [once, outDir, ...(cache ? ['--cache'] : [])], { cwd: siteDir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 1 << 26 });
  const processWallMs = performance.now() - started;
  return { ...JSON.parse(out.trim().split('\n').pop()), processWallMs };
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
