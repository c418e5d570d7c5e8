// React as the site's code imports it, with the internals React 16–18 kept under
// `__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED`. lendocs draws with React 19, which removed that object; a
// package built for the React a Docusaurus site installs (18) may read it when it loads: most often a copy of
// React 17's or 18's JSX runtime inlined into the package's bundle, which reads `ReactCurrentOwner` at once. With
// React 18 it loads in Docusaurus; without the object it would fail as it loads, whatever the page draws with it.
import * as React from 'react';
import { siteReact } from './plain-anchors.js';

/** React 19's own internals, where what the old ones name now lives (H: the hooks dispatcher, T: the transition). */
type Internals19 = { H: unknown; T: unknown };
const internals19 = (React as unknown as { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: Internals19 }).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

/** React 18's internals, each read through to React 19's where it has one. */
const legacyInternals = {
  // The owner is what an element records of the component that made it: nothing reads it on the server.
  ReactCurrentOwner: { current: null },
  ReactCurrentDispatcher: {
    get current() {
      return internals19.H;
    },
  },
  ReactCurrentBatchConfig: {
    get transition() {
      return internals19.T;
    },
  },
  ReactCurrentActQueue: { current: null },
  ReactDebugCurrentFrame: { getCurrentStack: null, getStackAddendum: () => '' },
};

/** The `react` module the site's code gets (plain-anchors.ts) with React 18's internals object, whichever way it is read. */
const module: Record<string, unknown> = { ...siteReact, __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED: legacyInternals };
module.default = module;
export const reactModule = Object.freeze(module) as typeof React;
