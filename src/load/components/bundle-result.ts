// How a bundle of the site's code hands its module to the code thread. site-components.ts has esbuild write each
// bundle as a function-scoped script that sets this one variable (format 'iife' with a globalName), and
// site-code-worker.ts runs it with `require` as its only parameter and returns the variable.
//
// Not a CommonJS module run with `module` and `exports` parameters: an ES module file inside the bundle (a package
// of "type": "module") that reads `module` or `exports` as globals, as a UMD script does (`typeof exports ===
// "object" ? module.exports = f() : global.X = f()`), then found the bundle's own and replaced its exports. In Node
// and in webpack's build an ES module has neither name, so such a file sets its global; bundled as a script it does.
export const BUNDLE_RESULT = '__lendocsBundle';
