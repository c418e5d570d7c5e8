// JSX props as HTML, the way React writes them: `className` → `class`, `htmlFor` → `for`, a `style` object →
// CSS text, `true` → a bare attribute, `false`/`null`/`undefined`, handlers and functions → nothing. Void elements
// have no closing tag; every other element is closed (`<iframe />` → `<iframe></iframe>`).
import { escapeHtml } from '../../shared/html.js';
import { isElement, type ElementValue } from './evaluate.js';

export const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/** React prop names that HTML spells differently (the ones content uses). */
const RENAMED: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  tabIndex: 'tabindex',
  readOnly: 'readonly',
  maxLength: 'maxlength',
  colSpan: 'colspan',
  rowSpan: 'rowspan',
  srcSet: 'srcset',
  autoPlay: 'autoplay',
  allowFullScreen: 'allowfullscreen',
  frameBorder: 'frameborder',
  crossOrigin: 'crossorigin',
  referrerPolicy: 'referrerpolicy',
  playsInline: 'playsinline',
  marginWidth: 'marginwidth',
  marginHeight: 'marginheight',
  cellPadding: 'cellpadding',
  cellSpacing: 'cellspacing',
  encType: 'enctype',
  dateTime: 'datetime',
  spellCheck: 'spellcheck',
  contentEditable: 'contenteditable',
  acceptCharset: 'accept-charset',
  httpEquiv: 'http-equiv',
  strokeWidth: 'stroke-width',
  strokeLinecap: 'stroke-linecap',
  strokeLinejoin: 'stroke-linejoin',
  fillRule: 'fill-rule',
  clipRule: 'clip-rule',
  viewBox: 'viewBox',
};

/** CSS properties whose numbers have no unit (React adds `px` to the others). */
const UNITLESS = new Set(['opacity', 'zIndex', 'fontWeight', 'lineHeight', 'flex', 'flexGrow', 'flexShrink', 'order', 'zoom', 'gridRow', 'gridColumn', 'columnCount', 'tabSize', 'orphans', 'widows', 'fillOpacity', 'strokeOpacity']);

/** ` name="value"` for each prop HTML can carry. */
export function htmlAttributes(props: Record<string, unknown>): string {
  let text = '';
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || name === 'key' || name === 'ref' || /^on[A-Z]/.test(name) || name === 'dangerouslySetInnerHTML') continue;
    if (value === false || value === null || value === undefined || typeof value === 'function') continue;
    const html = RENAMED[name] ?? name;
    if (name === 'style' && typeof value === 'object') {
      const css = styleText(value as Record<string, unknown>);
      if (css) text += ` style="${escapeHtml(css)}"`;
    } else if (value === true) text += ` ${html}`;
    else if (typeof value === 'object') continue;
    else text += ` ${html}="${escapeHtml(String(value))}"`;
  }
  return text;
}

/** `{ marginTop: 8, color: 'red' }` → `margin-top:8px;color:red`. */
export function styleText(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, value]) => value !== null && value !== undefined && value !== '' && typeof value !== 'boolean')
    .map(([key, value]) => {
      const property = key.startsWith('--') ? key : key.replace(/^(ms|webkit|moz)([A-Z])/, '-$1$2').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      const text = typeof value === 'number' && value !== 0 && !UNITLESS.has(key) && !key.startsWith('--') ? `${value}px` : String(value);
      return `${property}:${text}`;
    })
    .join(';');
}

/** The opening and closing HTML of a lowercase (HTML) element. */
export function htmlElement(name: string, props: Record<string, unknown>): { open: string; close: string } {
  const open = `<${name}${htmlAttributes(props)}>`;
  return { open, close: VOID_ELEMENTS.has(name.toLowerCase()) ? '' : `</${name}>` };
}

/** A value from an expression as HTML: text escaped (its line breaks too), elements drawn, arrays joined, nothing for null and booleans. */
export function valueHtml(value: unknown, component: (name: string, props: Record<string, unknown>, children: string, element: ElementValue) => string): string {
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  if (Array.isArray(value)) return value.map((item) => valueHtml(item, component)).join('');
  if (isElement(value)) {
    const children = valueHtml(value.children.length > 0 ? value.children : value.props.children, component);
    if (value.name === '') return children;
    if (/^[a-z]/.test(value.name)) {
      const { open, close } = htmlElement(value.name, value.props);
      return `${open}${close ? children + close : ''}`;
    }
    return component(value.name, value.props, children, value);
  }
  if (typeof value === 'object') return '';
  // A line break written as a reference: the value stays on the line of HTML it is drawn in, so its lines are never
  // read as Markdown (`- item` a list item), and a <pre> shows it the same.
  return escapeHtml(String(value)).replace(/\r?\n/g, '&#10;');
}
