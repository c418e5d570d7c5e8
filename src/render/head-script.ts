// The inline script that runs in <head> before first paint, so neither the wrong colour mode nor a dismissed
// announcement bar ever flashes. Storage keys and attributes follow reference-behaviours.md.
import { inlineJson } from '../shared/inline-json.js';
import type { ResolvedConfig } from '../types.js';

export function headScript(config: ResolvedConfig): string {
  // Config values (the announcement id above all) are the author's text: inlineJson keeps `</script>` in one
  // from ending this element.
  const settings = inlineJson({
    d: config.colorMode.defaultMode,
    r: config.colorMode.respectPrefersColorScheme,
    a: config.announcementBar?.id ?? null,
  });
  return `(function(){var s=${settings},h=document.documentElement;function g(k){try{return localStorage.getItem(k)}catch(e){return null}}` +
    `var q=null;try{q=new URLSearchParams(location.search).get('docusaurus-theme')}catch(e){}` +
    `var c=q||g('theme');c=c==='light'||c==='dark'?c:null;` +
    `var m=c||(s.r?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):s.d);` +
    `h.setAttribute('data-theme',m);h.setAttribute('data-theme-choice',c||(s.r?'system':m));` +
    `if(s.a){var i=g('docusaurus.announcement.id'),x=g('docusaurus.announcement.dismiss');` +
    `h.setAttribute('data-announcement-bar-initially-dismissed',String(i===s.a&&x==='true'))}})();`;
}
