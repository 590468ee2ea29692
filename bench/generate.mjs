#!/usr/bin/env node
/**
 * Writes a deterministic, manual-shaped site of N pages for benchmarks: nested folders with
 * _category_.json (some with generated indexes), front matter with tags, h2/h3 headings, code blocks,
 * tables, admonitions and relative links (with anchors) between pages. Same input, same bytes.
 *
 * Usage: node bench/generate.mjs <out-dir> [pages=1000]
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** mulberry32: a tiny seeded PRNG, so every run writes the same tree. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = 'stream push input output buffer track codec latency segment playlist session trigger player bitrate keyframe server config origin edge viewer token protocol recording transcode fallback'.split(' ');
const TAGS = ['hls', 'dash', 'webrtc', 'rtmp', 'srt', 'cmaf', 'api', 'triggers', 'push', 'recording', 'docker', 'jwt', 'prometheus', 'streams', 'transcoding', 'player', 'latency', 'security'];

/** Plans the tree: `pages` docs spread over sections/groups/topics; returns [{dir, name, title}]. */
export function planTree(pages) {
  const sections = Math.max(1, Math.round(Math.cbrt(pages / 2)));
  const groups = sections;
  const perFolder = Math.max(1, Math.ceil(pages / (sections * groups)));
  const docs = [];
  outer: for (let s = 0; s < sections; s++) {
    for (let g = 0; g < groups; g++) {
      for (let p = 0; p < perFolder; p++) {
        if (docs.length >= pages) break outer;
        const dir = `section-${s + 1}/group-${g + 1}`;
        docs.push({ dir, name: p === 0 ? 'index' : `topic-${p}`, title: `Section ${s + 1} group ${g + 1} topic ${p}` });
      }
    }
  }
  return { docs, sections, groups };
}

function sentence(rand, n = 12) {
  const words = Array.from({ length: n }, () => WORDS[Math.floor(rand() * WORDS.length)]);
  words[0] = words[0][0].toUpperCase() + words[0].slice(1);
  return `${words.join(' ')}.`;
}

function relLink(from, to) {
  const rel = path.posix.relative(from.dir, `${to.dir}/${to.name}.md`);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

function pageBody(doc, i, docs, rand) {
  const tags = [TAGS[i % TAGS.length], TAGS[(i * 7 + 3) % TAGS.length]];
  const next = docs[(i + 1) % docs.length];
  const far = docs[(i * 31 + 17) % docs.length];
  const lines = [
    '---',
    `title: ${doc.title}`,
    `description: ${sentence(rand, 8)}`,
    `sidebar_position: ${doc.name === 'index' ? 0 : Number(doc.name.split('-')[1])}`,
    `tags: [${[...new Set(tags)].join(', ')}]`,
    '---',
    '',
    `${sentence(rand)} See [the next page](${relLink(doc, next)}) and [a related topic](${relLink(doc, far)}#configuration).`,
    '',
    '## Configuration',
    '',
    sentence(rand, 20),
    '',
    '| Option | Type | Default |',
    '| --- | --- | --- |',
    ...Array.from({ length: 4 }, (_, k) => `| \`${WORDS[(i + k) % WORDS.length]}_${k}\` | string | \`${k * 10}\` |`),
    '',
    '### Example',
    '',
    '```json title="config.json"',
    JSON.stringify({ stream: `live_${i}`, source: 'push://', segment: 2 + (i % 5) }, null, 2),
    '```',
    '',
    ':::tip',
    `${sentence(rand, 10)} Jump to [usage](#usage).`,
    ':::',
    '',
    '## Usage',
    '',
    sentence(rand, 25),
    '',
    '```bash',
    `curl -s http://localhost:4242/api2 -d '{"active_streams": ${i}}'`,
    '```',
    '',
    '### Limits',
    '',
    `- ${sentence(rand, 6)}`,
    `- ${sentence(rand, 6)}`,
    `- See [the reference](https://example.com/ref/${i}).`,
    '',
  ];
  return lines.join('\n');
}

/** Writes the tree (content/ and site.config.ts) into `outDir`, replacing what was there. */
export async function generateSite(outDir, pages = 1000) {
  await rm(outDir, { recursive: true, force: true });
  const rand = prng(1000 + pages);
  const { docs, sections, groups } = planTree(pages - 1); // plus the landing page
  const docsDir = path.join(outDir, 'content', 'docs');
  for (let s = 0; s < sections; s++) {
    const sectionDir = path.join(docsDir, `section-${s + 1}`);
    await mkdir(sectionDir, { recursive: true });
    await writeFile(
      path.join(sectionDir, '_category_.json'),
      JSON.stringify({ label: `Section ${s + 1}`, position: s + 1, link: { type: 'generated-index', slug: `/category/section-${s + 1}`, description: `Everything in section ${s + 1}.` } }, null, 2),
    );
    for (let g = 0; g < groups; g++) {
      const groupDir = path.join(sectionDir, `group-${g + 1}`);
      await mkdir(groupDir, { recursive: true });
      await writeFile(path.join(groupDir, '_category_.json'), JSON.stringify({ label: `Group ${g + 1}`, position: g + 1 }, null, 2));
    }
  }
  await writeFile(path.join(docsDir, 'index.md'), `---\ntitle: Generated manual\nslug: /\n---\n\nThe landing page. Start at [section 1](/category/section-1).\n`);
  await Promise.all(docs.map((doc, i) => writeFile(path.join(docsDir, doc.dir, `${doc.name}.md`), pageBody(doc, i, docs, rand))));
  await writeFile(
    path.join(outDir, 'site.config.ts'),
    `export default {\n  title: 'Generated Manual',\n  url: 'https://bench.example',\n  baseUrl: '/',\n  onBrokenLinks: 'warn',\n  onBrokenAnchors: 'warn',\n};\n`,
  );
  return { pages: docs.length + 1 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2];
  if (!out) {
    process.stderr.write('usage: node bench/generate.mjs <out-dir> [pages=1000]\n');
    process.exit(2);
  }
  const { pages } = await generateSite(path.resolve(out), Number(process.argv[3] ?? 1000));
  process.stdout.write(`wrote ${pages} pages into ${out}\n`);
}
