// The announcement bar's close button; the dismissal lasts until the configured bar id changes.
import { writeStorage } from './storage.js';
import { STORAGE_KEYS } from '../shared/storage-keys.js';

export function startAnnouncement(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('[data-announcement-close]');
    if (!button) return;
    const bar = button.closest<HTMLElement>('[data-announcement-bar]');
    if (!bar) return;
    writeStorage(STORAGE_KEYS.announcementDismissed, 'true');
    writeStorage(STORAGE_KEYS.announcementId, bar.dataset.announcementId ?? '');
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'true');
    bar.remove();
  });
}
