// An import of a name its module does not export (`import { NumberProps } from './types'` in a .jsx component, where
// types.ts exports only an interface): webpack, Docusaurus's bundler, warns ("export 'NumberProps' … was not found")
// and goes on with the import undefined, so the site builds. lendocs does the same: a warning naming the importing
// file, its line, the name and the module (once a build, however many pages draw the component), and the page drawn; any other bundling error still fails the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}paths:\n  pages: src/pages\ndocs: { routeBasePath: docs }\n`;

const FILES = {
  'src/components/types.ts': 'export interface NumberProps { value: number }\nconst local = 1;\nexport const unit = `px${local}`;\n',
  'src/components/Num.jsx': "import { NumberProps, unit } from './types';\nimport helpers from './types';\nexport default function Num({ value }) { return <b data-num>{value}{unit}{String(NumberProps)}{String(helpers)}</b>; }\n",
  'src/pages/count.jsx': "import Num from '../components/Num';\nexport default function Count() { return <main><Num value={7} /></main>; }\n",
  'docs/num.mdx': "---\ntitle: Num\n---\n\nimport Num from '@site/src/components/Num';\n\n<Num value={3} />\n",
};

test('an import of a name its module does not export is undefined, with one warning a build naming the file, the line and the name', async () => {
  const site = await buildFixture(FILES, { config: CONFIG });
  assert.deepEqual(site.errors.map((d) => d.message), []);
  assert.equal(site.$('/docs/num')('b[data-num]').text(), '3px1undefinedundefined');
  assert.equal(site.$('/count')('b[data-num]').text(), '7px1undefinedundefined');
  const said = site.warnings.filter((d) => d.code === 'missing-export');
  const messages = said.map((d) => d.message).sort();
  assert.deepEqual(messages, [
    "src/components/Num.jsx:1 imports \"NumberProps\" from src/components/types.ts, which does not export it: the import is undefined, as webpack (Docusaurus's bundler) makes it with a warning.",
    "src/components/Num.jsx:2 imports a default export from src/components/types.ts, which does not export it: the import is undefined, as webpack (Docusaurus's bundler) makes it with a warning.",
  ]);
  // Said once a build, by the first page that draws Num (two pages draw it), at the use's line on a Markdown page.
  assert.ok(said.every((d) => (d.file?.endsWith('docs/num.mdx') && d.line === 7) || d.file?.endsWith('src/pages/count.jsx')), JSON.stringify(said));
  assert.match(said[0].hint ?? '', /import type|default export/);
});

test('a component that fails to bundle for another reason still fails its page', async () => {
  const site = await buildFixture({ ...FILES, 'src/components/Num.jsx': "import { NumberProps } from './types';\nimport gone from './gone';\nexport default function Num() { return <b>{gone}</b>; }\n" }, { config: CONFIG });
  assert.match(site.errors.map((d) => d.message).join('\n'), /cannot be bundled: Could not resolve "\.\/gone"/);
});

test('a site with locales says the warning once, though each locale has its own page drawing the component', async () => {
  const config = `${CONFIG}i18n:\n  defaultLocale: en\n  locales: [en, fr, de]\n`;
  const translated = (title: string) => `---\ntitle: ${title}\n---\n\nimport Num from '@site/src/components/Num';\n\n<Num value={3} />\n`;
  const site = await buildFixture(
    {
      ...FILES,
      'i18n/fr/docusaurus-plugin-content-docs/current/num.mdx': translated('Nombre'),
      'i18n/de/docusaurus-plugin-content-docs/current/num.mdx': translated('Zahl'),
    },
    { config },
  );
  assert.deepEqual(site.errors.map((d) => d.message), []);
  // Each locale's page drew it (the import is undefined there too), and each message is said once.
  assert.equal(site.$('/fr/docs/num')('b[data-num]').text(), '3px1undefinedundefined');
  const said = site.warnings.filter((d) => d.code === 'missing-export');
  assert.equal(said.length, 2, JSON.stringify(said.map((d) => `${d.file}:${d.line} ${d.message.slice(0, 40)}`)));
});
