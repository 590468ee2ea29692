/**
 * rehype-images: rewrites local image sources to content-hashed asset URLs (the build copies the
 * files); adds lazy loading. A missing image is reported with its position.
 */
import type { Element, Root } from 'hast';
import { hasScheme } from '../../shared/url-scheme.js';
import { walkElements } from '../walk.js';
import type { VFile } from 'vfile';
import { joinPosix } from './rehype-links.js';

export interface RehypeImagesOptions {
  /** Returns the public URL of a content file (path relative to the content area), or undefined if it does not exist. */
  resolveAsset: (contentPath: string) => string | undefined;
}

export default function rehypeImages(options: RehypeImagesOptions) {
  return (tree: Root, file: VFile) => {
    const fromDir = String(file.data.relDir ?? '');
    // A translation's own folder comes first, as in Docusaurus; images not copied there are the original's.
    const ownDir = typeof file.data.ownDir === 'string' ? file.data.ownDir : undefined;
    walkElements(tree, (node: Element) => {
      if (node.tagName !== 'img' || typeof node.properties.src !== 'string') return;
      const src = node.properties.src;
      node.properties.loading = 'lazy';
      node.properties.decoding = 'async';
      if (hasScheme(src) || src.startsWith('/')) return; // an address of its own, or a route (a `//host` address starts with a slash too)
      // Docusaurus's `@site/` is the site's folder; its docs/ and static/ are the content area's docs/ and static/.
      const url = src.startsWith('@site/')
        ? options.resolveAsset(decodeURI(src.slice('@site/'.length)))
        : ((ownDir !== undefined ? options.resolveAsset(joinPosix(ownDir, decodeURI(src))) : undefined) ?? options.resolveAsset(joinPosix(fromDir, decodeURI(src))));
      if (!url) {
        const msg = file.message(`The image '${src}' does not exist.`, { place: node.position, ruleId: 'markdown/missing-image', source: 'mistdocs' });
        msg.fatal = true;
        // A translation tool may have put quotes around an MDX expression, which makes it a plain string.
        msg.note = /^\{.*\}$/s.test(src)
          ? `The src is a quoted string holding an expression; write it without the quotes, src=${src}, so MDX evaluates it.`
          : 'Image paths are relative to the Markdown file (or, starting with @site/, to the content folder).';
        return;
      }
      node.properties.src = url;
    });
  };
}
