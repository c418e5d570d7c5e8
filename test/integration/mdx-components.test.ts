// Docusaurus's swizzled `src/theme/MDXComponents` (src/load/components/mdx-registry.ts): what it registers is usable
// in every MDX page without an import, an import in the page wins, what lendocs cannot honour is a warning naming the
// file and key, a broken file is an error at its line, and a site without it loads nothing for it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../src/pipeline/build.js';
import { BASE_CONFIG, buildFixture, makeSite, tempDir, withHelpers } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}markdown:\n  format: mdx\n`;

const MDX_COMPONENTS = `import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Admonition from '@theme/Admonition';
import TabItem from '@theme/TabItem';
import Highlight from '@site/src/components/Highlight';

function Icon({ name }) {
  return <i className={'icon icon-' + name} aria-hidden="true" />;
}

export default {
  ...MDXComponents,
  Highlight,
  Icon,
  Note: Admonition,
  TabItem,
  pre: (props) => <pre {...props} data-own="yes" />,
  Tabs: ({ children }) => <div>{children}</div>,
};
`;

const HIGHLIGHT = `import styles from './Highlight.module.css';
export default function Highlight({ color, children }) {
  return <span className={styles.mark} style={{ backgroundColor: color }} data-highlight>{children}</span>;
}
`;

const files = (extra = {}) => ({
  'src/theme/MDXComponents.js': MDX_COMPONENTS,
  'src/components/Highlight.jsx': HIGHLIGHT,
  'src/components/Highlight.module.css': '.mark { border-radius: 2px; }\n',
  'docs/uses.md': `---\ntitle: Uses\n---\n\nSome <Highlight color="#25c2a0">**green**</Highlight> text and an <Icon name="star" />.\n\n<Details>\n<summary>More</summary>\n\nHidden words.\n\n</Details>\n\n<Note type="tip" title="Careful">\n\nA note.\n\n</Note>\n`,
  'docs/plain.md': '---\ntitle: Plain\n---\n\nNo components here.\n',
  ...extra,
});

test('a registered component is drawn in a page that does not import it, with its props, children and CSS', async () => {
  const result = await buildFixture(files(), { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/uses');
  const mark = $('.markdown [data-highlight]');
  assert.equal(mark.length, 1);
  assert.match(mark.attr('class')!, /^Highlight_[0-9a-f]{5}_mark$/);
  assert.equal(mark.attr('style'), 'background-color:#25c2a0');
  assert.equal(mark.find('strong').text(), 'green');
  assert.equal($('.markdown i.icon.icon-star').length, 1, 'a component defined in the MDXComponents file itself');
  // Docusaurus's own `Details` and a built-in under another name (`Note: Admonition`) are lendocs' built-ins.
  assert.equal($('.markdown details.details summary').text(), 'More');
  assert.equal($('.markdown .admonition.admonition-tip').length, 1);
  assert.match($('.markdown .admonition-tip').text(), /Careful[\s\S]*A note\./);
  assert.deepEqual(result.warnings.filter((d) => /Unknown MDX component/.test(d.message)), []);
  const href = $('link[rel="stylesheet"]').attr('href');
  assert.match(result.text(href!.slice(1)), /\.Highlight_[0-9a-f]{5}_mark\s*\{\s*border-radius: 2px;/);
});

test('keys lendocs cannot honour are one warning each, naming the file, line and key; its built-ins stay drawn', async () => {
  const result = await buildFixture(files({ 'docs/tabs.md': '---\ntitle: Tabs\n---\n\n<Tabs>\n<TabItem value="a" label="Apple">\n\nOne\n\n</TabItem>\n</Tabs>\n' }), { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const own = result.warnings.filter((d) => d.code === 'mdx-components').map((d) => [path.basename(d.file!), d.line, /"(\w+)"/.exec(d.message)![1]]);
  assert.deepEqual(own, [
    ['MDXComponents.js', 17, 'pre'],
    ['MDXComponents.js', 18, 'Tabs'],
  ]);
  assert.match(result.warnings.find((d) => d.message.includes('"pre"'))!.message, /lendocs draws the <pre> elements that Markdown makes itself/);
  const $ = result.$('/tabs');
  assert.equal($('.markdown .tabs [role="tab"]').text(), 'Apple');
  assert.equal(result.$('/uses')('[data-own]').length, 0);
});

test('an import in the page wins over the registered component of that name', async () => {
  const result = await buildFixture(
    files({
      'src/components/Other.jsx': 'export default function Other({ children }) { return <em data-other>{children}</em>; }\n',
      'docs/own.mdx': "---\ntitle: Own\n---\n\nimport Highlight from '@site/src/components/Other';\n\nSee <Highlight color=\"red\">this</Highlight>.\n",
    }),
    { config: CONFIG },
  );
  assert.deepEqual(result.errors, []);
  const $ = result.$('/own');
  assert.equal($('.markdown em[data-other]').text(), 'this');
  assert.equal($('.markdown [data-highlight]').length, 0);
});

test('registered components work in a Markdown partial too', async () => {
  const result = await buildFixture(
    files({
      'docs/_part.mdx': 'Partial <Highlight color="blue">marked</Highlight>.\n',
      'docs/host.mdx': "---\ntitle: Host\n---\n\nimport Part from './_part.mdx';\n\n<Part />\n",
    }),
    { config: CONFIG },
  );
  assert.deepEqual(result.errors, []);
  assert.equal(result.$('/host')('.markdown [data-highlight]').text(), 'marked');
});

test('a MDXComponents file with a syntax error is an error at its file and line', async () => {
  const broken = MDX_COMPONENTS.replace('  Highlight,\n', '  Highlight,,\n');
  const result = await buildFixture(files({ 'src/theme/MDXComponents.js': broken }), { config: CONFIG });
  const found = result.errors.filter((d) => d.code === 'mdx-components');
  assert.equal(found.length, 1, JSON.stringify(result.errors));
  assert.equal(path.basename(found[0].file!), 'MDXComponents.js');
  assert.equal(found[0].line, 13);
  assert.match(found[0].message, /cannot be bundled/);
});

test('a MDXComponents file importing a missing file, or something lendocs has no stand-in for, is an error at the import', async () => {
  const missing = MDX_COMPONENTS.replace("'@site/src/components/Highlight'", "'@site/src/components/Nowhere'");
  const result = await buildFixture(files({ 'src/theme/MDXComponents.js': missing }), { config: CONFIG });
  const found = result.errors.filter((d) => d.code === 'mdx-components');
  assert.deepEqual(found.map((d) => [path.basename(d.file!), d.line]), [['MDXComponents.js', 5]]);
  assert.match(found[0].message, /Nowhere/);

  const foreign = MDX_COMPONENTS.replace("import TabItem from '@theme/TabItem';", "import TabItem from '@theme/SomethingElse';");
  const other = await buildFixture(files({ 'src/theme/MDXComponents.js': foreign }), { config: CONFIG });
  const noStandIn = other.errors.filter((d) => d.code === 'mdx-components');
  assert.deepEqual(noStandIn.map((d) => [path.basename(d.file!), d.line]), [['MDXComponents.js', 4]]);
  assert.match(noStandIn[0].message, /no stand-in for "@theme\/SomethingElse"/);
});

test('a default export that is not an object of components is an error naming the file', async () => {
  const result = await buildFixture(files({ 'src/theme/MDXComponents.js': 'export default 42;\n' }), { config: CONFIG });
  const found = result.errors.filter((d) => d.code === 'mdx-components');
  assert.equal(found.length, 1);
  assert.equal(path.basename(found[0].file!), 'MDXComponents.js');
  assert.match(found[0].message, /src\/theme\/MDXComponents\.js has no default export/);
});

test('with the cache, a page is made again when MDXComponents starts registering a name it uses', async () => {
  const root = makeSite(files({ 'src/theme/MDXComponents.js': "import M from '@theme-original/MDXComponents';\nexport default { ...M };\n" }), { config: CONFIG });
  const out = path.join(tempDir(), 'site');
  const cache = { dir: path.join(tempDir(), 'cache') };
  const before = withHelpers(await build({ root, out, write: false, cache }), root);
  assert.ok(before.warnings.some((d) => /Unknown MDX component <Highlight>/.test(d.message)));
  writeFileSync(path.join(root, 'src/theme/MDXComponents.js'), MDX_COMPONENTS);
  const after = withHelpers(await build({ root, out, write: false, cache }), root);
  assert.equal(after.$('/uses')('.markdown [data-highlight]').length, 1);
  assert.ok(!after.warnings.some((d) => /Unknown MDX component <Highlight>/.test(d.message)));
});

/** Builds `root` in a fresh Node process and says whether esbuild was loaded. */
function loadsEsbuild(root) {
  const pipeline = fileURLToPath(new URL('../../src/pipeline/build.js', import.meta.url));
  const script = `import { createRequire } from 'node:module';
