// Which MDX a site's files are read as: Docusaurus 3's (MDX 3) or Docusaurus 2's (MDX 1). The same file is a
// different page under each, so a Docusaurus 2 site keeps its pages only when read as MDX 1 (src/load/mdx/mdx1.ts).
import { z } from 'zod';

export const mdxVersion = z
  .union([z.literal(1), z.literal(3)])
  .default(3)
  .describe("How MDX files are read: `3` as Docusaurus 3 reads them (MDX 3: a `{` starts an expression and a `<` a tag anywhere); `1` as Docusaurus 2 did (MDX 1: a `{` or a `<` in Markdown text is text; JSX is a block that starts with a tag, import/export lines and inline tags, and expressions are read only inside JSX). `lendocs migrate` writes `1` for a Docusaurus 2 site.");
