// Whenever lendocs shows an MDX expression as nothing where JavaScript would show something, it says so, on the MDX
// compiler alone: a warning with the line of the use, naming the variable and the line of its export (a call, a
// function, destructuring, imports of modules it does not run, inherited properties, objects shown as text). In
// builds and under serve: test/integration/mdx-left-out.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { compileMdx } from '../../../src/load/mdx/jsx-walk.js';

const compile = (body) => compileMdx(body, { file: 'a.mdx', bodyLine: 1 });
const found = (diagnostics) => diagnostics.map((d) => `${d.severity} ${path.basename(d.file)}:${d.line} ${d.message}`);

test('every kind of export lendocs cannot evaluate is a warning where it is used', () => {
  const cases: [string, string, RegExp][] = [
    ['export const f = (() => 1)();', '{f}', /"f", exported at line 1, has no value lendocs knows: lendocs cannot evaluate function calls/],
    ['export let now = Date.now();', '{now}', /"now", exported at line 1, has no value .*function calls/],
    ['export var stamp = new Date();', '{stamp}', /"stamp", exported at line 1, has no value lendocs knows: lendocs cannot evaluate a new expression/],
    ['export const { a, b } = { a: 1, b: 2 };', '{b}', /"b", exported at line 1, has no value lendocs knows: lendocs does not evaluate destructuring/],
    ['export const [first] = [1];', '{first}', /"first", exported at line 1, .*destructuring/],
    ['export function greet() { return 1; }', '{greet}', /"greet", exported at line 1, has no value lendocs knows: it is a function/],
    ['export class Thing {}', '{Thing}', /"Thing", exported at line 1, .*it is a class/],
    ['export const double = (x) => x * 2;', 'Text {double} here.', /"double", exported at line 1, has no value lendocs knows: lendocs cannot evaluate an arrow function expression/],
    ['export const Note = () => <b>note</b>;', 'Text {Note} here.', /"Note", exported at line 1, .*arrow function/],
    ['export const year = new Date().getFullYear();\nexport const label = `Year ${year}`;', '{label}', /"label", exported at line 2, has no value lendocs knows: "year", exported at line 1/],
    ['export const year = new Date().getFullYear();', '{year > 2000 ? "new" : "old"}', /"year", exported at line 1/],
    ['export const year = new Date().getFullYear();', '<a title={year}>x</a>', /"year", exported at line 1/],
  ];
  for (const [exports, use, why] of cases) {
    const result = compile(`${exports}\n\n${use}`);
    assert.equal(result.diagnostics.length, 1, `${exports} ${use}: ${found(result.diagnostics)}`);
    const [diagnostic] = result.diagnostics;
    assert.equal(diagnostic.severity, 'warning');
    assert.equal(diagnostic.line, exports.split('\n').length + 2, use);
    assert.match(diagnostic.message, /^The expression \{.*\} is left out: /, use);
    assert.match(diagnostic.message, why, use);
  }
});

test('an export with no value is undefined, as in JavaScript; one that is evaluated still shows, next to JSX too', () => {
  const result = compile('export let later;\nexport const name = "Acme";\n\n{later}{name}');
  assert.deepEqual(result.diagnostics, []);
  assert.match(result.body, /Acme/);
  // A block holding JSX is compiled by esbuild, which writes `const name = …; export { name }`.
  const jsx = compile('export const Note = () => <b>note</b>;\nexport const name = "Acme";\n\nText {name}.');
  assert.deepEqual(jsx.diagnostics, []);
  assert.match(jsx.body, /Text Acme\./);
});

test('the value of an imported module, an inherited property, an object shown as text: each a warning', () => {
  const cases: [string, string, RegExp][] = [
    ["import { version } from './constants';", 'Version {version}.', /"version" is imported from "\.\/constants", and lendocs does not run that module at build time/],
    ["import data from './data.js';", '{data.title}', /"data" is imported from "\.\/data\.js"/],
    ["import data from './data.js';", 'Text {`${data}`}.', /"data" is imported from/],
    ["import flag from './flag.js';", '{flag && "on"}', /"flag" is imported from/],
    ["import logo from './logo.js';", '<img src={logo} alt="" />', /"logo" is imported from/],
    ["import Tabs from '@theme/Tabs';", 'Text {Tabs} here.', /"Tabs" is imported from "@theme\/Tabs"/],
    ['export const pattern = /ab+c/i;', '{pattern.source}', /lendocs reads a value's own properties \(and length\), not the inherited "source"/],
    ['export const item = { title: "x" };', 'Item {item}.', /its value is an object, which cannot be shown as text/],
    ['export const items = [{ title: "x" }];', 'Items {items}.', /its value is an object, which cannot be shown as text/],
    ["import CodeBlock from '@theme/CodeBlock';", '<CodeBlock>{["a"]}</CodeBlock>', /the code of <CodeBlock> must be text/],
  ];
  for (const [imports, use, why] of cases) {
    const result = compile(`${imports}\n\n${use}`);
    assert.equal(result.diagnostics.length, 1, `${use}: ${found(result.diagnostics)}`);
    assert.equal(result.diagnostics[0].severity, 'warning', use);
    assert.equal(result.diagnostics[0].line, 3, use);
    assert.match(result.diagnostics[0].message, why, use);
  }
});
