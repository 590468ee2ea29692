/** The public Node API of mistdocs. */
export { defineConfig } from './config/define-config.js';
export type { SiteConfig, SiteConfigInput } from './config/schemas/site.js';
export { loadConfig, type ResolvedConfig } from './config/load-config.js';
export { buildSite as build, compileSite, createMemo, type BuildOptions, type BuildResult, type Memo } from './pipeline/index.js';
export { createStaticServer, type StaticServerOptions } from './dev/static-server.js';
export type { Diagnostic } from './diagnostics/diagnostic.js';
export { DiagnosticError } from './diagnostics/diagnostic.js';
export { initSite, InitError, type InitOptions, type InitResult } from './init/init-site.js';
