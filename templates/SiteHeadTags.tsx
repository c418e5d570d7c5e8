// The site's own additions to `<head>` (config `headTags` and `scripts`), written after lendocs' own elements. React
// moves `<meta>` and non-stylesheet `<link>` elements up among the other ones; stylesheets and scripts keep this place.
import { createElement } from 'react';
import type { ResolvedConfig } from '../src/types.js';

type Attributes = Record<string, string | boolean | undefined>;

/** HTML attribute names people copy from snippets, as React spells them (React would warn, or drop `nomodule`). */
const REACT_NAMES: Record<string, string> = {
  charset: 'charSet',
  class: 'className',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  'http-equiv': 'httpEquiv',
  nomodule: 'noModule',
  referrerpolicy: 'referrerPolicy',
};
/** Attributes React writes bare from `true`; any other one given `true` is written as `name=""`, which HTML reads the same. */
const BOOLEAN = new Set(['async', 'defer', 'noModule']);

/** `false` leaves an attribute out. */
function htmlAttributes(attributes: Attributes): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const [written, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    const name = REACT_NAMES[written.toLowerCase()] ?? written;
    out[name] = value === true && !BOOLEAN.has(name) ? '' : value;
  }
  return out;
}

export function SiteHeadTags({ config }: { config: ResolvedConfig }) {
  return (
    <>
      {config.headTags.map((tag, index) =>
        createElement(tag.tagName, {
          key: `tag-${index}`,
          ...htmlAttributes(tag.attributes),
          // The site's own text, written as it is (an inline analytics snippet or style), like Docusaurus's headTags.
          ...(tag.innerHTML === undefined ? {} : { dangerouslySetInnerHTML: { __html: tag.innerHTML } }),
        }),
      )}
      {config.scripts.map((script, index) => (
        <script key={`script-${index}`} {...htmlAttributes(typeof script === 'string' ? { src: script } : script)} />
      ))}
    </>
  );
}
