// A site's override of one of lendocs's components (src/theme/Footer, Root, DocItem/Footer…), rendered once per build
// by the load stage (load/components/theme-overrides.ts), is HTML that may hold this marker where it draws what it
// wraps (`@theme-original/X`, or the `children` of a wrapper such as Root): the render stage puts lendocs's own part
// there (a private-use character, never in real text).
export const OWN_PART = '\uE016own\uE016';

/** The override's HTML with lendocs's own part where it draws it (computed only if it does), once. */
export function fillSlot(html: string, own: () => string): string {
  const at = html.indexOf(OWN_PART);
  if (at < 0) return html;
  return html.slice(0, at) + own() + html.slice(at + OWN_PART.length).split(OWN_PART).join('');
}
