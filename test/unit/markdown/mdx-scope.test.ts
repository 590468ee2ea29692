/** What MDX expressions see at build time: here, `useBaseUrl` imported from `@docusaurus/useBaseUrl`, as Docusaurus pages use it for images. */
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor } from '../../../src/markdown/processor.js';

const processor = createMarkdownProcessor({ baseUrl: '/chat/', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 }, resolveDocPath: () => undefined, resolveAsset: () => undefined });
const render = (body: string) => processor.render({ body, bodyLine: 1, relPath: 'page.mdx', relDir: 'docs', route: '/page', mdx: true });

describe('useBaseUrl in expressions', () => {
  it('puts the base URL before a site path, as Docusaurus does, in attributes of elements and of imported components', () => {
    const r = render(
      [
        "import useBaseUrl from '@docusaurus/useBaseUrl';",
        "import ThemedImage from '@theme/ThemedImage';",
        '',
        "<ThemedImage alt=\"Rooms\" sources={{ light: useBaseUrl('/images/rooms.png'), dark: useBaseUrl('images/rooms-dark.png') }} />",
        '',
        "<a href={useBaseUrl('/chat/already')}>a</a> <a href={useBaseUrl('https://x.example/a')}>b</a> <a href={useBaseUrl('#top')}>c</a> <a href={useBaseUrl('/chat/x', { forcePrependBaseUrl: true })}>d</a>",
        '',
      ].join('\n'),
    );
    expect(r.messages).toEqual([]);
    expect(r.components).toEqual([expect.objectContaining({ module: '@theme/ThemedImage', props: { alt: 'Rooms', sources: { light: '/chat/images/rooms.png', dark: '/chat/images/rooms-dark.png' } } })]);
    expect(r.html).toContain('<a href="/chat/already">a</a> <a href="https://x.example/a" target="_blank" rel="noopener noreferrer">b</a> <a href="#top">c</a> <a href="/chat/chat/x">d</a>');
  });

  it('is not defined where the page does not import it', () => {
    const r = render("<a href={useBaseUrl('/x')}>a</a>\n");
    expect(r.messages.map((m) => m.reason)).toEqual([expect.stringContaining('useBaseUrl is not defined')]);
  });
});
