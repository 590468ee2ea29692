/**
 * The tiny script inlined in <head>, the only one before first paint: applies the stored or default
 * colour mode (no flash), hides an announcement bar the visitor dismissed, and on the page at the
 * base path shows the red base-URL banner when the runtime never arrived (the site's assets did not
 * load). Settings arrive as compile-time constants. No imports.
 */
declare const __DEFAULT_MODE__: 'light' | 'dark';
declare const __RESPECT_SYSTEM__: boolean;
declare const __SETTINGS__: { baseUrl: string; announcementId?: string };

(() => {
  const root = document.documentElement;
  root.classList.remove('no-js');
  const read = (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      // Storage can be blocked; the runtime logs it. Defaults apply.
      return null;
    }
  };
  const stored = read('theme');
  const choice = stored === 'light' || stored === 'dark' || (stored === 'system' && __RESPECT_SYSTEM__) ? stored : __RESPECT_SYSTEM__ ? 'system' : __DEFAULT_MODE__;
  let mode = choice;
  if (choice === 'system') {
    const light = window.matchMedia('(prefers-color-scheme: light)').matches;
    const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    mode = light ? 'light' : dark ? 'dark' : __DEFAULT_MODE__;
  }
  root.setAttribute('data-theme', mode);
  root.setAttribute('data-theme-choice', choice);

  const { baseUrl, announcementId } = __SETTINGS__;
  if (announcementId !== undefined && read('mistdocs.announcement.id') === announcementId && read('mistdocs.announcement.dismiss') === 'true') {
    root.setAttribute('data-announcement-dismissed', '');
  }

  document.addEventListener('DOMContentLoaded', () => {
    if (root.hasAttribute('data-runtime') || document.getElementById('main-content')?.getAttribute('data-route') !== '/') return;
    const suggested = location.pathname.replace(/\/?$/, '/');
    const banner = document.createElement('div');
    banner.id = 'base-url-issue-banner';
    banner.setAttribute('role', 'alert');
    banner.style.cssText = 'background:#b91c1c;color:#fff;padding:16px 20px;font:16px/1.5 system-ui,sans-serif;border-bottom:4px solid #7f1d1d';
    banner.textContent = `This site did not load properly. A common reason is a wrong base URL in the site configuration. Current configured baseUrl = ${baseUrl}${baseUrl === '/' ? ' (default value)' : ''}. We suggest trying baseUrl = ${suggested}`;
    document.body.prepend(banner);
  });
})();
