// An esbuild plugin for the bundled command line (bundle-cli.mjs). react-dom/server, as Node loads it, evaluates two
// renderers: the legacy one, which holds renderToStaticMarkup, and the streaming one (renderToPipeableStream and the
// rest), 0.3 MB more to compile in every thread that draws pages (issue 36). lendocs draws with renderToStaticMarkup
// only, so its own imports get React's legacy renderer alone: the very file react-dom/server loads for it, picked by
// NODE_ENV as React picks it, so the HTML is the same. The site's components get the whole module (stand-ins.tsx
// hands it to them).
import { createRequire } from 'node:module';
import path from 'node:path';

const REACT_DOM = path.dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));
const NAMESPACE = 'react-dom-server-static';
// Relative paths inside the package: its exports map lists react-dom/server, not the renderer files it loads.
const SOURCE = `'use strict';
const legacy = process.env.NODE_ENV === 'production' ? require('./cjs/react-dom-server-legacy.node.production.js') : require('./cjs/react-dom-server-legacy.node.development.js');
exports.version = legacy.version;
exports.renderToString = legacy.renderToString;
exports.renderToStaticMarkup = legacy.renderToStaticMarkup;
`;

/** Modules that hand react-dom/server to the site's own code, which may use any of it. */
const WHOLE_MODULE = /[\\/]stand-ins\.(?:js|tsx?)$/;

export const reactDomServerStatic = {
  name: 'react-dom-server-static',
  setup(build) {
    build.onResolve({ filter: /^react-dom\/server$/ }, ({ importer }) => (WHOLE_MODULE.test(importer) ? undefined : { path: path.join(REACT_DOM, 'server.static-markup.js'), namespace: NAMESPACE }));
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({ contents: SOURCE, loader: 'js', resolveDir: REACT_DOM }));
  },
};
