// The smaller client exports of Docusaurus's core (@docusaurus/core/lib/client/exports/) that theme packages and
// swizzled components import, as its server render gives them.
import * as React from 'react';

const CORE_EXPORTS: Record<string, () => Record<string, unknown>> = {
  // useLayoutEffect in the browser, useEffect on the server, where no effect runs: an OpenAPI theme's tabs and
  // schemas draw with it.
  '@docusaurus/useIsomorphicLayoutEffect': () => ({ default: React.useEffect }),
  '@docusaurus/Noop': () => ({ default: () => null }),
  '@docusaurus/constants': () => ({ DEFAULT_PLUGIN_ID: 'default' }),
};

/** The stand-in of one of those modules, or undefined. */
export function coreExportStandIn(specifier: string): unknown {
  const module = CORE_EXPORTS[specifier];
  return module === undefined ? undefined : { __esModule: true, ...module() };
}
