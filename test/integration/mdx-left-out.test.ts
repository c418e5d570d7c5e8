// Whenever lendocs shows an MDX expression as nothing where JavaScript would show something, it says so: a warning
// with the file and the line of the use, naming the variable. What lendocs's interpreter cannot evaluate otherwise
// runs with the file's own code (mdx-file-code.test.ts); a name nothing defines is left out. serve reports the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDevSite } from '../../src/serve/dev-site.js';
import { buildFixture, makeSite, tempDir } from '../support/fixture-site.js';
import { BIN } from '../support/repo.js';

const page = (body) => `---\ntitle: A\n---\n\n${body}\n`;
const found = (diagnostics) => diagnostics.map((d) => `${d.severity} ${path.basename(d.file)}:${d.line} ${d.message}`);

// A name the file neither imports nor exports is left out (an expression lendocs cannot evaluate otherwise runs with
// the file's code: mdx-file-code.test.ts).
const YEAR = 'Intro.\n\nYear: {year}';
const NOT_DEFINED = '"year" is not defined in this file (import it, or define it with export const).';

test('Year: {year}, where the file does not define year: a warning at the use, naming year', async () => {
  const result = await buildFixture({ 'docs/a.mdx': page(YEAR) });
  assert.deepEqual(found(result.diagnostics), [`warning a.mdx:7 The expression {year} is left out: ${NOT_DEFINED}`]);
  assert.equal(result.$('/a')('.markdown p').last().text(), 'Year:');
});

test('a global of the build process, not of JavaScript, is not defined in the file: {process.env.HOME} is left out, never published', async () => {
  const result = await buildFixture({ 'docs/a.mdx': page('Intro.\n\nHome: {process.env.HOME}') });
  assert.deepEqual(found(result.diagnostics), ['warning a.mdx:7 The expression {process.env.HOME} is left out: "process" is not defined in this file (import it, or define it with export const).']);
  assert.equal(result.$('/a')('.markdown p').last().text(), 'Home:');
});

test('what lendocs does evaluate is unchanged: names, props, elements, assets, JSON, raw imports', async () => {
  const body = [
    "import shot from './shot.png';",
    "import data from './data.json';",
    "import code from '!!raw-loader!./example.txt';",
    'export const items = [{ label: "One" }];',
    'export const first = items[0].label;',
    '',
    'Name {first}, {items.length}, {data.title}, {code.trim()}, {"ab".toUpperCase()}, {[1, 2].join("+")}, {<b>bold</b>}.',
    '',
    '<img src={shot} alt={first} />',
  ].join('\n');
  const result = await buildFixture({ 'docs/a.mdx': page(body), 'docs/shot.png': 'png', 'docs/data.json': '{"title": "Data"}', 'docs/example.txt': 'text\n' });
  assert.deepEqual(found(result.diagnostics), []);
  const $ = result.$('/a');
  assert.equal($('.markdown p').first().text(), 'Name One, 1, Data, text, AB, 1+2, bold.');
  assert.equal($('.markdown img').attr('alt'), 'One');
});

test('serve reports the same warning, at its first build and after a save', async () => {
  const root = makeSite({ 'docs/a.mdx': page(YEAR) });
  const site = await createDevSite(root, tempDir());
  try {
    const first = await site.update();
    assert.equal(first.ok, true);
    const expected = `warning a.mdx:7 The expression {year} is left out: ${NOT_DEFINED}`;
    assert.deepEqual(found(first.diagnostics), [expected]);
    writeFileSync(path.join(root, 'docs/a.mdx'), page(`${YEAR}\n\nMore text.`));
    const saved = await site.update({ changed: new Set(['docs/a.mdx']) });
    assert.deepEqual(found(saved.diagnostics), [expected]);
  } finally {
    await site.close();
  }
});

