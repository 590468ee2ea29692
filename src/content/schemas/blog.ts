/**
 * Schemas of the blog's files, as Docusaurus's blog plugin reads them: a post's own front-matter keys
 * (beside a doc's: title, description, slug, tags, keywords, draft, unlisted, image...), authors.yml and
 * tags.yml. Imports only zod.
 */
import { z } from 'zod';

const socialsSchema = z.record(z.string(), z.string());

/** An author as authors.yml or a post writes one. `image_url` and `imageURL` are the same key. */
const authorFields = {
  name: z.string().optional(),
  title: z.string().optional(),
  url: z.string().optional(),
  email: z.string().optional(),
  image_url: z.string().optional(),
  imageURL: z.string().optional(),
  description: z.string().optional(),
  socials: socialsSchema.optional(),
};

/**
 * An author of authors.yml, under its key; `page: true` gives the author a page listing their posts.
 * @example { name: 'Jane Doe', title: 'Maintainer', url: 'https://example.com', image_url: 'https://github.com/jane.png', page: true, socials: { github: 'jane' } }
 */
export const authorsFileEntrySchema = z.strictObject({
  ...authorFields,
  page: z.union([z.boolean(), z.strictObject({ permalink: z.string() })]).optional(),
});

/** authors.yml: authors by key. */
export const authorsFileSchema = z.record(z.string(), authorsFileEntrySchema);

/** A post's author: a key of authors.yml, or an author written in place (optionally overriding a key's fields). */
const postAuthorSchema = z.union([z.string().min(1), z.strictObject({ key: z.string().optional(), ...authorFields })]);

/**
 * A tag of tags.yml, under its key; every field is optional.
 * @example { label: 'Releases', permalink: '/releases', description: 'New versions' }
 */
export const tagsFileEntrySchema = z.strictObject({ label: z.string().optional(), permalink: z.string().optional(), description: z.string().optional() }).nullable();

/** tags.yml: tags by key. */
export const tagsFileSchema = z.record(z.string(), tagsFileEntrySchema);

/**
 * The keys a post has beyond a doc's. `date` is a YAML date or a date string (read as UTC, as Docusaurus
 * reads it); the legacy one-author keys (`author`, `author_title`...) are read as Docusaurus reads them.
 * @example { date: 2024-05-01, authors: ['jane', { name: 'Guest', url: 'https://guest.example' }] }
 */
export const postFrontMatterSchema = z.looseObject({
  date: z
    .union([z.date(), z.string()])
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined) return;
      const date = typeof value === 'string' ? postDate(value) : value;
      const written = typeof value === 'string' ? /^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?![\d])/.exec(value) : null;
      // `new Date` rolls `2024-02-30` over to 1 March: the written day must be the day it became.
      const rolledOver = written !== null && typeof value === 'string' && !/(Z|[+-]\d\d:?\d\d)$/.test(value.trim()) && !(date.getUTCFullYear() === Number(written[1]) && date.getUTCMonth() + 1 === Number(written[2]) && date.getUTCDate() === Number(written[3]));
      if (Number.isNaN(date.getTime()) || rolledOver) ctx.addIssue({ code: 'custom', message: `'${String(value)}' is not a date; write it as YYYY-MM-DD (or YYYY-MM-DDTHH:mm:ss)` });
    }),
  authors: z.union([postAuthorSchema, z.array(postAuthorSchema)]).optional(),
  author: z.string().optional(),
  author_title: z.string().optional(),
  authorTitle: z.string().optional(),
  author_url: z.string().optional(),
  authorURL: z.string().optional(),
  author_image_url: z.string().optional(),
  authorImageURL: z.string().optional(),
  last_update: z.strictObject({ date: z.union([z.date(), z.string()]).optional(), author: z.string().optional() }).optional(),
});

export type PostFrontMatter = z.output<typeof postFrontMatterSchema>;
export type AuthorsFileEntry = z.output<typeof authorsFileEntrySchema>;
export type TagsFileEntry = z.output<typeof tagsFileEntrySchema>;

/** A date written as a string, read as UTC as Docusaurus reads it (`2024-05-01 10:00` too). */
export function postDate(value: string): Date {
  const text = value.trim();
  // A date with its own zone is taken as written; others are UTC.
  return new Date(/(Z|[+-]\d\d:?\d\d)$/.test(text) ? text : `${text.replace(' ', 'T')}${/T|\s/.test(text) ? '' : 'T00:00:00'}Z`);
}
