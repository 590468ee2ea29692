/** Schema of the reference pages' source repository (the `referenceSources` option). Imports only zod. */
import { z } from 'zod';

/**
 * The repository the reference pages' facts are read from, at the one commit the docs describe. With it,
 * the files each reference page names in `sources` are links to that commit, and `check` requires every
 * reference page to name its files and (with `fileList`) each file to exist at that commit.
 * @example { url: 'https://github.com/DDVTECH/mistserver/blob/861faab5c98984c1b65a3140cc669010e3071e16/{path}', fileList: 'content/upstream/mistserver-files.txt' }
 */
export const referenceSourcesSchema = z.strictObject({
  /**
   * The address of one file of the repository at the documented commit, with `{path}` where the file's
   * path goes. Name the commit here (not a branch), so the links keep showing what the docs describe.
   * @example 'https://github.com/DDVTECH/mistserver/blob/861faab5c98984c1b65a3140cc669010e3071e16/{path}'
   */
  url: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'expected an http(s) address without spaces')
    .refine((url) => url.includes('{path}'), "expected '{path}' where a file's path goes"),
  /**
   * What a source written as `path:line` adds to the file's address, with `{line}` where the line number
   * goes. GitHub, GitLab and Gitea take `#L{line}`.
   * @example '#L{line}'
   */
  lineAnchor: z.string().includes('{line}', { message: "expected '{line}' where the line number goes" }).default('#L{line}'),
  /**
   * A text file, relative to the config file, listing every path the repository holds at that commit, one
   * a line (lines starting with `#` are comments), e.g. made by `git ls-tree -r --name-only <commit>`.
   * `check` reports a source it does not list. Without it, paths are not checked.
   * @example 'content/upstream/mistserver-files.txt'
   */
  fileList: z.string().min(1).optional(),
});

/** The option as the pipeline sees it (defaults applied). */
export type ReferenceSources = z.output<typeof referenceSourcesSchema>;