test('lendocs serve --watch prints the warning at start, and a warning a save brings once, when it appears', async () => {
  const root = makeSite({ 'docs/a.mdx': page(YEAR) });
  const child = spawn(process.execPath, [BIN, 'serve', '--root', root, '--port', '0', '--watch', '--no-cache']);
  let stdout = '';
  let stderr = '';
  const waiters: any[] = [];
  const check = () => waiters.splice(0).forEach((waiter) => (waiter.test() ? waiter.resolve() : waiters.push(waiter)));
  const until = (what) => new Promise<any>((resolve) => {
    waiters.push({ test: what, resolve });
    check();
  });
  child.stdout.on('data', (chunk) => ((stdout += chunk), check()));
  child.stderr.on('data', (chunk) => ((stderr += chunk), check()));
  const exited = new Promise<any>((resolve) => child.on('exit', resolve));
  try {
    await Promise.race([until(() => /Serving /.test(stdout)), exited]);
    assert.match(stderr, /warning\s+\S*docs\/a\.mdx:7\s+The expression \{year\} is left out: "year" is not defined in this file/);
    writeFileSync(path.join(root, 'docs/a.mdx'), page(`${YEAR}\n\nNext: {year + 1}`));
    // The rebuild's new warnings are printed before its "Rebuilt after" line.
    await Promise.race([until(() => /Rebuilt after/.test(stderr)), exited]);
    assert.match(stderr, /warning\s+\S*docs\/a\.mdx:9\s+The expression \{year \+ 1\} is left out: "year" is not defined in this file/);
    assert.equal(stderr.match(/docs\/a\.mdx:7/g)!.length, 1, stderr);
  } finally {
    child.kill('SIGINT');
    await exited;
  }
});

// The ways round a name check that an MDX expression can write (found by review): the Function constructor reached
// from any value, globalThis, a render prop, a site module's value joined with process. The code thread that runs
// them has no environment but NODE_ENV and no way to Node's own modules, so nothing of the machine reaches the page.
const SECRET_SITE = {
  'src/components/List.jsx': "import React from 'react';\nexport default function List({ items, children }) { return <ul>{items.map((item) => <li key={item}>{typeof children === 'function' ? children(item) : item}</li>)}</ul>; }\n",
  'src/constants.js': "export const logo = 'logo';\n",
  'static/x.png': 'png',
};
const IMPORTS = "import List from '@site/src/components/List';\nimport * as constants from '@site/src/constants';\n\n";

async function withSecret<T>(build: () => Promise<T>): Promise<T> {
  process.env.LENDOCS_TEST_SECRET = 'ENV-SECRET-VALUE';
  try {
    return await build();
  } finally {
    delete process.env.LENDOCS_TEST_SECRET;
  }
}

test("no MDX expression publishes the build machine's environment, whatever it reaches process by", async () => {
  const body = [
    "One {[].map.constructor('return process.env.LENDOCS_TEST_SECRET')()}.",
    '',
    'Two {globalThis.process.env.LENDOCS_TEST_SECRET}.',
    '',
    "<List items={['a']}>{() => process.env.LENDOCS_TEST_SECRET}</List>",
    '',
    "<img src=\"/x.png\" alt={[constants.logo, process.env.LENDOCS_TEST_SECRET].join(' ')} />",
  ].join('\n');
  const result = await withSecret(() => buildFixture({ ...SECRET_SITE, 'docs/a.mdx': page(IMPORTS + body) }));
  assert.deepEqual(result.errors, []);
  const $ = result.$('/a');
  assert.equal($('.markdown').text().includes('ENV-SECRET-VALUE'), false);
  assert.equal($('.markdown img').attr('alt'), 'logo ');
  assert.equal($('.markdown p').first().text(), 'One .');
});

test('an MDX expression that reaches for Node\'s own modules through process is an error, and nothing of the file is published', async () => {
  const outside = path.join(tempDir('lendocs-outside-'), 'secret.txt');
  writeFileSync(outside, 'OUTSIDE-FILE-TEXT');
  const body = `Two {[].map.constructor('return process.getBuiltinModule("fs").readFileSync(${JSON.stringify(outside)}, "utf8")')()}.`;
  const result = await withSecret(() => buildFixture({ ...SECRET_SITE, 'docs/a.mdx': page(IMPORTS + body) }));
  assert.deepEqual(result.errors.map((d) => d.message), ["The site's code called process.getBuiltinModule(), which lendocs does not give code that runs while a page is built."]);
  assert.equal(result.errors[0].file?.endsWith('a.mdx'), true);
});
