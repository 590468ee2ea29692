/**
 * `@theme/Mermaid` (Docusaurus's theme-mermaid): `<Mermaid value="graph TD; A-->B" />` is the diagram a
 * ```mermaid block makes, its source in a `<pre class="mermaid">` that the diagram runtime draws.
 */
export default function Mermaid({ value }: { value: string }) {
  return <pre className="mermaid">{value}</pre>;
}
