/**
 * `@theme/ThemedImage`: both images in the HTML, each shown in its colour mode by the theme's CSS, so
 * the right one shows before any script runs and switches with the mode (no island needed).
 */
import type { ImgHTMLAttributes } from 'react';
import { useSiteData, withBaseUrl } from '../site-context.js';

export default function ThemedImage({ sources, className, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { sources: { light: string; dark: string } }) {
  const site = useSiteData();
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img key={mode} src={withBaseUrl(site.siteConfig.baseUrl, sources[mode])} alt={alt} className={['themed-image', `themed-image--${mode}`, className].filter(Boolean).join(' ')} {...rest} />
      ))}
    </>
  );
}
