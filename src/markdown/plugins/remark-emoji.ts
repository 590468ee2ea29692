/**
 * remark-emoji: `:tada:` in text becomes 🎉, as in every Docusaurus page (its Markdown loader runs the
 * remark-emoji package with its defaults: shortcodes only, no emoticons). The names and emoji are
 * node-emoji's, the table remark-emoji reads; it is loaded on the first page whose text holds something shaped like a
 * shortcode, so pages and sites without one pay nothing for it (remark-emoji itself can only be imported ahead of time).
 * Code is not text here, so shortcodes in code stay as written.
 */
import { createRequire } from 'node:module';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { walkType } from '../walk.js';

/** What remark-emoji takes for a shortcode. */
const SHORTCODE = /:\+1:|:-1:|:[\w-]+:/g;

let lookup: ((name: string) => string | undefined) | undefined;

export default function remarkEmoji() {
  return (tree: Root, file: VFile) => {
    if (!/:(?:\+1|-1|[\w-]+):/.test(String(file.value))) return;
    // Only text counts (not code, front matter or attributes): the table is loaded for a page whose text has a shortcode.
    const texts: { value: string }[] = [];
    walkType<{ value: string }>(tree, 'text', (node) => {
      if (/:(?:\+1|-1|[\w-]+):/.test(node.value)) texts.push(node);
    });
    if (texts.length === 0) return;
    const get = (lookup ??= (createRequire(import.meta.url)('node-emoji') as { get: (name: string) => string | undefined }).get);
    for (const node of texts) node.value = node.value.replace(SHORTCODE, (code) => get(code) ?? code);
  };
}
