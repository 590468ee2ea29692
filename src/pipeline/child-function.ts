/**
 * A component's children written as a function, a render prop (`<Flavors list={['Debug', 'Release']}>{(name)
 * => `build ${name}`}</Flavors>`): the component gets a function it can call while it renders. Each call
 * runs the page's function in the expressions' sandbox (expression-sandbox.ts) with the arguments as
 * JSON, and what it gives comes back as data: text, numbers, lists, and the HTML elements its JSX makes
 * (a component the page imports as itself). The function sees its arguments and the page's context: its
 * imports of the site's data and helpers, its exports and `frontMatter`. An expression with JSX made by
 * code (`{items.map((item) => <Card {...item} />)}`) is such a function too, called once in its place.
 */
import { cloneElement, createElement, Fragment, isValidElement, type ComponentType, type ReactNode } from 'react';
import { COMPONENT_KEY, ELEMENT_SOURCE, evaluateInSandbox, FRAGMENT_SOURCE, jsxAsElementCalls, type SandboxFile } from '../markdown/expression-sandbox.js';

/** The sandbox context of a function given without its page's: no front matter, props, headings or files. */
const EMPTY: SandboxFile = { frontMatter: '{}', props: '{}', toc: '[]', files: '{}', declarations: [] };
interface ElementData {
  $$element: 1;
  type: string | { component: string } | null;
  props: Record<string, unknown>;
  children: unknown[];
}

/** A page's function that failed when a component called it: the page's error, reported at the use (not in the component that called it). */
export class PageFunctionError extends Error {}

/**
 * The function `source` (an arrow or function expression, JSX allowed) as one the component can call.
 * `components` are the page's imported components the function names as elements (`<Card />`): in the
 * sandbox each name stands for a marker, and an element of it comes back as that component, its props'
 * elements made elements again. A call that fails throws its reason, which the component stage reports
 * at the use; `what` names the function there.
 */
export function childFunction(source: string, scope: SandboxFile = EMPTY, components: Record<string, unknown> = {}, what = 'its children, a function,'): (...args: unknown[]) => ReactNode {
  const code = compile(source, components);
  return (...args) => toNode(run(scope, `(${code})(...${JSON.stringify(args.map(plain))})`, what), components);
}

/** The value of the expression `source` (JSX allowed), its elements made React elements wherever they sit in it (`[{ label: <b>A</b> }]`). */
export function pageValue(source: string, scope: SandboxFile, components: Record<string, unknown>, what: string): unknown {
  return elementsIn(run(scope, `(${compile(`() => (${source})`, components)})()`, what), components);
}

/** The function `source` as sandbox code: its JSX made by the element factory, the page's components named in it as stand-ins. */
function compile(source: string, components: Record<string, unknown>): string {
  const compiled = jsxAsElementCalls(`(${source})`, true).replace(/;\s*$/, '');
  const names = Object.keys(components).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
  const markers = names.map((name) => JSON.stringify({ [COMPONENT_KEY]: name }));
  return `((__element, __fragment${names.map((n) => `, ${n}`).join('')}) => ${compiled})(${[ELEMENT_SOURCE, FRAGMENT_SOURCE, ...markers].join(', ')})`;
}

function run(scope: SandboxFile, code: string, what: string): unknown {
  const outcome = evaluateInSandbox(scope, code);
  if (!outcome.ok) throw new PageFunctionError(`${what} could not run: ${outcome.reason}`);
  return outcome.value;
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

function isElementData(value: unknown): value is ElementData {
  return !!value && typeof value === 'object' && (value as { $$element?: unknown }).$$element === 1 && 'children' in value;
}

function toNode(value: unknown, components: Record<string, unknown>): ReactNode {
  if (typeof value === 'string' || typeof value === 'number') return value;
  // A list's items keyed by place, as React asks of elements in an array.
  if (Array.isArray(value)) return value.map((item, i) => withKey(toNode(item, components), i));
  if (!isElementData(value)) return null;
  const { type, props, children } = value;
  if (type === null) return null;
  const { children: _ignored, ...rest } = props;
  const nodes = children.map((child) => toNode(child, components));
  if (typeof type === 'string') return createElement(type === '#fragment' ? Fragment : type, rest, ...nodes);
  const component = components[type.component];
  if (!component) return null;
  // A component's props may hold elements (`icon: <Star />`): made elements again, wherever they sit in the props.
  return createElement(component as ComponentType<Record<string, unknown>>, elementsIn(rest, components) as Record<string, unknown>, ...nodes);
}

/** `value` with every element written as data inside it (in lists and plain objects) made a React element. */
function elementsIn(value: unknown, components: Record<string, unknown>): unknown {
  if (isElementData(value)) return toNode(value, components);
  if (Array.isArray(value)) return value.map((item) => elementsIn(item, components));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, elementsIn(item, components)]));
  return value;
}

function withKey(node: ReactNode, key: number): ReactNode {
  return isValidElement(node) && node.key === null ? cloneElement(node, { key }) : node;
}
