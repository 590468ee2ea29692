import { createMarkdownProcessor } from './dist/src/markdown/processor.js';
const p = createMarkdownProcessor({ baseUrl: '/', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 }, resolveDocPath: () => undefined, resolveAsset: () => undefined });
const kind = process.argv[2];
for (const n of [16000]) {
  let s = '# T\n\n';
  if (kind === 'table') { s += '| a | b |\n|---|---|\n'; for (let i = 0; i < n; i++) s += `| ${i} | x${i} |\n`; }
  else for (let i = 0; i < n; i++) s += '- item ' + i + '\n';
  const t = performance.now(); p.render({ body: s, bodyLine: 1, relPath: 'a.md', relDir: 'docs', route: '/a' }); console.log(kind, n, (performance.now() - t).toFixed(0));
}
