// An MDX file's own code, as MDX 3 and Docusaurus run it: the file is one module, whose imports and exports are in
// scope of its JSX and expressions. A component the file defines (`export const Grid = …`, `export function Card`)
// is drawn where it is used, with the imported components and hooks it uses; an expression lendocs's interpreter
// cannot evaluate (`items.map(…)`, `.filter(…).length`, `new Date(…)`) is drawn with its value, as React draws it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { BASE_CONFIG, buildFixture, doc } from '../support/fixture-site.js';

const found = (diagnostics: { severity: string; file?: string; line?: number; message: string }[]) => diagnostics.map((d) => `${d.severity} ${path.basename(d.file ?? '')}:${d.line} ${d.message}`);

/** A site with `docs/NAME.mdx` made of `lines` (page `/NAME`) and `files` beside it; its diagnostics as `found` writes them. */
async function buildMdx(name: string, lines: string[], files: Record<string, string> = {}, options: { config?: string } = {}) {
  const site = await buildFixture({ ...files, [`docs/${name}.mdx`]: doc({ title: name }, lines.join('\n')) }, options);
  return { site, diagnostics: found(site.diagnostics) };
}

/** The page of `docs/NAME.mdx`, which must build without a diagnostic. */
async function cleanPage(...args: Parameters<typeof buildMdx>) {
  const { site, diagnostics } = await buildMdx(...args);
  assert.deepEqual(diagnostics, []);
  return site.$(`/${args[0]}`);
}

test('components an MDX file defines are drawn where it uses them, with the components and hooks they use', async () => {
  const $ = await cleanPage('cards', [
    "import Link from '@docusaurus/Link';",
    "import { useState } from 'react';",
    "import Badge from '@site/src/components/Badge';",
    '',
    'export const Grid = ({ children }) => <div className="grid">{children}</div>;',
    '',
    'export function Card({ title, to }) {',
    '  const [open] = useState(true);',
    '  return <div className="card" data-open={String(open)}><Link to={to}>{title}</Link><Badge>new</Badge></div>;',
    '}',
    '',
    '<Grid>',
    '  <Card title="First" to="/cards" />',
    '  <Card title="Second" to="/cards" />',
    '</Grid>',
    '',
    'export const Pill = ({ label }) => <span className="pill">{label.toUpperCase()}</span>;',
    '',
    'Text with an inline <Pill label="soon" /> pill.',
    '',
  ], { 'src/components/Badge.jsx': 'export default function Badge({ children }) {\n  return <em data-badge>{children}</em>;\n}\n' });
  assert.deepEqual($('.grid > .card').map((_, card) => $(card).text()).get(), ['Firstnew', 'Secondnew']);
  assert.equal($('.grid .card a').first().attr('href'), '/cards');
  assert.equal($('.grid .card').first().attr('data-open'), 'true');
  assert.equal($('.grid .card em[data-badge]').length, 2);
  assert.equal($('.markdown p').filter((_, p) => $(p).text().startsWith('Text')).html(), 'Text with an inline <span class="pill">SOON</span> pill.');
});

test('expressions the interpreter cannot evaluate are drawn with their value, from exports, JSON and site modules', async () => {
  const $ = await cleanPage('lists', [
    "import data from './data.json';",
    "import { tasks } from '@site/src/data/tasks';",
    '',
    "export const items = ['one', 'two'];",
    'export const year = new Date(Date.UTC(2024, 5, 1)).getUTCFullYear();',
    '',
    '<ul className="items">{items.map((item) => <li key={item}>{item}</li>)}</ul>',
    '',
    'Done: {tasks.filter((t) => t.done).length} of {tasks.length}, in {year}.',
    '',
    '{data.people.map((name) => <p className="person" key={name}>{name}</p>)}',
    '',
    '<details><summary>Names</summary>{data.people.join(" & ").toUpperCase()}</details>',
    '',
  ], {
    'src/data/tasks.js': 'export const tasks = [{ name: "write", done: true }, { name: "test", done: false }];\n',
    'docs/data.json': '{ "people": ["Ada", "Grace"] }',
  });
  assert.deepEqual($('ul.items li').map((_, li) => $(li).text()).get(), ['one', 'two']);
  assert.equal($('.markdown p').filter((_, p) => $(p).text().startsWith('Done')).text(), 'Done: 1 of 2, in 2024.');
  assert.deepEqual($('p.person').map((_, p) => $(p).text()).get(), ['Ada', 'Grace']);
  assert.equal($('details').text(), 'NamesADA & GRACE');
});

