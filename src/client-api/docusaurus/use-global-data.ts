/**
 * `@docusaurus/useGlobalData`: Docusaurus plugins' data shared with every page. mistdocs' own features
 * are not plugins that publish it, so there is none: an empty object, and no plugin's data.
 */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return {};
}

export function useAllPluginInstancesData(_plugin: string): Record<string, unknown> {
  return {};
}

export function usePluginData(_plugin: string, _id?: string): unknown {
  return undefined;
}
