/**
 * The announcement bar: its id and dismissed flag live in localStorage; a new id resets the flag so
 * the bar shows again; closing sets it. The inline head script hides a dismissed bar before paint.
 */
import { readStorage, writeStorage } from './storage.js';

export const ANNOUNCEMENT_ID_KEY = 'mistdocs.announcement.id';
export const ANNOUNCEMENT_DISMISS_KEY = 'mistdocs.announcement.dismiss';

export function initAnnouncementBar(): void {
  const bar = document.querySelector<HTMLElement>('[data-announcement-id]');
  if (!bar) return;
  const id = bar.getAttribute('data-announcement-id') ?? '';
  if (readStorage(ANNOUNCEMENT_ID_KEY) !== id) {
    writeStorage(ANNOUNCEMENT_ID_KEY, id);
    writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'false');
  }
  const dismissed = readStorage(ANNOUNCEMENT_DISMISS_KEY) === 'true';
  bar.hidden = dismissed;
  document.documentElement.toggleAttribute('data-announcement-dismissed', dismissed);
  bar.querySelector('[data-announcement-close]')?.addEventListener('click', () => {
    writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'true');
    bar.hidden = true;
    document.documentElement.setAttribute('data-announcement-dismissed', '');
  });
}
