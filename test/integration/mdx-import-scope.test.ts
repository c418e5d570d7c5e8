// Issue 28, defect 2: what an MDX page imports as content (`!!raw-loader!` text, Markdown partials, JSON data,
// images and other files) comes only from the site folder, the git repository that holds it, or a folder
// `markdown.importRoots` names; never from /proc, /sys or /dev. One line such as
// `import env from '!!raw-loader!/proc/self/environ'` published the build's environment, with exit 0.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { createDevSite } from '../../src/serve/dev-site.js';
import { BASE_CONFIG, tempDir, withHelpers } from '../support/fixture-site.js';
import { BIN } from '../support/repo.js';

const SECRET = 'hunter2-outside-the-site';

/** An MDX page whose imports start at line 5. */
const mdx = (imports, body) => `---\ntitle: A\n---\n\n${imports}\n\n${body}\n`;

/**
 * A folder holding `site/` (its own git repository unless `git` says where the `.git` folder is) and, beside it,
 * `outside/` with a secret text, a partial, JSON data and an image. `files` are paths from that folder.
 */
function layout(files: Record<string, string>, { git = 'site' as string | false, config = BASE_CONFIG } = {}) {
  const top = realpathSync(tempDir());
  const all = {
    'outside/secret.txt': `${SECRET}\n`,
    'outside/_part.md': `Partial says ${SECRET}.\n`,
    'outside/data.json': JSON.stringify({ key: SECRET }),
    'outside/pic.png': 'not really a png',
    'site/lendocs.config.yml': config,
    ...files,
  };
  for (const [relative, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(top, relative)), { recursive: true });
    writeFileSync(path.join(top, relative), text);
  }
  if (git) mkdirSync(path.join(top, git, '.git'), { recursive: true });
  return top;
}

async function buildSite(root) {
  return withHelpers(await build({ root, out: path.join(root, '..', 'unused-out'), write: false }), root);
}

/** The one outside-import error of a build, checked for the page's file and line and the import's file. */
function refusal(result, { line = 5, file = 'docs/a.mdx', names }) {
  const found = result.errors.filter((d) => d.code === 'outside-import');
  assert.equal(found.length, 1, JSON.stringify(result.diagnostics, null, 1));
  const [d] = found;
  assert.ok(d.file.endsWith(file), d.file);
  assert.equal(d.line, line);
  for (const part of names) assert.ok(d.message.includes(part), `${d.message} should name ${part}`);
  assert.equal(result.files, undefined, 'a build with the error publishes nothing');
  assert.ok(!JSON.stringify(result.diagnostics).includes(SECRET), 'the file is not read');
  return d;
}

test('!!raw-loader!/proc/self/environ is an error at the import, naming it; the build publishes nothing', async () => {
  const top = layout({ 'site/docs/a.mdx': mdx("import env from '!!raw-loader!/proc/self/environ';", '<pre>{env}</pre>') });
  const d = refusal(await buildSite(path.join(top, 'site')), { names: ['"!!raw-loader!/proc/self/environ"', '/proc/self/environ'] });
  assert.match(d.hint, /never|cannot be imported/);
});

test('the CLI fails such a build (exit 1) with file:line, and the environment is nowhere in the output', () => {
  const top = layout({ 'site/docs/a.mdx': mdx("import env from '!!raw-loader!/proc/self/environ';", '<pre>{env}</pre>') });
  const out = path.join(top, 'out');
  const run = spawnSync(process.execPath, [BIN, 'build', '--root', path.join(top, 'site'), '--out', out], { encoding: 'utf8', env: { ...process.env, LENDOCS_TEST_SECRET: SECRET } });
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stdout + run.stderr, /docs\/a\.mdx:5/);
  assert.match(run.stdout + run.stderr, /proc\/self\/environ/);
  assert.equal(existsSync(out), false);
});