test('a prop the interpreter cannot evaluate is computed with the file\'s code, for the site\'s components and the file\'s own', async () => {
  const $ = await cleanPage('props', [
    "import Table from '@site/src/components/Table';",
    "import { tasks } from '@site/src/data/tasks';",
    '',
    'export const Pill = ({ label }) => <span className="pill">{label}</span>;',
    '',
    '<Table rows={tasks.filter((t) => !t.done)} caption={`${tasks.length} tasks`} />',
    '',
    '<Pill label={tasks.map((t) => t.name.toUpperCase()).join("+")} />',
    '',
  ], {
    'src/components/Table.jsx': 'export default function Table({ rows, caption }) {\n  return <table data-table><caption>{caption}</caption><tbody>{rows.map((r) => <tr key={r.name}><td>{r.name}</td></tr>)}</tbody></table>;\n}\n',
    'src/data/tasks.js': 'export const tasks = [{ name: "write", done: true }, { name: "test", done: false }, { name: "ship", done: false }];\n',
  });
  assert.deepEqual($('table[data-table] td').map((_, td) => $(td).text()).get(), ['test', 'ship']);
  assert.equal($('table[data-table] caption').text(), '3 tasks');
  assert.equal($('span.pill').text(), 'WRITE+TEST+SHIP');
});

test('a component or value the file exports below its use is in scope there, as MDX hoists exports', async () => {
  const $ = await cleanPage('hoisted', ['<Note kind="tip">Said first</Note>', '', 'Count: {count}, {names.map((n) => n.toUpperCase()).join(" ")}.', '', 'Then {second} and {y}.', '', '```js', 'export const Fenced = 1;', '```', '', 'export const Note = ({ kind, children }) => <aside className={`note-${kind}`}>{children}</aside>;', 'export const count = 2;', 'export const names = ["ada", "grace"];', 'export let first = 1, second = "two";', 'export const { x, y } = { x: 1, y: "why" };', '']);
  assert.equal($('aside.note-tip').text(), 'Said first');
  assert.equal($('.markdown p').first().text(), 'Count: 2, ADA GRACE.');
  assert.equal($('.markdown p').eq(1).text(), 'Then two and why.');
});

test('an expression drawing a component of the file, of the site or of MDXComponents is drawn by the file\'s code', async () => {
  const $ = await cleanPage('drawn', [
    "import Star from '@site/src/components/Star';",
    '',
    'export const Tag = ({ label }) => <code className="tag">{label}</code>;',
    '',
    '{true && <Tag label="evaluated" />}',
    '',
    'Stars: {<Star n={2} />}.',
    '',
    '{["x", "y"].map((w) => <Highlight key={w}>{w}</Highlight>)}',
    '',
  ], {
    'src/components/Star.jsx': 'export default function Star({ n }) {\n  return <i data-star>{"*".repeat(n)}</i>;\n}\n',
    'src/theme/MDXComponents.js': "import MDXComponents from '@theme-original/MDXComponents';\nconst Highlight = ({ children }) => <mark data-hl>{children}</mark>;\nexport default { ...MDXComponents, Highlight };\n",
  });
  assert.equal($('code.tag').text(), 'evaluated');
  assert.equal($('i[data-star]').text(), '**');
  assert.deepEqual($('mark[data-hl]').map((_, m) => $(m).text()).get(), ['x', 'y']);
});

test('an expression that throws is an error at its line naming what threw; an undefined name is still left out', async () => {
  const { diagnostics } = await buildMdx('throws', ["export const items = ['a'];", '', 'First.', '', '{items.map((item) => item.missing.deeper)}', '', 'Then {nothing} here.', '']);
  assert.deepEqual(diagnostics.sort(), [
    'error throws.mdx:9 The expression {items.map((item) => item.missing.deeper)} failed while rendering: Cannot read properties of undefined (reading \'deeper\')',
    'warning throws.mdx:11 The expression {nothing} is left out: "nothing" is not defined in this file (import it, or define it with export const).',
  ]);
});

test('an export that throws is one error at the first use, however many uses need the file\'s code', async () => {
  const { diagnostics } = await buildMdx('export', ['export const rows = nothing();', 'export const Box = () => <b />;', '', '{rows.map((r) => r)}', '', '<Box />', '', 'Count {rows.length}.', '']);
  assert.deepEqual(diagnostics, ['error export.mdx:8 The imports and exports of docs/export.mdx failed when they ran: nothing is not defined.']);
});

test('a component the file defines that throws is an error naming it and the file', async () => {
  const { diagnostics } = await buildMdx('broken', ['export const Broken = () => { throw new Error("no data"); };', '', '<Broken />', '']);
  assert.deepEqual(diagnostics, ['error broken.mdx:7 The component <Broken> failed while rendering: no data']);
});

test('MDX 1 (Docusaurus 2): exports are in scope of the file the same way', async () => {
  const $ = await cleanPage('old', ["export const Box = ({ children }) => <section className=\"box\">{children}</section>;", "export const names = ['x', 'y'];", '', '<Box>', '', '<p className="names">{names.map((n) => n.toUpperCase()).join(",")}</p>', '', '</Box>', ''], {}, { config: `${BASE_CONFIG}markdown:\n  mdxVersion: 1\n` });
  assert.equal($('section.box p.names').text(), 'X,Y');
});
