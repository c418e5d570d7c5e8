// The site's page frame (page-frame.ts: its Root and Layout, and everything they import, a UI kit's theme provider
// and all) bundled once per site, and the components drawn in it bundled without it. Bundled with every component, the
// frame of a site with a UI kit made each component bundle 3.5 MB that esbuild wrote and the site's code thread ran
// again (a corpus site: 30 such bundles, half the site code thread's time running them).
//
// A context is one object only while one module instance makes it, so the component must see the frame's instance of
// every file both import (the kit's theme context, a store). The frame's bundle therefore gives each script file its
// output holds (`shared`) as a function returning that file's module, and in a component's bundle such a file is a
// module taking it from the frame (FRAME_MODULE, answered on the site's code thread: site-code-worker.ts).
import path from 'node:path';
import { FRAME_EXPORT, frameNames, type PageFrame } from './page-frame.js';
import type { ComponentBundle } from './site-components.js';

/** A component bundle's import of a file the frame bundle holds, by the file's absolute path. */
export const FRAME_MODULE = 'lendocs-frame-module:';

/**
 * The name a frame's bundle goes by on the site's code thread (no file's path, no package's name), followed by its
 * docItemComponent's file, if it has one (each docs instance's frame is its own bundle).
 */
export const FRAME_BUNDLE = '\0lendocs-frame';

/** The script files a frame bundle gives the components drawn in it (absolute path → its module format). */
export type SharedFiles = Map<string, 'esm' | 'cjs'>;

const imported = (name: string, file: string) => `import * as ${name} from ${JSON.stringify(file)};`;

/** The frame bundle's entry: its Root, Layout and docItemComponent, and a function per shared file giving its module. */
export function frameEntry(frame: PageFrame, shared: SharedFiles = new Map()): string {
  const modules = [...shared.keys()].map((file) => `${JSON.stringify(file)}: () => require(${JSON.stringify(file)})`);
  const parts = [...(frame.root ? ['root: __lendocsRoot'] : []), ...(frame.layout ? ['layout: __lendocsLayout'] : []), ...(frame.docItem ? ['docItem: __lendocsDocItem', `docItemFile: ${JSON.stringify(frame.docItem)}`] : [])];
  return [
    ...(frame.root ? [imported('__lendocsRoot', frame.root)] : []),
    ...(frame.layout ? [imported('__lendocsLayout', frame.layout)] : []),
    ...(frame.docItem ? [imported('__lendocsDocItem', frame.docItem)] : []),
    `export const ${FRAME_EXPORT} = { ${[...parts, `modules: { ${modules.join(', ')} }`].join(', ')} };`,
  ].join('\n');
}

/**
 * The script files (JavaScript, TypeScript, JSON) in the output of a bundle of the frame, whose module a component may
 * import; not its entry (`entry`), which is no file.
 */
export function sharedFiles(metafile: Metafile, siteRoot: string, entry: string): SharedFiles {
  const shared: SharedFiles = new Map();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const file = path.resolve(siteRoot, input);
      // Only files of the file namespace: a CSS module, a Sass file or a loader's output is read again by each bundle.
      if (bytesInOutput === 0 || file === entry || input.includes(':') || !/\.([cm]?[jt]sx?|json)$/.test(input)) continue;
      shared.set(file, metafile.inputs[input]?.format === 'esm' ? 'esm' : 'cjs');
    }
  }
  return shared;
}

/**
 * In a component's bundle, a file the frame holds is a module taking the frame's instance of it: an ES module
 * re-exports its exports and its default, a CommonJS module is the frame's `module.exports`. The plugin goes first, so
 * that no other plugin reads the file.
 */
export function frameSharedFiles(b: import('esbuild').PluginBuild, shared: SharedFiles): void {
  b.onResolve({ filter: /^lendocs-frame-module:/ }, (args) => ({ path: args.path, external: true }));
  b.onLoad({ filter: /./, namespace: 'file' }, (args) => {
    const format = shared.get(args.path);
    if (!format) return undefined;
    const id = JSON.stringify(`${FRAME_MODULE}${args.path}`);
    // The default export is read with `require`, not `export { default } from`: esbuild gives an import of a CommonJS
    // module (which the frame's module is to it) from a package of "type": "module" the module as its default.
    return { contents: format === 'esm' ? `export * from ${id};\nexport default require(${id}).default;\n` : `module.exports = require(${id});\n`, loader: 'js' };
  });
}

/** The frame's bundle, and the files it gives the components drawn in it. */
export type FrameBundle = ComponentBundle & { shared: SharedFiles; module: string };

type Metafile = import('esbuild').Metafile;

/**
 * The site's frame, bundled (`bundle`, from an entry that is no file) with a function per file it holds: a first
 * bundle says which files its output holds, the second gives them.
 */
export async function bundleFrame(frame: PageFrame, module: string, siteRoot: string, bundle: (entry: { contents: string; name: string }, metafileOf?: (metafile: Metafile) => void) => Promise<ComponentBundle>): Promise<FrameBundle> {
  const name = path.join(path.dirname(frame.root ?? frame.layout ?? frame.docItem!), 'lendocs-frame.js');
  let metafile: Metafile | undefined;
  await bundle({ contents: frameEntry(frame), name }, (made) => (metafile = made));
  const shared = sharedFiles(metafile!, siteRoot, name);
  return { ...(await bundle({ contents: frameEntry(frame, shared), name })), shared, module };
}

/**
 * A component's bundle drawn in the frame: bundled taking the frame's shared files from it (`make`), with the frame's
 * CSS, files and warnings, as when the frame was bundled with it. When the frame cannot be bundled (an import of it
 * that cannot be resolved), the component alone, with a warning: the frame is what lendocs adds, and never fails a
 * component that bundles alone.
 */
export async function framedBundle(frame: PageFrame, siteRoot: string, frameBundle: () => Promise<FrameBundle>, make: (shared?: SharedFiles) => Promise<ComponentBundle>): Promise<ComponentBundle> {
  let made: FrameBundle;
  try {
    made = await frameBundle();
  } catch (cause) {
    const alone = await make();
    const named = frameNames(frame, siteRoot, frame.docItem);
    const said = { code: 'theme-module', message: `${named} cannot be bundled: ${(cause as Error).message.replace(/^The component \S+ cannot be bundled: /, '').replace(/\.$/, '')}. The components are drawn without it, so what it provides them (a theme, a store) is missing.`, hint: 'Fix the import that fails in it: lendocs bundles it for the components drawn in it, as Docusaurus bundles it with the pages.' };
    return { ...alone, warnings: [...(alone.warnings ?? []), said] };
  }
  const own = await make(made.shared);
  const warnings = [...(own.warnings ?? []), ...(made.warnings ?? [])];
  const files = [...new Set([...(own.files ?? []), ...(made.files ?? [])])].sort();
  return {
    ...own,
    css: [...new Set([...own.css, ...made.css])],
    inputs: { ...made.inputs, ...own.inputs },
    ...(warnings.length ? { warnings } : {}),
    ...(files.length ? { files } : {}),
    frame: { module: made.module, hash: made.hash, code: made.code },
  };
}
