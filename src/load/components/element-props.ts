// An HTML element's attributes as the props React and MDX give a component (`class` → `className`, `style` text →
// an object, a bare attribute → true), for the elements a site's MDXComponents draws (child-parts.ts elementUse).
import { decodeHtmlEntities } from '../../shared/html-entities.js';

/** HTML attribute names React spells otherwise (the ones Markdown and content use). */
const RENAMED: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  srcset: 'srcSet',
  autoplay: 'autoPlay',
  allowfullscreen: 'allowFullScreen',
  frameborder: 'frameBorder',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  playsinline: 'playsInline',
  datetime: 'dateTime',
  spellcheck: 'spellCheck',
  contenteditable: 'contentEditable',
  fetchpriority: 'fetchPriority',
};

/** The props of an opening tag's attribute text (`href="/x" class="y"`). */
export function elementProps(attributes: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [, name, double, single, bare] of attributes.matchAll(/([^\s=/"'>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const value = double ?? single ?? bare;
    const key = RENAMED[name.toLowerCase()] ?? name;
    props[key] = value === undefined ? true : key === 'style' ? styleObject(decodeHtmlEntities(value)) : decodeHtmlEntities(value);
  }
  return props;
}

/** `text-align:right; --x: 1` → `{ textAlign: 'right', '--x': '1' }`, as MDX gives a style. */
function styleObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!property || !value) continue;
    const key = property.startsWith('--') ? property : property.toLowerCase().replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[key] = value;
  }
  return style;
}
