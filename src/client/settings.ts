/** The runtime's compile-time settings and state templates (esbuild defines), typed in one place. No imports. */

declare const __SETTINGS__: RuntimeSettings;
declare const __STATES__: StateTemplates;

/** Settings the build compiles into the runtime. */
export interface RuntimeSettings {
  /** The site's base URL, with leading and trailing slash. */
  baseUrl: string;
  searchRoute: string;
  hideOnScroll: boolean;
  /** Id of the configured announcement bar, if any. */
  announcementId?: string;
  /** Name of the docs version the site serves. */
  docsVersion?: string;
  /** The base URLs of the site's other locales: pages there belong to another build, and are loaded whole. */
  otherLocales?: string[];
  /** The locale's translations of the runtime's own strings (`mistdocs.search.*`), by id. */
  strings?: Record<string, string>;
}

/** Server-rendered HTML of the transient page states. */
export interface StateTemplates {
  loading: string;
  loadError: string;
  crash: string;
}

export function runtimeSettings(): RuntimeSettings {
  return __SETTINGS__;
}

/** A string of the runtime in the page's language: the locale's translation of `id`, else `fallback`; `{name}` filled from `values`. */
export function say(id: string, fallback: string, values: Record<string, string | number> = {}): string {
  return (__SETTINGS__.strings?.[id] ?? fallback).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function stateTemplates(): StateTemplates {
  return __STATES__;
}
