/**
 * The diagram renderer: its own chunk (with the mermaid package), built only for sites that have a
 * diagram and fetched by diagrams.ts on the first page that shows one. Draws each `pre.mermaid` as
 * an SVG beside it, in the colour mode of the page, and draws it again when the mode changes. No Node imports.
 */
import mermaid from 'mermaid';

let drawn = 0;

/** Draws (or draws again, for another colour mode) every diagram of `blocks`. */
export async function renderDiagrams(blocks: readonly HTMLElement[], mode: 'light' | 'dark'): Promise<void> {
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: mode === 'dark' ? 'dark' : 'default' });
  for (const pre of blocks) {
    let figure = pre.nextElementSibling instanceof HTMLElement && pre.nextElementSibling.classList.contains('mermaid-diagram') ? pre.nextElementSibling : undefined;
    if (figure?.dataset.mode === mode) continue;
    try {
      const { svg } = await mermaid.render(`mermaid-diagram-${++drawn}`, pre.textContent ?? '');
      if (!figure) {
        figure = document.createElement('div');
        figure.className = 'mermaid-diagram';
        // Styled here rather than in the site's stylesheet, so pages without diagrams carry none of it.
        figure.style.cssText = 'margin:0 0 1.15rem;overflow-x:auto;display:flex;justify-content:center';
        pre.after(figure);
      }
      figure.innerHTML = svg;
      figure.dataset.mode = mode;
      // The source stays in the page (for copying, and for drawing again), out of sight.
      pre.hidden = true;
    } catch (error) {
      // A diagram mermaid cannot read stays readable as its source.
      console.error('mistdocs: a diagram could not be drawn.', error);
    }
  }
}
