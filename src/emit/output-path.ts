/** Where a route's HTML goes in the output folder: `/explore/pools` → `explore/pools/index.html`. */
export function outputFileForRoute(routePath: string): string {
  if (routePath.endsWith('.html')) return routePath.slice(1);
  const trimmed = routePath.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}
