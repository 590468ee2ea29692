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
/** A class component with lifecycle methods (it does something once mounted) is interactive too. */
function probedClass(base: unknown): unknown {
  const Base = base as new (props: unknown, context: unknown) => object;
  return class extends Base {
    constructor(props: unknown, context: unknown) {
      super(props, context);
      const self = this as Record<string, unknown>;
      if (typeof self.componentDidMount === 'function' || typeof self.componentDidUpdate === 'function' || typeof self.componentWillUnmount === 'function') probe.interactive = true;
    }
  };
}
export const Component = probedClass(r.Component);
export const PureComponent = probedClass(r.PureComponent);

export function createElement(type: unknown, props: unknown, ...children: unknown[]): unknown {
  probeElement();
  probeProps(props);
  return (r.createElement as (...a: unknown[]) => unknown)(type, props, ...children);
}

export default { ...(React as object), useState, useReducer, useEffect, useLayoutEffect, useSyncExternalStore, useTransition, useActionState, useOptimistic, createElement, Component, PureComponent };
