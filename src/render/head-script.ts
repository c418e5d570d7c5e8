// The inline script that runs in <head> before first paint: the bundled src/client/head/boot.ts, with this site's
// settings put in place of its placeholder.
import { inlineJson } from '../shared/inline-json.js';
import { HEAD_SETTINGS_PLACEHOLDER, type HeadSettings } from '../shared/storage-keys.js';
import type { ResolvedConfig } from '../types.js';

/** `source`: the bundled head script (dist/client/head.js), read by the emit stage with the other assets. */
export function headScript(config: ResolvedConfig, source: string): string {
  const settings: HeadSettings = {
    d: config.colorMode.defaultMode,
    r: config.colorMode.respectPrefersColorScheme,
    a: config.announcementBar?.id ?? null,
  };
  // Config values (the announcement id above all) are the author's text: inlineJson keeps `</script>` in one from
  // ending this element. A function replacer, so `$` in a value is never read as a replacement pattern.
  return source.trim().replace(HEAD_SETTINGS_PLACEHOLDER, () => inlineJson(settings));
}
