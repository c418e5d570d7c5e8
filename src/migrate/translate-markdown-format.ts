// The site's `markdown` settings and the content plugins' Markdown options, as lendocs's `markdown` config.
import { ADMONITION_TYPES } from '../shared/admonition-types.js';
import { hasSiteRemarkPlugins, translateNpm2Yarn } from './markdown-plugins.js';
import type { Context } from './translate.js';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Docusaurus 3 reads every `.md` file as MDX unless `markdown.format` says otherwise (`detect`: only `.mdx`). The
 * content plugins' `admonitions.keywords` (docs, blog, pages, other docs instances) become one list of keywords.
 */
export function translateMarkdownFormat(config: Any, { d, classic, docsOptions, blogOptions, instances, blogInstances, notes, input }: Context): void {
  const format = d.markdown?.format;
  config.markdown = { format: format === 'detect' || format === 'md' ? format : 'mdx' };
  // Docusaurus 2 read every .md and .mdx file with MDX 1, where braces and stray "<" in prose are text.
  if (input.docusaurusMajor === 2) config.markdown.mdxVersion = 1;
  // lendocs always reads what Docusaurus 3 reads by default for older content; turning it off changes nothing.
  const compat = d.markdown?.mdx1Compat ?? {};
  for (const key of ['comments', 'admonitions', 'headingIds']) if (compat[key] === false) notes.push(`markdown.mdx1Compat.${key}: false is not translated: lendocs reads ${key === 'comments' ? 'HTML comments' : key === 'admonitions' ? ':::note Title admonitions' : '{#id} heading ids'} in MDX as Docusaurus does by default.`);
  const keywords = new Set<string>();
  for (const options of [docsOptions, blogOptions, classic.pages, ...instances.map((instance) => instance.options)]) {
    const admonitions = options ? (options as Any).admonitions : undefined;
    if (!admonitions || typeof admonitions !== 'object') continue;
    for (const keyword of Array.isArray(admonitions.keywords) ? admonitions.keywords : []) if (typeof keyword === 'string') keywords.add(keyword.toLowerCase());
    if (admonitions.extendDefaults === false) notes.push("admonitions.extendDefaults: false is not translated: lendocs keeps Docusaurus's default admonition types as well.");
  }
  const own = [...keywords].filter((keyword) => !(ADMONITION_TYPES as readonly string[]).includes(keyword));
  if (own.length > 0) config.markdown.admonitionKeywords = own;
  translatePreprocessor(config, d.markdown?.preprocessor, input.configFile, notes);
  const npm2yarn = translateNpm2Yarn([docsOptions, blogOptions, classic.pages, ...instances.map((instance) => instance.options)], notes);
  if (npm2yarn) config.markdown.npm2yarn = npm2yarn;
  // The site's own remark plugins run at each build from the Docusaurus config itself (load/remark/).
  const contentOptions = [docsOptions, blogOptions, classic.pages, ...instances.map((instance) => instance.options), ...blogInstances.map((instance) => instance.options)];
  if (input.configFile && hasSiteRemarkPlugins(contentOptions)) config.markdown.remarkPlugins = input.configFile;
}

/**
 * `markdown.preprocessor`, a function: the build runs it from the Docusaurus config itself, which the lendocs config
 * names (load/markdown-preprocessor.ts). Without a config file to name, a note says it is not run.
 */
function translatePreprocessor(config: Any, preprocessor: unknown, configFile: string | undefined, notes: string[]): void {
  if (preprocessor === undefined) return;
  if ((preprocessor === '[function]' || typeof preprocessor === 'function') && configFile) {
    config.markdown.preprocessor = configFile;
    notes.push(`markdown.preprocessor: a function, so \`markdown.preprocessor\` names ${configFile}: each build reads the function from it and runs it on every Markdown and MDX file's text before reading it, as Docusaurus does. Keep that file.`);
    return;
  }
  notes.push("markdown.preprocessor: not carried over (no config file to name, or not a function); the Markdown files are read as they are, so what it rewrites is not rewritten.");
}
