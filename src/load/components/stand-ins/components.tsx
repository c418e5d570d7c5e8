// The components and helpers Docusaurus gives every site besides Link and the like (stand-ins.tsx): ThemedImage,
// IdealImage, Interpolate, ExecutionEnvironment, SearchBar, isInternalUrl, Icon/ExternalLink, each drawn as its
// server render is.
import * as React from 'react';

type Props = Record<string, any> & { children?: React.ReactNode };

/**
 * ThemedImage's CSS (Docusaurus's ThemedComponent, its class names unhashed): both images are in the page, the one
 * of the other colour mode hidden. Goes into the site's stylesheet with the component that uses it.
 */
export const THEMED_IMAGE_CSS = `/* lendocs: @theme/ThemedImage */
.themedComponent { display: none; }
[data-theme='light'] .themedComponent--light, [data-theme='dark'] .themedComponent--dark, html:not([data-theme]) .themedComponent--light { display: initial; }`;

/** The server render of ThemedImage: an image per mode, each marked with its mode. */
export const ThemedImage = ({ sources = {}, className, alt, ...rest }: Props) => (
  <>
    {(['light', 'dark'] as const).map((mode) => (
      <img key={mode} src={sources[mode]} alt={alt} className={['themedComponent', `themedComponent--${mode}`, className].filter(Boolean).join(' ')} {...rest} />
    ))}
  </>
);

/**
 * `@theme/IdealImage` (@docusaurus/plugin-ideal-image) with an image as lendocs gives it (`require('…png')`: its
 * URL, or `{ default: URL }`): a plain image, as the plugin draws it where it has no generated sizes. An object of
 * generated sizes (`{ src: { src } }`) is drawn with its `src`.
 */
export const IdealImage = ({ img, ...rest }: Props) => {
  const src = typeof img === 'string' ? img : (img?.default ?? img?.src?.src ?? img?.src);
  return <img src={typeof src === 'string' ? src : undefined} {...rest} />;
};

/** `{name}` placeholders of a message replaced by `values` (Docusaurus's interpolate): a string when every value is one. */
export function interpolate(text: string, values?: Record<string, React.ReactNode>): React.ReactNode {
  if (!values) return text;
  const parts = String(text).split(/(\{\w+\})/g);
  const filled = parts.map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name] : part;
  });
  if (filled.every((part) => typeof part === 'string' || typeof part === 'number')) return filled.join('');
  return <>{filled.map((part, index) => <React.Fragment key={index}>{part}</React.Fragment>)}</>;
}

export const Interpolate = ({ children, values }: Props) => <>{interpolate(typeof children === 'string' ? children : String(children ?? ''), values)}</>;

/** The server render: there is no DOM. */
export const ExecutionEnvironment = { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false };

/** A search button that opens lendocs' own search, as the navbar's does. */
export const SearchBar = () => (
  <button type="button" className="search-button" data-search-button aria-haspopup="dialog">
    <span className="search-button-label">Search</span>
  </button>
);

/** Docusaurus's isInternalUrl: a URL without a scheme (and not protocol-relative). */
export const isInternalUrl = (url?: string) => typeof url === 'string' && !/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url);

/** `@theme/Icon/ExternalLink`: the arrow theme-classic draws after an external link, as its server render is. */
export const IconExternalLink = ({ width = 13.5, height = 13.5 }: Props) => (
  <svg width={width} height={height} aria-hidden="true" viewBox="0 0 24 24" className="iconExternalLink">
    <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
  </svg>
);

/** The `clsx` package: class names from strings, arrays and objects of flags. */
export function clsx(...values: unknown[]): string {
  return values
    .flatMap((value) => (Array.isArray(value) ? [clsx(...value)] : value && typeof value === 'object' ? Object.entries(value).filter(([, on]) => on).map(([name]) => name) : value ? [String(value)] : []))
    .filter(Boolean)
    .join(' ');
}
