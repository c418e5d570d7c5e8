// An SVG file a site's component imports, as Docusaurus's svgr loader gives it.

/**
 * An SVG file imported by a component is a React component drawing it inline, as Docusaurus's svgr makes it
 * (`import Logo from './logo.svg'`, `require('…svg').default`): its root's attributes, the caller's props on top.
 */
export function svgModule(text: string): string {
  const root = /<svg\b([^>]*)>([\s\S]*)<\/svg>/i.exec(text);
  const attributes: Record<string, unknown> = {};
  const styles: Record<string, string> = {};
  for (const [, name, value] of (root?.[1] ?? '').matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) {
    // A style attribute is an object in React, as svgr writes it (`enable-background: …` → enableBackground).
    if (name === 'style') for (const [, property, given] of value.matchAll(/([\w-]+)\s*:\s*([^;]+)/g)) styles[property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = given.trim();
    else if (!name.includes(':') || name === 'xmlns:xlink') attributes[name === 'class' ? 'className' : name === 'xmlns:xlink' ? 'xmlnsXlink' : name] = value;
  }
  if (Object.keys(styles).length) attributes.style = styles;
  return `import { createElement } from 'react';
const attributes = ${JSON.stringify(attributes)};
const inner = ${JSON.stringify(root?.[2] ?? '')};
export default function Svg({ title, ...props }) { return createElement('svg', { ...attributes, ...props, dangerouslySetInnerHTML: { __html: inner } }); }
export const ReactComponent = Svg;`;
}
