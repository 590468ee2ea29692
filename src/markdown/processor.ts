/**
 * createMarkdownProcessor(): the unified pipeline Markdown -> HTML with our plugins, built once per
 * build and reused for every page. Returns the page HTML plus what the plugins collected
 * (TOC, search sections, links, messages with positions). No fs: assets resolve through a callback.
 */
import type { Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { all, common, createLowlight } from 'lowlight';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { createListItemHandler } from './list-items.js';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { MagicComment } from '../shared/magic-comments.js';
import type { CardItem, TocItem } from '../shared/types.js';
import remarkAdmonitions, { type AdmonitionTitles } from './plugins/remark-admonitions.js';
import remarkHeadingIds from './plugins/remark-heading-ids.js';
import remarkEmoji from './plugins/remark-emoji.js';
import remarkMdxComponents, { remarkMdxInserted, type ComponentUse, type MdxComponentsOptions, type PartialRange } from './plugins/remark-mdx-components.js';

export type { ComponentUse };
import remarkUnusedDirectives from './plugins/remark-unused-directives.js';
import rehypeCode, { type GithubReferenceOptions } from './plugins/rehype-code.js';
import remarkFootnoteIds from './plugins/remark-footnote-ids.js';
import rehypeCollect, { type Section } from './plugins/rehype-collect.js';
import rehypeHeadingAnchors from './plugins/rehype-heading-anchors.js';
import rehypeImages from './plugins/rehype-images.js';
import rehypeLinks, { withBase, type LinkRecord } from './plugins/rehype-links.js';
import rehypeSafeUrls from './plugins/rehype-safe-urls.js';
import rehypeSiteComponents from './plugins/rehype-site-components.js';
import rehypeTocInline from './plugins/rehype-toc-inline.js';
import { preprocessDirectives } from './preprocess-directives.js';
import { parseMdx1, type Mdx1Place } from './mdx1-compat.js';
import { preprocessMdx, unwrapMdxCodeBlocks } from './preprocess-mdx.js';
import { MAX_NESTING, scanPage } from './nesting.js';
import { hasSitePlugins, type SitePlugins } from './site-plugins.js';

export { hasSitePlugins, type SitePlugins };

/** Grammars beyond highlight.js's common set that docs sites (Docusaurus ones among them) often use. */
const EXTRA_GRAMMARS = ['apache', 'clojure', 'cmake', 'dart', 'dockerfile', 'dos', 'elixir', 'erlang', 'fsharp', 'groovy', 'haskell', 'http', 'julia', 'latex', 'matlab', 'nginx', 'nix', 'ocaml', 'powershell', 'properties', 'protobuf', 'scala', 'vim'] as const;

/**
 * The syntax highlighter: highlight.js's common grammars and EXTRA_GRAMMARS (lowlight loads every
 * grammar module anyway; a grammar compiles on first use). Keep one per process where builds repeat.
 */
export function createHighlighter(additionalLanguages: readonly string[] = []): ReturnType<typeof createLowlight> {
  const lowlight = createLowlight(common);
  lowlight.register(Object.fromEntries(EXTRA_GRAMMARS.map((name) => [name, all[name]!])));
  // A site's `prism.additionalLanguages`: highlight.js's grammar of that name, where it has one.
  const extra = additionalLanguages.map(highlightName).filter((name) => !lowlight.registered(name) && all[name]);
  if (extra.length) lowlight.register(Object.fromEntries(extra.map((name) => [name, all[name]!])));
  return lowlight;
}

/** Prism's names of languages whose highlight.js grammar has another name. */
const PRISM_NAMES: Record<string, string> = { docker: 'dockerfile', 'visual-basic': 'vbnet', vb: 'vbnet', toml: 'ini', batch: 'dos', objc: 'objectivec', cs: 'csharp', sh: 'bash', shell: 'bash', tsx: 'typescript', jsx: 'javascript', markup: 'xml', html: 'xml', svg: 'xml' };

/** The highlight.js name of a language as a Docusaurus site names it (Prism's name). */
export function highlightName(name: string): string {
  const lower = name.toLowerCase();
  return PRISM_NAMES[lower] ?? lower;
}

export interface MarkdownOptions {
  /** A highlighter to reuse (watch mode keeps one across rebuilds); a new one by default. */
  highlighter?: ReturnType<typeof createLowlight>;
  baseUrl: string;
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  resolveDocPath: (relPath: string) => string | undefined;
  /** The public path of an image (content path in, `/assets/images/a-1f2e.png` out; the base URL is added here). */
  resolveAsset: (contentPath: string) => string | undefined;
  /** The text of a partial an MDX page imports (content path, `docs/_shared.mdx`), undefined when missing. */
  readPartial?: (contentPath: string) => string | undefined;
  /** The site's folder seen from the content folder (`..`): `@site/` partials the content folder lacks are read from there. */
  siteDir?: string;
  /** A code module an MDX page imports, bundled for its expressions (see mdx-scope.ts), by its moduleKey; undefined when not bundled. */
  readModule?: (key: string) => string | undefined;
  /** The site's own remark and rehype plugins (`markdown` in the config); none by default. */
  plugins?: SitePlugins;
  /** Whether the site has its own `src/theme/MDXComponents` (global components). */
  themeComponents?: boolean;
  /** The admonition titles in the site's language, by type, where the locale translates them (`theme.admonition.note`). */
  admonitionTitles?: AdmonitionTitles;
  /** The site's magic comments of code blocks (`prism.magicComments`); Docusaurus's highlight comments by default. */
  magicComments?: readonly MagicComment[];
  /** Code blocks that show a file from GitHub (`markdown.githubCodeblock`); absent, `reference` blocks are ordinary code. */
  githubReferences?: GithubReferenceOptions;
}

export interface MarkdownInput {
  /** Markdown body (without front matter). */
  body: string;
  /** 1-based line where the body starts in its file, so positions are file positions. */
  bodyLine: number;
  /** Path relative to the content area, posix (`mistserver/inputs/hls.md`). */
  relPath: string;
  /** Folder of `relPath` inside the content directory, for images (`docs/mistserver/inputs`). */
  relDir: string;
  /** A translation's own folder inside the content directory (`../i18n/fr/docusaurus-plugin-content-docs/current/guide`): its images are looked for there first. */
  ownDir?: string;
  /** For a doc of a docs area: the area's folder (`community`), the root its links to .md files are tried from after their own folder. */
  areaDir?: string;
  route: string;
  tocMin?: number;
  tocMax?: number;
  /** Cards for a `:::cards` block, when the page is a category's page. */
  cards?: CardItem[];
  /** For the site's own plugins, as Docusaurus gives them: the file's absolute path (`file.path`)... */
  path?: string;
  /** ...and its front matter (`file.data.frontMatter`). */
  frontMatter?: Record<string, unknown>;
  /** Parse the body as MDX (an `.mdx` file, or `markdown.format: 'mdx'`). */
  mdx?: boolean;
  /** Appended to the ids of the page's footnotes, so a blog list showing several posts has each its own (see remark-footnote-ids). */
  footnoteSuffix?: string;
  /** Read MDX written for MDX 1 as MDX 1 read it (`markdown.mdx1Compat`), each such place a warning. */
  mdx1?: boolean;
}

export interface MarkdownMessage {
  fatal: boolean;
  /** The partial (content path) the message is about, when not the page itself. */
  file?: string;
  reason: string;
  ruleId?: string;
  hint?: string;
  line?: number;
  column?: number;
}

export interface MarkdownResult {
  html: string;
  toc: TocItem[];
  sections: Section[];
  links: LinkRecord[];
  /** Every element id on the page (headings and raw HTML), for anchor checks. */
  anchors: string[];
  messages: MarkdownMessage[];
  /** The components the page imports, by the index their `<mistdocs-use data-use>` placeholder in `html` names (absent when none). */
  components?: (ComponentUse & { file?: string })[];
  /** The HTML of the site's own DocItem parts for this doc, which replace the built-in ones (set by the component stage). */
  docItem?: DocItemParts;
}

/** The parts of a doc page a site's `src/theme/DocItem/<part>` replaces: the previous/next links, the footer. */
export type DocItemPart = 'Paginator' | 'Footer';
export type DocItemParts = Partial<Record<DocItemPart, string>>;

export interface MarkdownProcessor {
  render(input: MarkdownInput): MarkdownResult;
  /** Renders with asynchronous plugins allowed (the site's own plugins may be). */
  renderAsync(input: MarkdownInput): Promise<MarkdownResult>;
  /** Compiles every grammar of the highlighter now rather than on the first block in each language. */
  highlightAll(): void;
}

export function createMarkdownProcessor(options: MarkdownOptions): MarkdownProcessor {
  const lowlight = options.highlighter ?? createHighlighter();
  const site = options.plugins;
  // Images are written below the output folder, which is served at the base URL (a locale's folder for its pages).
  const resolveAsset = (contentPath: string) => {
    const url = options.resolveAsset(contentPath);
    return url === undefined ? undefined : withBase(options.baseUrl, url);
  };
  const components = site?.mdxComponents ?? {};
  // A partial is read like a page: `.mdx` is MDX, and so is `.md` when `.md` pages are (format 'mdx').
  const parsePartial = (text: string, contentPath: string, pageIsMdxMd: boolean) => {
    const mdx = contentPath.endsWith('.mdx') || pageIsMdxMd;
    const prepared = mdx ? preprocessMdx(preprocessDirectives(unwrapMdxCodeBlocks(text))) : preprocessDirectives(text);
    if (mdx && lenient) {
      const processor = (mdxProcessor ??= build(true));
      return parseMdx1((value) => processor.parse(value) as MdastRoot, prepared);
    }
    return { tree: (mdx ? (mdxProcessor ??= build(true)) : markdown).parse(prepared) as MdastRoot, text: prepared };
  };
  const mdxOptions = (): MdxComponentsOptions => ({
    siteComponents: Object.keys(components),
    ...(options.themeComponents ? { themeComponents: true } : {}),
    readPartial: options.readPartial,
    readModule: options.readModule,
    ...(options.siteDir !== undefined ? { siteDir: options.siteDir } : {}),
    resolveAsset,
    baseUrl: options.baseUrl,
    parsePartial: (text, contentPath) => parsePartial(text, contentPath, partialsAreMdx),
    ...(options.admonitionTitles ? { admonitionTitles: options.admonitionTitles } : {}),
    parseMdx: (text) => (mdxProcessor ??= build(true)).parse(preprocessMdx(text)) as MdastRoot,
    reportMdx1,
  });
  // Whether the page being rendered is an MDX `.md` file (its `.md` partials are then MDX too).
  let partialsAreMdx = false;
  // Whether the page being rendered, and so its partials, is read as MDX 1 read it.
  let lenient = false;
  // The site's own remark plugins may insert MDX nodes, in Markdown pages too (Docusaurus compiles both with MDX).
  const sitePluginsInsert = (site?.remarkPlugins.length ?? 0) + (site?.beforeDefaultRemarkPlugins.length ?? 0) > 0;
  const build = (mdx: boolean) =>
    unified()
      .use(remarkParse)
      .use(mdx ? [remarkMdx] : [])
      .use(site?.beforeDefaultRemarkPlugins ?? [])
      .use(remarkGfm)
      .use(remarkDirective)
      .use(mdx ? [[remarkMdxComponents, mdxOptions()]] : [])
      .use(remarkHeadingIds)
      .use(remarkAdmonitions, { ...(options.admonitionTitles ? { titles: options.admonitionTitles } : {}) })
      .use(remarkEmoji)
      .use(site?.remarkPlugins ?? [])
      // What the site's plugins inserted (npm2yarn's `import Tabs` and `<Tabs>`) renders as if the author had written it.
      .use(sitePluginsInsert ? [[remarkMdxInserted, mdxOptions()]] : [])
      .use(remarkUnusedDirectives)
      .use(remarkFootnoteIds)
      .use(remarkRehype, { allowDangerousHtml: true, handlers: { listItem: createListItemHandler() } })
      .use(site?.beforeDefaultRehypePlugins ?? [])
      .use(rehypeCode, { lowlight, ...(options.magicComments ? { magicComments: options.magicComments } : {}), ...(options.githubReferences ? { githubReferences: options.githubReferences } : {}) })
      .use(rehypeHeadingAnchors)
      .use(rehypeLinks, { baseUrl: options.baseUrl, resolveDocPath: options.resolveDocPath, resolveAsset })
      .use(rehypeImages, { resolveAsset })
      .use(site?.rehypePlugins ?? [])
      .use(rehypeCollect, { minLevel: options.toc.minHeadingLevel, maxLevel: options.toc.maxHeadingLevel })
      .use(mdx || sitePluginsInsert ? [rehypeTocInline, [rehypeSiteComponents, { components }]] : [])
      .use(rehypeSafeUrls)
      .use(rehypeStringify, { allowDangerousHtml: true })
      .freeze();
  const markdown = build(false);
  // Built on the first MDX page: a site without any pays nothing for it.
  let mdxProcessor: typeof markdown | undefined;
  /** The processor for `input` and its parsed tree; MDX that does not parse is an error and is read as Markdown. */
  const parse = (input: MarkdownInput, file: VFile) => {
    if (!input.mdx) return { processor: markdown, tree: markdown.parse(file) };
    const processor = (mdxProcessor ??= build(true));
    try {
      if (!input.mdx1) return { processor, tree: processor.parse(file) };
      const { tree, text, places } = parseMdx1((value) => processor.parse(value) as MdastRoot, String(file.value));
      file.value = text;
      for (const p of places) reportMdx1(file, p);
      return { processor, tree };
    } catch (error) {
      const place = error && typeof error === 'object' && 'line' in error && typeof error.line === 'number' ? { line: error.line, column: 'column' in error && typeof error.column === 'number' ? error.column : 1 } : { line: input.bodyLine, column: 1 };
      const reason = error && typeof error === 'object' && 'reason' in error ? String(error.reason) : String(error);
      const m = file.message(`This page is not valid MDX: ${reason}`, { place, ruleId: 'markdown/mdx-syntax', source: 'mistdocs' });
      m.fatal = true;
      m.note = 'In MDX, `<` starts a tag and `{` an expression: write `\\<` and `\\{` for the characters, close every tag (`<br />`), and use `{/* ... */}` for comments. The page was rendered as plain Markdown.';
      return { processor: markdown, tree: markdown.parse(file) };
    }
  };
  // A failing plugin of the site's own is the author's to fix: report it on the page rather than crash.
  const guarded = hasSitePlugins(site);

  const start = (input: MarkdownInput): VFile => {
    partialsAreMdx = input.mdx === true && !input.relPath.endsWith('.mdx');
    lenient = input.mdx === true && input.mdx1 === true;
    // Blank lines in front keep every position equal to the line in the source file.
    const padding = '\n'.repeat(Math.max(0, input.bodyLine - 1));
    // An MDX page's ```mdx-code-block fences are its MDX, as in Docusaurus.
    const body = preprocessDirectives(input.mdx ? unwrapMdxCodeBlocks(input.body) : input.body);
    const file = new VFile({ value: padding + (input.mdx ? preprocessMdx(body) : body), path: input.path });
    Object.assign(file.data, {
      relPath: input.relPath,
      relDir: input.relDir,
      ownDir: input.ownDir,
      areaDir: input.areaDir,
      route: input.route,
      tocMin: input.tocMin,
      tocMax: input.tocMax,
      cards: input.cards,
      frontMatter: input.frontMatter,
      footnoteSuffix: input.footnoteSuffix,
    });
    return file;
  };
  const finish = (processor: typeof markdown, file: VFile, bodyLine: number, tree: Root | undefined, error?: unknown): MarkdownResult => {
    let html = '';
    if (tree) {
      try {
        html = processor.stringify(tree, file) as string;
      } catch (cause) {
        if (!guarded) throw cause;
        error = cause;
      }
    }
    if (error !== undefined) {
      const m = file.message(`A Markdown plugin failed on this page: ${error instanceof Error ? error.message : String(error)}`, { place: { line: bodyLine, column: 1 }, ruleId: 'markdown/plugin-error', source: 'mistdocs' });
      m.fatal = true;
      m.note = `Check the plugins in the \`markdown\` section of the site config.${error instanceof Error && error.stack ? `\n${error.stack.split('\n').slice(0, 4).join('\n')}` : ''}`;
    }
    return resultOf(file, html);
  };

  return {
    highlightAll() {
      for (const language of lowlight.listLanguages()) lowlight.highlight(language, 'x');
    },
    render(input) {
      const file = start(input);
      const refused = refuseUnreadable(input, file);
      if (refused) return refused;
      try {
        const { processor, tree } = parse(input, file);
        if (!guarded) return finish(processor, file, input.bodyLine, processor.runSync(tree, file) as Root);
        try {
          return finish(processor, file, input.bodyLine, processor.runSync(tree, file) as Root);
        } catch (error) {
          return finish(processor, file, input.bodyLine, undefined, error);
        }
      } catch (error) {
        return tooDeep(error, file, input.bodyLine);
      }
    },
    async renderAsync(input) {
      const file = start(input);
      const refused = refuseUnreadable(input, file);
      if (refused) return refused;
      try {
        const { processor, tree } = parse(input, file);
        try {
          return finish(processor, file, input.bodyLine, (await processor.run(tree, file)) as Root);
        } catch (error) {
          if (!guarded) throw error;
          return finish(processor, file, input.bodyLine, undefined, error);
        }
      } catch (error) {
        return tooDeep(error, file, input.bodyLine);
      }
    },
  };
}

/** A place of the page (or, at its lines past the page's own, of a partial) read as MDX 1 read it: a warning saying what MDX 3 wants. */
function reportMdx1(file: VFile, place: Mdx1Place, lineOffset = 0): void {
  const m = file.message(place.reason, { place: { line: place.line + lineOffset, column: place.column }, ruleId: 'markdown/mdx1-syntax', source: 'mistdocs' });
  m.note = place.hint;
}

/**
 * A page no parser should see: one nested past MAX_NESTING levels (an error at the line where it gets
 * there, found in one pass). (A very large page is warned about as its file is read, in content/.)
 */
function refuseUnreadable(input: MarkdownInput, file: VFile): MarkdownResult | undefined {
  const scan = scanPage(input.body, { mdx: input.mdx });
  if (scan.unclosedFence) {
    const m = file.message('This code block is never closed: the rest of the page shows as code.', { place: { line: input.bodyLine - 1 + scan.unclosedFence.line, column: scan.unclosedFence.column }, ruleId: 'markdown/unclosed-fence', source: 'mistdocs' });
    m.note = 'Close it with a line of the same fence (``` or ~~~, at least as long) where the code ends.';
  }
  const deep = scan.tooDeep;
  if (!deep) return undefined;
  const m = file.message(`This page nests ${deep.what} ${deep.depth} levels deep here; at most ${MAX_NESTING} are read.`, { place: { line: input.bodyLine - 1 + deep.line, column: deep.column }, ruleId: 'markdown/too-deep', source: 'mistdocs' });
  m.fatal = true;
  m.note = 'Nothing in a readable page nests this deeply: flatten it, or put generated text in a code block.';
  return resultOf(file, '');
}

/** A parser that ran out of stack (nesting the one-pass count does not see) is the page's error, not a crash. */
function tooDeep(error: unknown, file: VFile, bodyLine: number): MarkdownResult {
  if (!(error instanceof RangeError && /call stack/i.test(error.message))) throw error;
  const m = file.message('This page nests too deeply for the Markdown parser.', { place: { line: bodyLine, column: 1 }, ruleId: 'markdown/too-deep', source: 'mistdocs' });
  m.fatal = true;
  m.note = `Flatten its deepest part: lists, block quotes, emphasis, links or elements nested up to ${MAX_NESTING} levels are read.`;
  return resultOf(file, '');
}

function resultOf(file: VFile, html: string): MarkdownResult {
  // Lines past the page's own are the partials' (see remark-mdx-components): give them back to their files.
  const ranges = (file.data.partialRanges as PartialRange[] | undefined) ?? [];
  const place = <T extends { line?: number }>(item: T): T & { file?: string } => {
    const range = item.line === undefined ? undefined : ranges.find((r) => item.line! >= r.from && item.line! <= r.to);
    return range ? { ...item, file: range.file, line: item.line! - range.from + 1 } : item;
  };
  const components = file.data.components as ComponentUse[] | undefined;
  return {
    html,
    ...(components ? { components: components.map(place) } : {}),
    toc: (file.data.toc as TocItem[]) ?? [],
    sections: (file.data.sections as Section[]) ?? [],
    links: ((file.data.links as LinkRecord[]) ?? []).map(place),
    anchors: (file.data.anchors as string[]) ?? [],
    messages: file.messages.map((m) =>
      place({
        fatal: m.fatal === true,
        reason: m.reason,
        ruleId: m.ruleId ?? undefined,
        hint: m.note ?? undefined,
        line: m.line ?? undefined,
        column: m.column ?? undefined,
      }),
    ),
  };
}
