// The announcement bar's close button; the dismissal lasts until the configured bar id changes.
import { writeStorage } from './storage.js';

export function startAnnouncement(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('[data-announcement-close]');
    if (!button) return;
    const bar = button.closest<HTMLElement>('[data-announcement-bar]');
    if (!bar) return;
    writeStorage('docusaurus.announcement.dismiss', 'true');
    writeStorage('docusaurus.announcement.id', bar.dataset.announcementId ?? '');
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'true');
    bar.remove();
  });
}
