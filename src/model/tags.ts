/** Tags: slugs, the tag index grouped by letter, one page per tag. Pure functions. */
import type { TagInput } from '../content/schemas/front-matter.js';
import type { TagRef } from '../shared/types.js';
import type { DocEntry } from './docs.js';
import { joinRoute, permalinkSlug, tagSlug, type TagSlugs } from './slugs.js';

export interface TagPage {
  tag: TagRef;
  /** Listed docs carrying the tag, sorted by title. */
  docs: { title: string; href: string; description: string }[];
}

/**
 * A tag as written in front matter -> its label, slug and route, as Docusaurus makes them: a label is
 * kebab-cased, a permalink written with it is kept as written.
 */
export function resolveTag(input: TagInput, tagsBase: string, style?: TagSlugs): TagRef {
  const label = typeof input === 'string' ? input : input.label;
  const permalink = typeof input === 'string' ? undefined : input.permalink;
  const slug = permalink ? permalinkSlug(permalink) : tagSlug(label, style);
  return { label, slug, href: joinRoute(tagsBase, slug), description: typeof input === 'string' ? undefined : input.description };
}

/** Tag pages for every tag used by a listed doc; unlisted and draft docs are left out. */
export function collectTags(docs: readonly DocEntry[], tagsBase: string, style?: TagSlugs): TagPage[] {
  const bySlug = new Map<string, TagPage>();
  for (const doc of docs) {
    if (doc.unlisted || doc.draft) continue;
    const seen = new Set<string>();
    for (const input of doc.frontMatter.tags) {
      const tag = resolveTag(input, tagsBase, style);
      if (!tag.slug || seen.has(tag.slug)) continue;
      seen.add(tag.slug);
      const page = bySlug.get(tag.slug) ?? { tag, docs: [] };
      if (!page.tag.description && tag.description) page.tag.description = tag.description;
      page.docs.push({ title: doc.title, href: doc.route, description: doc.description });
      bySlug.set(tag.slug, page);
    }
  }
  const pages = [...bySlug.values()];
  for (const page of pages) page.docs.sort((a, b) => a.title.localeCompare(b.title, 'en'));
  return pages.sort((a, b) => a.tag.label.localeCompare(b.tag.label, 'en', { sensitivity: 'base' }));
}

/** The tags list grouped by upper-case first letter, each with its count. */
export function groupTagsByLetter(pages: readonly TagPage[]): { letter: string; tags: (TagRef & { count: number })[] }[] {
  const groups = new Map<string, (TagRef & { count: number })[]>();
  for (const page of pages) {
    const letter = page.tag.label.charAt(0).toUpperCase();
    const list = groups.get(letter) ?? [];
    list.push({ ...page.tag, count: page.docs.length });
    groups.set(letter, list);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'en')).map(([letter, tags]) => ({ letter, tags }));
}
