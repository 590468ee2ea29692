/**
 * `react` as the site's components see it in the build: React itself, with the hooks that make a
 * component interactive (state, effects, transitions, stores) and createElement telling the probe they
 * were used. Server only; `react-original` is React itself (an esbuild alias).
 */
// @ts-expect-error resolved by the build's esbuild plugin to React itself
import * as React from 'mistdocs-original:react';
import { probe, probeElement, probeProps } from './probe.js';

// @ts-expect-error resolved by the build's esbuild plugin to React itself
export * from 'mistdocs-original:react';

type Fn = (...args: never[]) => unknown;
const r = React as unknown as Record<string, Fn>;
function probed(name: string): Fn {
  const hook = r[name]!;
  return (...args) => {
    probe.interactive = true;
    return hook(...args);
  };
}

export const useState = probed('useState');
export const useReducer = probed('useReducer');
export const useEffect = probed('useEffect');
export const useLayoutEffect = probed('useLayoutEffect');
export const useSyncExternalStore = probed('useSyncExternalStore');
export const useTransition = probed('useTransition');
export const useActionState = probed('useActionState');
export const useOptimistic = probed('useOptimistic');
/**
 * A class component with lifecycle methods (it does something once mounted) is interactive too. The
 * probed base is a plain function, as React's own Component is: packages compiled to ES5 call their
 * parent as a function (`_getPrototypeOf(Carousel).call(this, props)`, `_super.call(this, props) || this`),
 * which a native class refuses ("Class constructors cannot be invoked without 'new'").
 */
function probedClass(base: unknown): unknown {
  const Base = base as (this: object, ...args: unknown[]) => void;
  function Probed(this: Record<string, unknown>, ...args: unknown[]): void {
    Base.apply(this, args);
    if (typeof this.componentDidMount === 'function' || typeof this.componentDidUpdate === 'function' || typeof this.componentWillUnmount === 'function') probe.interactive = true;
  }
  Probed.prototype = Base.prototype;
  Object.setPrototypeOf(Probed, Base);
  return Probed;
}
export const Component = probedClass(r.Component);
export const PureComponent = probedClass(r.PureComponent);

export function createElement(type: unknown, props: unknown, ...children: unknown[]): unknown {
  probeElement();
  probeProps(props);
  return (r.createElement as (...a: unknown[]) => unknown)(type, props, ...children);
}

export default { ...(React as object), useState, useReducer, useEffect, useLayoutEffect, useSyncExternalStore, useTransition, useActionState, useOptimistic, createElement, Component, PureComponent };
