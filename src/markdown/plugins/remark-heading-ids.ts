/**
 * remark-heading-ids: gives every heading a GitHub-style unique id, or the `{#custom-id}` written at
 * the end of its text (which is then removed). Duplicate custom ids are reported.
 */
import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import type { VFile } from 'vfile';
import { plainText } from '../plain-text.js';
import { walkType } from '../walk.js';

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;

export default function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const used = new Set<string>();
    walkType<Heading>(tree, 'heading', (node) => {
      let id: string | undefined;
      const last = node.children[node.children.length - 1];
      if (last?.type === 'text') {
        const m = CUSTOM_ID.exec((last as Text).value);
        if (m) {
          id = m[1]!;
          (last as Text).value = (last as Text).value.slice(0, m.index);
          if (used.has(id)) {
            const msg = file.message(`The heading id '${id}' is used twice on this page.`, { place: node.position, ruleId: 'markdown/duplicate-heading-id', source: 'mistdocs' });
            msg.note = 'Give each heading a unique {#id}.';
          }
          slugger.slug(id); // reserve it so generated ids do not collide
        }
      }
      id ??= slugger.slug(plainText(node, String(file.value)));
      used.add(id);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    });
  };
}
