// Docusaurus's npm2yarn remark plugin (`@docusaurus/remark-plugin-npm2yarn` in a docs, blog or pages plugin's
// `remarkPlugins`): a code block whose info string is `<language> npm2yarn` becomes tabs, the npm command as written
// and the same command for each other package manager. Off unless the site asks, as in Docusaurus.
import { z } from 'zod';

/** The package managers the conversion knows (the npm-to-yarn package's), besides npm itself. */
export const NPM2YARN_CONVERTERS = ['yarn', 'pnpm', 'bun'] as const;

export const npm2yarn = z
  .union([
    z.literal(false),
    z
      .object({
        sync: z.boolean().default(false).describe('Choosing a package manager in one block chooses it in every block of the site (the tabs share the group `npm2yarn`), as the plugin\'s `sync` option.'),
        converters: z
          .array(z.enum(NPM2YARN_CONVERTERS))
          .min(1)
          .default(['yarn', 'pnpm'])
          .describe('The tabs after npm, in order (the plugin\'s `converters`; its default is yarn then pnpm).'),
      })
      .strict(),
  ])
  .default(false)
  .describe(
    "npm commands in other package managers (Docusaurus's `@docusaurus/remark-plugin-npm2yarn`, which `lendocs migrate` carries over): with `{}` (or `{ sync, converters }`), a code block written as ```` ```bash npm2yarn ```` becomes tabs: npm, then each converter's form of the same command. `false` (the default) leaves such blocks as they are.",
  );

export type Npm2YarnOptions = Exclude<z.output<typeof npm2yarn>, false>;
