/** The package an import specifier names: `@scope/name/sub/path` -> `@scope/name`, `name/sub` -> `name`. Pure. */
export function packageOf(specifier: string): string {
  return specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}
