// The navbar's dropdown menus (versions, locales), styled inline so that a site without them keeps its stylesheet.
// Inline styles are not in the stylesheet a right-to-left locale's build mirrors, so the menu's side is set here:
// under its button's end, the right in a left-to-right locale and the left in a right-to-left one.
import { currentLocale, type LocaleInput } from '../src/shared/locales.js';

const menuStyle = (side: 'left' | 'right') =>
  ({ position: 'absolute', [side]: 0, zIndex: 30, minWidth: '10rem', margin: '0.4rem 0 0', padding: '0.4rem 0', listStyle: 'none', background: 'var(--bg-raised)', border: '1px solid var(--border)', borderRadius: '0.4rem' }) as const;

const LEFT_TO_RIGHT = menuStyle('right');
const RIGHT_TO_LEFT = menuStyle('left');

/** The style of a dropdown's list on a page of `config`'s locale. */
export function dropdownMenuStyle(config: LocaleInput) {
  return currentLocale(config)?.direction === 'rtl' ? RIGHT_TO_LEFT : LEFT_TO_RIGHT;
}
