/**
 * What a component did while the build rendered it: whether it used state, an effect or an event
 * handler (then it is an island). The build resets it before each render and reads it after; renders
 * are synchronous, so one record serves them in turn. Server only (bundled into the site's server code).
 */
export const probe = { interactive: false, elements: 0, deadline: Number.POSITIVE_INFINITY, maxElements: Number.POSITIVE_INFINITY, seconds: 0 };

/**
 * Counts an element the render makes and stops a render that runs away (a component that renders itself
 * without end made elements for a minute and 4 GB until V8 aborted): past the element bound, or the
 * deadline (read every 1,024 elements), it throws, and the build reports the use that ran away.
 */
export function probeElement(): void {
  const count = ++probe.elements;
  if (count > probe.maxElements) throw new Error(`it made more than ${probe.maxElements.toLocaleString('en')} elements and was stopped; does a component render itself without end?`);
  if ((count & 1023) === 0 && performance.now() > probe.deadline) throw new Error(`it rendered for more than ${probe.seconds} s and was stopped; does a component render itself without end?`);
}

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
