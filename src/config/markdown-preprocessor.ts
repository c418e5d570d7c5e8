// Docusaurus 3's `markdown.preprocessor`: a function of the site's config that rewrites every Markdown and MDX file's
// text before it is read. lendocs keeps the function where it is written and names its config file
// (load/markdown-preprocessor.ts runs it in a Node process of its own, as the config's other functions run).
import { z } from 'zod';

export const preprocessor = z
  .string()
  .min(1)
  .optional()
  .describe("A Docusaurus config file (JavaScript or TypeScript, relative to the site folder) whose `markdown.preprocessor` function rewrites the text of every Markdown and MDX file before it is read, as Docusaurus runs it: called with `{ filePath, fileContent }` (the file's absolute path and text) for each doc, blog post, Markdown page and Markdown partial of the content folders, it returns the text to read. At each build the file is evaluated in a Node process of its own and the function called there, with the time limit of the config's other functions; a function that throws or returns no string fails the build naming the file. `lendocs migrate` names the site's docusaurus.config when it has such a function.");
