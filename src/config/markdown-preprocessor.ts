// The functions of a Docusaurus config that change every Markdown and MDX file before it is read: Docusaurus 3's
// `markdown.preprocessor` (on its text) and the content plugins' remark plugins (on its syntax tree). lendocs keeps
// them where they are written and names the config file (load/markdown-preprocessor.ts and load/remark/ run them in
// a Node process of their own, as the config's other functions run).
import { z } from 'zod';

export const preprocessor = z
  .string()
  .min(1)
  .optional()
  .describe("A Docusaurus config file (JavaScript or TypeScript, relative to the site folder) whose `markdown.preprocessor` function rewrites the text of every Markdown and MDX file before it is read, as Docusaurus runs it: called with `{ filePath, fileContent }` (the file's absolute path and text) for each doc, blog post, Markdown page and Markdown partial of the content folders, it returns the text to read. At each build the file is evaluated in a Node process of its own and the function called there, with the time limit of the config's other functions; a function that throws or returns no string fails the build naming the file. `lendocs migrate` names the site's docusaurus.config when it has such a function.");

// The content plugins' beforeDefaultRemarkPlugins and remarkPlugins: packages or the site's own functions.
export const remarkPlugins = z
  .string()
  .min(1)
  .optional()
  .describe("A Docusaurus config file (JavaScript or TypeScript, relative to the site folder) whose docs, blog and pages plugins list remark plugins (`beforeDefaultRemarkPlugins`, `remarkPlugins`: packages or the site's own functions, each `plugin` or `[plugin, options]`). At each build the file is evaluated in a Node process of its own and each content plugin's list is run, in its order, on the syntax tree (mdast) of each of its Markdown and MDX files, as Docusaurus runs them; the blocks a plugin changed are written back as Markdown and read as the page. The plugins lendocs does itself (remark-math, npm2yarn, mermaid, GFM) are not run; rehype plugins cannot be (lendocs makes HTML without rehype): each is a warning naming it. A plugin that throws on a file fails the build naming the plugin and the file. `lendocs migrate` names the site's docusaurus.config when it has such plugins.");

/** Both, as keys of the config's `markdown`. */
export const markdownFunctions = { preprocessor, remarkPlugins };
