import { fromMarkdown } from 'mdast-util-from-markdown';
for (const n of [2000, 4000, 8000, 16000]) {
  let s = '# List\n\n'; for (let i = 0; i < n; i++) s += '- item ' + i + '\n';
  let t = performance.now(); fromMarkdown(s); const a = performance.now() - t;
  let p = ''; for (let i = 0; i < n; i++) p += 'para ' + i + '\n\n';
  t = performance.now(); fromMarkdown(p); console.log(n, 'list', a.toFixed(0), 'paras', (performance.now() - t).toFixed(0));
}
