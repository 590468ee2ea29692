/**
 * `@docusaurus/useGlobalData`: what Docusaurus plugins share with every page. The site's own plugins'
 * `setGlobalData` is read here (mistdocs' own features publish none), on the server; an island in the
 * browser sees none.
 */
import { useContext } from 'react';
import { SiteContext } from '../site-context.js';

export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return useContext(SiteContext)?.globalData ?? {};
}

export function useAllPluginInstancesData(plugin: string): Record<string, unknown> {
  return useGlobalData()[plugin] ?? {};
}

export function usePluginData(plugin: string, id = 'default'): unknown {
  return useGlobalData()[plugin]?.[id];
}
