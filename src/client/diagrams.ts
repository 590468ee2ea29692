/**
 * Mermaid diagrams: the server renders each as its source in a `pre.mermaid` (readable without
 * JavaScript). On a page that has one, this fetches the renderer chunk (mermaid-diagrams.ts, built
 * apart so other pages never load it) and draws them, again after in-place navigation and when the
 * colour mode changes. Compiled into the runtime only for sites with a diagram. DOM only, and no
 * imports: the runtime of a site without diagrams then comes out byte for byte as if this did not exist.
 */
type Renderer = typeof import('./mermaid-diagrams.js');

/** Draws the diagrams of the current page with the chunk at `chunkUrl`, and keeps them drawn (the router fires `navigatedEvent` after in-place navigation). */
export function initDiagrams(chunkUrl: string, navigatedEvent: string): void {
  let renderer: Promise<Renderer> | undefined;
  const draw = () => {
    const blocks = [...document.querySelectorAll<HTMLElement>('.markdown pre.mermaid')];
    if (blocks.length === 0) return;
    renderer ??= import(chunkUrl) as Promise<Renderer>;
    const mode = document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
    renderer.then((r) => r.renderDiagrams(blocks, mode)).catch((error: unknown) => console.error('mistdocs: the diagram renderer could not load.', error));
  };
  draw();
  document.addEventListener(navigatedEvent, draw);
  new MutationObserver(draw).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
}
