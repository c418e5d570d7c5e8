// The one script every page loads. Each feature starts from data-* hooks in the HTML; an error in one
// feature is logged and never stops the others or blanks the page.
import { startAnnouncement } from './announcement.js';
import { startColorMode } from './color-mode.js';
import { startCopyButtons } from './copy-code.js';
import { startMobileMenu } from './mobile-menu.js';

for (const start of [startColorMode, startAnnouncement, startMobileMenu, startCopyButtons]) {
  try {
    start();
  } catch (cause) {
    console.error('lendocs: a page feature failed to start', cause);
  }
}
