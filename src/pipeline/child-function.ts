/**
 * A component's children written as a function, a render prop (`<Flavors list={['Debug', 'Release']}>{(name)
 * => `build ${name}`}</Flavors>`): the component gets a function it can call while it renders. Each call
 * runs the page's function in the expressions' sandbox (expression-sandbox.ts) with the arguments as
 * JSON, and what it gives comes back as data: text, numbers, lists, and the HTML elements its JSX makes
 * (a component in it renders nothing). The function sees its arguments and the page's context: its
 * imports of the site's data and helpers, its exports and `frontMatter`.
 */
import { transformSync } from 'esbuild';
import { createElement, Fragment, type ReactNode } from 'react';
import { evaluateInSandbox, type SandboxFile } from '../markdown/expression-sandbox.js';

/** The sandbox context of a function given without its page's: no front matter, props, headings or files. */
const EMPTY: SandboxFile = { frontMatter: '{}', props: '{}', toc: '[]', files: '{}', declarations: [] };
/** How an element the function's JSX makes is written as data in the sandbox (a fragment's type is this string). */
const ELEMENT = '(t, p, ...c) => ({ type: typeof t === "string" ? t : null, props: p || {}, children: c })';
const FRAGMENT = '"#fragment"';

interface ElementData {
  type: string | null;
  props: Record<string, unknown>;
  children: unknown[];
}

/** A page's function that failed when a component called it: the page's error, reported at the use (not in the component that called it). */
export class PageFunctionError extends Error {}

/**
 * The function `source` (an arrow or function expression, JSX allowed) as one the component can call.
 * A call that fails throws its reason, which the component stage reports at the use.
 */
export function childFunction(source: string, scope: SandboxFile = EMPTY): (...args: unknown[]) => ReactNode {
  const compiled = transformSync(`(${source})`, { loader: 'jsx', jsxFactory: '__element', jsxFragment: '__fragment', minifyWhitespace: true }).code.replace(/;\s*$/, '');
  const code = `((__element, __fragment) => ${compiled})(${ELEMENT}, ${FRAGMENT})`;
  return (...args) => {
    const run = evaluateInSandbox(scope, `(${code})(...${JSON.stringify(args.map(plain))})`);
    if (!run.ok) throw new PageFunctionError(`its children, a function, could not run: ${run.reason}`);
    return toNode(run.value);
  };
}

/** An argument as JSON can carry it (React elements and functions as nothing). */
function plain(value: unknown): unknown {
  if (typeof value === 'function' || typeof value === 'symbol') return null;
  try {
    return JSON.parse(JSON.stringify(value ?? null)) as unknown;
  } catch {
    return null;
  }
}

function toNode(value: unknown): ReactNode {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (Array.isArray(value)) return value.map(toNode);
  if (!value || typeof value !== 'object' || !('children' in value)) return null;
  const { type, props, children } = value as ElementData;
  if (type === null) return null;
  const { children: _ignored, ...rest } = props;
  return createElement(type === '#fragment' ? Fragment : type, rest, ...children.map(toNode));
}
