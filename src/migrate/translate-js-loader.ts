// Docusaurus Faster's SWC loader (`future.experimental_faster: true`, or `{ swcJsLoader: true }`) reads every
// .js/.jsx/.ts/.tsx file of the site as TypeScript with JSX (@docusaurus/faster's getSwcLoaderOptions: `jsc.parser:
// { syntax: 'typescript', tsx: true }`), where Babel reads .js and .jsx as JavaScript: a site built with it may write
// type annotations in a .jsx component. `siteCode.jsAsTypeScript` makes lendocs's bundler read them the same way.
type Any = Record<string, any>;

/** Whether the config turns on Docusaurus Faster's SWC JS loader, as Docusaurus's config validation reads it. */
export function usesSwcJsLoader(d: Any): boolean {
  const faster = d.future?.experimental_faster;
  return faster === true || (typeof faster === 'object' && faster !== null && faster.swcJsLoader === true);
}

/** `future.experimental_faster` (its SWC JS loader) → `siteCode.jsAsTypeScript`, with a note. */
export function translateJsLoader(config: Any, d: Any, notes: string[]): void {
  if (!usesSwcJsLoader(d)) return;
  config.siteCode = { ...config.siteCode, jsAsTypeScript: true };
  notes.push("future.experimental_faster: its SWC loader reads .js and .jsx files as TypeScript with JSX; lendocs reads the site's components the same way (siteCode.jsAsTypeScript: true).");
}
