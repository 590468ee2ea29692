/** The colour-mode button; the runtime cycles system -> light -> dark (or dark <-> light) and updates its label. */
import type { SiteProps } from '../props.js';
import { MoonIcon, SunIcon, SystemIcon } from './icons.js';

export function ColorModeToggle({ site }: { site: SiteProps }) {
  const initial = site.colorMode.respectPrefersColorScheme ? 'system' : site.colorMode.defaultMode;
  return (
    <button
      type="button"
      className="color-mode-toggle"
      data-color-toggle=""
      data-respect-system={site.colorMode.respectPrefersColorScheme ? 'true' : 'false'}
      aria-label={`Switch colour mode (currently ${initial} mode)`}
      title={`Colour mode: ${initial}`}
    >
      <SunIcon />
      <MoonIcon />
      <SystemIcon />
    </button>
  );
}