const { build } = await import(${JSON.stringify(pipeline)});
const result = await build({ root: ${JSON.stringify(root)}, out: ${JSON.stringify(path.join(root, '..', 'unused'))}, write: false });
if (result.diagnostics.some((d) => d.severity === 'error')) throw new Error(JSON.stringify(result.diagnostics));
const loaded = Object.keys(createRequire(import.meta.url).cache).some((file) => /[\\\\/]node_modules[\\\\/]esbuild[\\\\/]/.test(file));
console.log(JSON.stringify({ loaded }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!).loaded;
}

test('a site without MDXComponents bundles nothing for it; one with it does', () => {
  const page = { 'docs/a.mdx': '---\ntitle: A\n---\n\n<details><summary>S</summary>\n\nText.\n\n</details>\n' };
  assert.equal(loadsEsbuild(makeSite(page, { config: CONFIG })), false);
  assert.equal(loadsEsbuild(makeSite({ ...page, 'src/theme/MDXComponents.js': "import M from '@theme-original/MDXComponents';\nexport default { ...M };\n" }, { config: CONFIG })), true);
});

test('a swizzled wrapper importing @theme-original/X bundles; a registered component drawing @theme/Tabs around Markdown children is an error at the page line', async () => {
  const map = `import MDXComponents from '@theme-original/MDXComponents';
import CodeBlock from '@theme-original/CodeBlock';
import Tabs from '@theme/Tabs';
const Wrapped = (props) => <CodeBlock {...props} />;
const Switcher = ({ children }) => <Tabs>{children}</Tabs>;
export default { ...MDXComponents, CodeBlock: Wrapped, Switcher };
`;
  const result = await buildFixture(files({ 'src/theme/MDXComponents.js': map, 'docs/switch.md': '---\ntitle: Switch\n---\n\nText.\n\n<Switcher>x</Switcher>\n' }), { config: CONFIG });
  assert.deepEqual(result.warnings.filter((d) => d.code === 'mdx-components').map((d) => [d.line, /"(\w+)"/.exec(d.message)![1]]), [[6, 'CodeBlock']]);
  assert.deepEqual(result.errors.map((d) => [path.basename(d.file!), d.line, d.message]), [['switch.md', 7, '<Tabs> drawn by a component takes <TabItem> children, each with a "value"; it was given <Markdown>.']]);
});
