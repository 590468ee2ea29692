/**
 * The shared benchmark corpus (../shared/bench-corpus, the corpus Docusaurus and VitePress were measured
 * on) written as a site: `n` docs under content/docs and a minimal site.config.ts. Shared by the bench scripts.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const generator = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/bench-corpus/gen.mjs');

/** Writes the corpus of `n` docs and its config into `siteDir`. */
export function writeSharedCorpus(siteDir, n) {
  execFileSync(process.execPath, [generator, '--n', String(n), '--out', path.join(siteDir, 'content/docs')], { stdio: 'ignore' });
  writeFileSync(path.join(siteDir, 'site.config.ts'), "export default { title: 'Synthetic Manual', url: 'https://bench.example', baseUrl: '/' };\n");
}
