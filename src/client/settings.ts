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

export function stateTemplates(): StateTemplates {
  return __STATES__;
}
