// Runs in migrate's child process (node/config-child.ts): the config's functions are called here, while they are
// still functions, for what migrate carries over of them.
import { runConfigChild } from '../node/config-child.js';
import { callEditUrls } from './edit-url-calls.js';
import { namePlugins } from './markdown-plugins.js';
import { findPostCssPlugins } from './postcss-plugins.js';
import { findWebpackAliases } from './webpack-aliases.js';
import { findThemeFolders } from './theme-paths.js';
import { findContentPlugins } from './content-plugins.js';
import { expandPresets } from './preset-plugins.js';

runConfigChild(async (value, dir) => {
  // A preset other than the classic one gives its plugins and themes, as Docusaurus loads them.
  await expandPresets(value as Parameters<typeof expandPresets>[0], dir);
  // Which of the site's own plugins give content, for the build to run (siteCode.plugins); first, since one that
  // wraps Docusaurus's blog or docs plugin becomes that plugin's entry, whose editUrl is then called below.
  await findContentPlugins(value as Parameters<typeof findContentPlugins>[0], dir);
  // An editUrl function is called for each page here.
  callEditUrls(value, dir);
  namePlugins(value);
  // And a plugin's configurePostCss is called here, for the PostCSS plugins it adds (Tailwind).
  await findPostCssPlugins(value as Parameters<typeof findPostCssPlugins>[0], dir);
  // And its configureWebpack, for the module aliases it sets (`@components`).
  await findWebpackAliases(value as Parameters<typeof findWebpackAliases>[0], dir);
  // And each theme's getThemePath, for the folders `@theme/X` is looked for in (siteCode.themes).
  await findThemeFolders(value, dir);
  return value;
});
