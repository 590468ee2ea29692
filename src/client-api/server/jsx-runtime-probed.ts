/** `react/jsx-runtime` as the site's components see it in the build: React's, telling the probe about event handlers. Server only. */
// @ts-expect-error resolved by the build's esbuild plugin to React's own runtime
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'mistdocs-original:react/jsx-runtime';
import { probeElement, probeProps } from './probe.js';

type Jsx = (type: unknown, props: unknown, key?: unknown) => unknown;

export { Fragment };
export function jsx(type: unknown, props: unknown, key?: unknown): unknown {
  probeElement();
  probeProps(props);
  return (reactJsx as Jsx)(type, props, key);
}
export function jsxs(type: unknown, props: unknown, key?: unknown): unknown {
  probeElement();
  probeProps(props);
  return (reactJsxs as Jsx)(type, props, key);
}
