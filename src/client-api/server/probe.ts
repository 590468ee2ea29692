/**
 * What a component did while the build rendered it: whether it used state, an effect or an event
 * handler (then it is an island). The build resets it before each render and reads it after; renders
 * are synchronous, so one record serves them in turn. Server only (bundled into the site's server code).
 */
export const probe = { interactive: false };

/** Marks the render as needing the browser when `props` holds an event handler (`onClick`...). */
export function probeProps(props: unknown): void {
  if (probe.interactive || !props || typeof props !== 'object') return;
  for (const key in props) {
    if (key.length > 2 && key[0] === 'o' && key[1] === 'n' && key[2]! >= 'A' && key[2]! <= 'Z' && typeof (props as Record<string, unknown>)[key] === 'function') {
      probe.interactive = true;
      return;
    }
  }
}