// Each import form that leads out of the site (and its repository): [name, import line, body, file named].
const LEAVING: [string, string | ((top: string) => string), string, string][] = [
  ['a raw import by a relative path', "import s from '!!raw-loader!../../outside/secret.txt';", '<pre>{s}</pre>', 'outside/secret.txt'],
  ['a raw import by @site/..', "import s from '!!raw-loader!@site/../outside/secret.txt';", '<pre>{s}</pre>', 'outside/secret.txt'],
  ['a raw import by an absolute path', (top) => `import s from '!!raw-loader!${top}/outside/secret.txt';`, '<pre>{s}</pre>', 'outside/secret.txt'],
  ['a Markdown partial', "import Part from '../../outside/_part.md';", '<Part />', 'outside/_part.md'],
  ['JSON data', "import data from '@site/../outside/data.json';", '<p>{data.key}</p>', 'outside/data.json'],
  ['an image', "import pic from '../../outside/pic.png';", '<img src={pic} />', 'outside/pic.png'],
];

for (const [name, imports, body, target] of LEAVING) {
  test(`${name} from outside the site folder and its repository is an error naming the page, the import and the file`, async () => {
    const top = layout({});
    const line = typeof imports === 'function' ? imports(top) : imports;
    mkdirSync(path.join(top, 'site/docs'));
    writeFileSync(path.join(top, 'site/docs/a.mdx'), mdx(line, body));
    const specifier = /from '([^']+)'/.exec(line)![1];
    const d = refusal(await buildSite(path.join(top, 'site')), { names: [`"${specifier}"`, path.join(top, target)] });
    assert.match(d.hint, /markdown: \{ importRoots: \[/);
  });
}

test('a symbolic link inside the site that leads out is judged by its target, as the content tree is', async () => {
  const top = layout({ 'site/docs/a.mdx': mdx("import s from '!!raw-loader!@site/snippets/secret.txt';", '<pre>{s}</pre>') });
  mkdirSync(path.join(top, 'site/snippets'));
  symlinkSync(path.join(top, 'outside/secret.txt'), path.join(top, 'site/snippets/secret.txt'));
  const d = refusal(await buildSite(path.join(top, 'site')), { names: [path.join(top, 'outside/secret.txt'), 'symbolic link'] });
  assert.match(d.hint, /allowOutsideContent: true/);
  // allowOutsideContent lets links lead out, as it does for the content tree; a path written to leave still may not.
  writeFileSync(path.join(top, 'site/lendocs.config.yml'), `${BASE_CONFIG}allowOutsideContent: true\n`);
  const allowed = await buildSite(path.join(top, 'site'));
  assert.deepEqual(allowed.errors, []);
  assert.match(allowed.$('/a')('pre').text(), new RegExp(SECRET));
  writeFileSync(path.join(top, 'site/docs/a.mdx'), mdx("import s from '!!raw-loader!../../outside/secret.txt';", '<pre>{s}</pre>'));
  refusal(await buildSite(path.join(top, 'site')), { names: [path.join(top, 'outside/secret.txt')] });
});

test('files beside the site within its git repository (a monorepo) may be imported in every form', async () => {
  const top = layout({
    'site/docs/a.mdx': mdx(
      ["import s from '!!raw-loader!../../outside/secret.txt';", "import t from '!!raw-loader!@site/../outside/secret.txt';", "import Part from '../../outside/_part.md';", "import data from '../../outside/data.json';"].join('\n'),
      '<pre>{s}</pre>\n\n<pre>{t}</pre>\n\n<Part />\n\n<p id="data">{data.key}</p>',
    ),
  }, { git: '.' });
  const result = await buildSite(path.join(top, 'site'));
  assert.deepEqual(result.diagnostics, []);
  const $ = result.$('/a');
  assert.deepEqual($('pre').map((_, pre) => $(pre).text().trim()).get(), [SECRET, SECRET]);
  assert.match($('.markdown').text(), new RegExp(`Partial says ${SECRET}`));
  assert.equal($('#data').text(), SECRET);
});

test('files inside the site folder may be imported by every form, with no repository around it', async () => {
  const top = layout({
    'site/docs/a.mdx': mdx(["import s from '!!raw-loader!./_s.txt';", "import Part from '@site/parts/_p.md';", "import data from '/data/d.json';"].join('\n'), '<pre>{s}</pre>\n\n<Part />\n\n<p id="data">{data.key}</p>'),
    'site/docs/_s.txt': 'inside\n',
    'site/parts/_p.md': 'Part inside.\n',
    'site/data/d.json': '{ "key": "data inside" }',
  }, { git: false });
  const result = await buildSite(path.join(top, 'site'));
  assert.deepEqual(result.diagnostics, []);
  const $ = result.$('/a');
  assert.equal($('pre').text().trim(), 'inside');
  assert.match($('.markdown').text(), /Part inside\./);
  assert.equal($('#data').text(), 'data inside');
});

