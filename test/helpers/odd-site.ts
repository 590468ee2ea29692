/** A small site whose file names need encoding in links and whose pages try to run script from attributes. */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export async function writeOddSite(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-odd-'));
  const docs = path.join(dir, 'content/docs');
  await mkdir(path.join(docs, 'dir #?% ü'), { recursive: true });
  await writeFile(path.join(dir, 'site.config.ts'), "export default { title: 'Odd', url: 'https://odd.example' };\n");
  const pages: Record<string, string> = {
    'index.md': '# Home\n\nSee [hash](./a%23b.md), [percent](./100%25.md) and [deep](./dir%20%23%3F%25%20%C3%BC/inner.md).\n\n[run](javascript:window.ran=1) <a href="jav&#x61;script:window.ran=2" onclick="window.ran=3">raw</a> <img src="https://odd.example/x.png" onerror="window.ran=4">\n',
    'a#b.md': '# A hash B\n\nText.\n',
    '100%.md': '# Hundred percent\n\nText.\n',
    'a?b.md': '# A question B\n\nText.\n',
    'dir #?% ü/inner.md': '# Inner\n\nText.\n',
    'raw-html.md': '# Raw HTML\n\n<img src="missing.png" alt="a>b" onerror="window.ran=7">\n\n<p title=\'x>y\'><svg><a xlink:href="javascript:window.ran=8" onclick="window.ran=9">svg link</a></svg></p>\n',
    'handlers.mdx': '# Handlers\n\n<button onClick="window.ran=5">press</button>\n\n<iframe src="javascript:parent.ran=6"></iframe>\n',
  };
  for (const [file, text] of Object.entries(pages)) await writeFile(path.join(docs, file), text);
  return dir;
}
