/**
 * Reading the values of a Docusaurus config that migrate ran: an object, a list, as the config may hold
 * anything (a stand-in for a package that is not installed counts as no value). Imports only the stand-in check.
 */
import { missingPackageOf } from './run-site-module.js';

export type Obj = Record<string, unknown>;

export function isObject(value: unknown): value is Obj {
  return !!value && typeof value === 'object' && !Array.isArray(value) && !missingPackageOf(value);
}

/** The value as an object, or an empty one. */
export function obj(value: unknown): Obj {
  return isObject(value) ? value : {};
}

/** The value as a list without empty entries (`[a, false && b]`), or an empty one. */
export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value.filter(Boolean) : [];
}
