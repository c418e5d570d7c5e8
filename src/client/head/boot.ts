// Runs inline in <head> before first paint, so neither the wrong colour mode nor a dismissed announcement bar
// ever flashes. Bundled on its own (dist/client/head.js); the build inlines it with the site's settings in place
// of the placeholder. Kept free of imports that pull in code: it is in every page.
import { STORAGE_KEYS, THEME_QUERY_PARAMETER, type HeadSettings } from '../../shared/storage-keys.js';

declare const __LENDOCS_HEAD_SETTINGS__: HeadSettings;

const settings = __LENDOCS_HEAD_SETTINGS__;
const root = document.documentElement;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

let forced: string | null = null;
try {
  forced = new URLSearchParams(location.search).get(THEME_QUERY_PARAMETER);
} catch {
  // No URL API: ignore the parameter.
}
const wanted = forced || read(STORAGE_KEYS.theme);
const chosen = wanted === 'light' || wanted === 'dark' ? wanted : null;
const system = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
const mode = chosen || (settings.r ? system : settings.d);
root.setAttribute('data-theme', mode);
root.setAttribute('data-theme-choice', chosen || (settings.r ? 'system' : mode));
if (settings.a) {
  const dismissed = read(STORAGE_KEYS.announcementId) === settings.a && read(STORAGE_KEYS.announcementDismissed) === 'true';
  root.setAttribute('data-announcement-bar-initially-dismissed', String(dismissed));
}
