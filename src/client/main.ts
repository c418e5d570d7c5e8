// The one script every page loads. `start` functions run once and listen on the document; `mount` functions
// run for each page (again after a client-side navigation). An error in one feature is logged and never stops
// the others or blanks the page.
import { startAnnouncement } from './announcement.js';
import { mountColorMode, startColorMode } from './color-mode.js';
import { mountCopyButtons, startCopyButtons } from './copy-code.js';
import { mountDocsVersion } from './docs-version.js';
import { startMobileMenu } from './mobile-menu.js';
import { startNavDropdowns } from './nav-dropdowns.js';
import { startNavigation } from './navigation.js';
import { mountSearch, startSearch } from './search-loader.js';
import { mountScrollWidgets, startScrollWidgets } from './scroll-widgets.js';
import { startSidebarItems } from './sidebar-items.js';
import { mountSidebarPosition } from './sidebar-position.js';
import { mountSidebarTop } from './sidebar-top-loader.js';
import { mountTabs, startTabs } from './tabs.js';
import { mountMermaid } from './mermaid.js';

function safely(run: () => void): void {
  try {
    run();
  } catch (cause) {
    console.error('lendocs: a page feature failed', cause);
  }
}

function mountPage(): void {
  for (const mount of [mountColorMode, mountCopyButtons, mountScrollWidgets, mountDocsVersion, mountSearch, mountTabs, mountMermaid, mountSidebarPosition, mountSidebarTop]) safely(mount);
}

for (const start of [startColorMode, startAnnouncement, startMobileMenu, startNavDropdowns, startCopyButtons, startScrollWidgets, startSearch, startTabs, startSidebarItems]) safely(start);
safely(() => startNavigation(mountPage));
mountPage();
