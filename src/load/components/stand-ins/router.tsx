// `@docusaurus/router`, `react-router-dom` and `react-router` as Docusaurus's server render has them: the page is
// drawn at its own location (a StaticRouter), so `useLocation()` is the page's path, routes match against it, and
// nothing navigates. Docusaurus gives every site react-router 5 (and `@docusaurus/router` re-exports it); the
// react-router 6 names a site may import (Routes, useNavigate) are answered the same way.
import * as React from 'react';
import type { PageMeta } from '../stand-ins.js';
import type { SiteInfo } from '../site-info.js';
import { siteConfigOf } from './theme-common.js';

type Props = Record<string, any> & { children?: React.ReactNode };

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

interface Match {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string>;
}

export const locationOf = (meta: PageMeta): Location => ({ pathname: meta.pathname ?? '/', search: '', hash: '', state: undefined, key: 'default' });

const hrefOf = (to: unknown): string => {
  if (typeof to === 'string') return to;
  if (to && typeof to === 'object') {
    // As history's createPath: a search or hash given without its `?` or `#` gets one (`search: 'v=v2'`).
    const { pathname = '', search = '', hash = '' } = to as Partial<Location>;
    const part = (value: string, mark: string) => (value && value !== mark ? (value.startsWith(mark) ? value : `${mark}${value}`) : '');
    return `${pathname}${part(search, '?')}${part(hash, '#')}`;
  }
  return '#';
};

/** react-router 5's matchPath: `:name` segments are params; `exact` wants the whole path; `strict` its trailing slash. */
export function matchPath(pathname: string, options: string | string[] | { path?: string | string[]; exact?: boolean; strict?: boolean } = {}): Match | null {
  const given = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  const paths = given.path === undefined ? [undefined] : ([] as (string | undefined)[]).concat(given.path);
  for (const path of paths) {
    if (path === undefined) return { path: '/', url: '/', isExact: pathname === '/', params: {} };
    const names: string[] = [];
    const source = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\\\?/g, '?').replace(/:(\w+)/g, (_, name: string) => (names.push(name), '([^/]+)')).replace(/\*/g, '(.*)');
    const trailing = given.strict ? '' : '/?';
    const found = new RegExp(`^${source.replace(/\/$/, '')}${trailing}${given.exact ? '$' : '(?=/|$)'}`).exec(pathname);
    if (!found) continue;
    const url = found[0] === '' && path === '/' ? '/' : found[0];
    return { path, url, isExact: url.replace(/\/$/, '') === pathname.replace(/\/$/, ''), params: Object.fromEntries(names.map((name, index) => [name, found[index + 1]])) };
  }
  return null;
}

/** The history of a page drawn once on the server: at the page's location, going nowhere. */
function historyOf(meta: PageMeta) {
  const location = locationOf(meta);
  const stay = () => undefined;
  return { length: 1, action: 'POP', location, push: stay, replace: stay, go: stay, goBack: stay, goForward: stay, back: stay, forward: stay, block: () => stay, listen: () => stay, createHref: hrefOf };
}

/**
 * The props Docusaurus draws a React page of src/pages with: the route's (react-router's `location`, `history`,
 * `match`, `route`) and, as its pages plugin gives a JSX page the module `@generated/docusaurus.config`, the site's
 * config as `config` (pages written for Docusaurus 1 read `this.props.config`).
 */
export function reactPageProps(site: SiteInfo, meta: PageMeta): Record<string, unknown> {
  const pathname = meta.pathname ?? '/';
  return { config: siteConfigOf(site), location: locationOf(meta), history: historyOf(meta), match: { path: pathname, url: pathname, isExact: true, params: {} }, route: { path: pathname, exact: true } };
}

export function routerModule(meta: PageMeta, link: (props: Props) => React.ReactElement): Record<string, unknown> {
  const useLocation = () => locationOf(meta);
  const history = () => historyOf(meta);
  const matched = ({ path, exact, strict, computedMatch }: Props) => computedMatch ?? (path === undefined ? { path: '/', url: '/', isExact: false, params: {} } : matchPath(useLocation().pathname, { path, exact, strict }));
  const routeProps = (match: Match) => ({ match, location: useLocation(), history: history() });
  const Route = (props: Props): React.ReactNode => {
    const match = matched(props);
    const { children, component: Component, render, element } = props;
    if (element !== undefined) return match ? element : null;
    if (typeof children === 'function') return (children as (p: unknown) => React.ReactNode)({ ...routeProps(match as Match), match });
    if (!match) return null;
    if (children !== undefined && children !== null) return children;
    if (Component) return <Component {...routeProps(match)} />;
    return typeof render === 'function' ? render(routeProps(match)) : null;
  };
  // The first child route whose path matches (react-router 5's Switch, 6's Routes).
  const Switch = ({ children }: Props): React.ReactNode => {
    const pathname = useLocation().pathname;
    let chosen: React.ReactNode = null;
    React.Children.forEach(children, (child) => {
      if (chosen !== null || !React.isValidElement(child)) return;
      const props = child.props as Props;
      const path = props.path ?? props.from;
      const match = path === undefined ? { path: '/', url: '/', isExact: false, params: {} } : matchPath(pathname, { path, exact: props.exact || props.element !== undefined, strict: props.strict });
      if (match) chosen = React.cloneElement(child as React.ReactElement<Props>, { computedMatch: match });
    });
    return chosen;
  };
  const Router = ({ children }: Props) => <>{children}</>;
  // Drawn once, with no browser to send: a link where the site would have moved on.
  const Redirect = ({ to, href }: Props) => {
    const target = hrefOf(to ?? href);
    return (
      <p>
        This page has moved to {link({ to: target, children: target })}.
      </p>
    );
  };
  const NavLink = ({ activeClassName = 'active', className, exact, strict, isActive, ...rest }: Props) => {
    const match = matchPath(useLocation().pathname, { path: hrefOf(rest.to).split(/[?#]/)[0], exact, strict });
    const active = typeof isActive === 'function' ? Boolean(isActive(match, useLocation())) : Boolean(match);
    const classes = [typeof className === 'function' ? className({ isActive: active }) : className, active ? activeClassName : undefined].filter(Boolean).join(' ');
    return link({ ...rest, className: classes || undefined, 'aria-current': active ? 'page' : undefined });
  };
  const withRouter = (Component: React.ComponentType<any>) => (props: Props) => <Component {...props} {...routeProps(matched({ path: undefined }) as Match)} />;
  return {
    __esModule: true,
    useLocation,
    useHistory: history,
    useNavigate: () => () => undefined,
    useParams: () => ({}),
    useRouteMatch: (path?: string | Props) => (path === undefined ? { path: '/', url: '/', isExact: useLocation().pathname === '/', params: {} } : matchPath(useLocation().pathname, path as string)),
    useMatch: (path: string) => matchPath(useLocation().pathname, { path, exact: true }),
    useSearchParams: () => [new URLSearchParams(), () => undefined],
    matchPath: (pathname: string, options: Parameters<typeof matchPath>[1]) => matchPath(pathname, options),
    withRouter,
    Route,
    Switch,
    Routes: Switch,
    Router,
    BrowserRouter: Router,
    HashRouter: Router,
    MemoryRouter: Router,
    StaticRouter: Router,
    Redirect,
    Navigate: Redirect,
    Link: (props: Props) => link(props),
    NavLink,
    Prompt: () => null,
  };
}