test('a folder markdown.importRoots names may be imported from, also through a symbolic link that leads there', async () => {
  const imports = ["import s from '!!raw-loader!../../outside/secret.txt';", "import l from '!!raw-loader!@site/snippets/secret.txt';", "import Part from '../../outside/_part.md';", "import data from '../../outside/data.json';"].join('\n');
  const top = layout({ 'site/docs/a.mdx': mdx(imports, '<pre>{s}</pre>\n\n<pre>{l}</pre>\n\n<Part />\n\n<p id="data">{data.key}</p>') }, { config: `${BASE_CONFIG}markdown: { importRoots: [../outside] }\n` });
  mkdirSync(path.join(top, 'site/snippets'));
  symlinkSync(path.join(top, 'outside/secret.txt'), path.join(top, 'site/snippets/secret.txt'));
  const result = await buildSite(path.join(top, 'site'));
  assert.deepEqual(result.diagnostics, []);
  const $ = result.$('/a');
  assert.deepEqual($('pre').map((_, pre) => $(pre).text().trim()).get(), [SECRET, SECRET]);
  assert.match($('.markdown').text(), new RegExp(`Partial says ${SECRET}`));
  assert.equal($('#data').text(), SECRET);
});

test('/proc stays refused when the config allows everything, through a path or a symbolic link', async () => {
  const config = `${BASE_CONFIG}allowOutsideContent: true\nmarkdown: { importRoots: [/, /proc] }\n`;
  for (const [imports, names] of [
    ["import env from '!!raw-loader!/proc/self/environ';", ['/proc/self/environ']],
    ["import env from '!!raw-loader!../../../../../../../../../../../../proc/self/environ';", ['/proc/self/environ']],
    ["import env from '!!raw-loader!@site/snippets/env';", ['/proc/']],
  ]) {
    const top = layout({ 'site/docs/a.mdx': mdx(imports, '<pre>{env}</pre>') }, { git: '.', config });
    mkdirSync(path.join(top, 'site/snippets'));
    symlinkSync('/proc/self/environ', path.join(top, 'site/snippets/env'));
    refusal(await buildSite(path.join(top, 'site')), { names });
  }
});

test('a package found in node_modules is not content: a raw import of it is read wherever node_modules is', async () => {
  const top = layout({
    'node_modules/example-pkg/notes.txt': 'from a package\n',
    'site/docs/a.mdx': mdx("import notes from '!!raw-loader!example-pkg/notes.txt';", '<pre>{notes}</pre>'),
  });
  const result = await buildSite(path.join(top, 'site'));
  assert.deepEqual(result.diagnostics, []);
  assert.equal(result.$('/a')('pre').text().trim(), 'from a package');
});

test('serve --watch applies the same rule to a save: the import is an error, and the page keeps nothing of the file', async () => {
  const top = layout({ 'site/docs/a.mdx': mdx("import s from '!!raw-loader!./_s.txt';", '<pre>{s}</pre>'), 'site/docs/_s.txt': 'inside\n' });
  const root = path.join(top, 'site');
  const site = await createDevSite(root, tempDir());
  try {
    assert.equal((await site.update()).ok, true);
    for (const [imports, body, names] of [
      ["import s from '!!raw-loader!/proc/self/environ';", '<pre>{s}</pre>', ['/proc/self/environ']],
      ["import s from '!!raw-loader!../../outside/secret.txt';", '<pre>{s}</pre>', [path.join(top, 'outside/secret.txt')]],
      ["import Part from '../../outside/_part.md';", '<Part />', [path.join(top, 'outside/_part.md')]],
    ]) {
      writeFileSync(path.join(root, 'docs/a.mdx'), mdx(imports, body));
      const saved = await site.update({ changed: new Set(['docs/a.mdx']) });
      assert.equal(saved.ok, false);
      const found = site.blocking().filter((d) => d.code === 'outside-import');
      assert.equal(found.length, 1, JSON.stringify(site.blocking()));
      assert.equal(found[0].line, 5);
      for (const part of names) assert.ok(found[0].message.includes(part), found[0].message);
      assert.ok(!readFileSync(path.join(site.outDir, 'a/index.html'), 'utf8').includes(SECRET));
    }
  } finally {
    await site.close();
  }
});
