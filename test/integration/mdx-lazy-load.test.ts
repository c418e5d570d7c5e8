// A site without MDX pays nothing for it (issues 30 and 36): the MDX compiler and its JavaScript parsers (acorn and
// acorn-jsx) are loaded by the first file read as MDX, not by every build. A process of its own (the test files share
// processes, and another's MDX would have loaded them) registers a loader hook that writes every module loaded as an
// ES module to stderr as it loads; a worker thread gets the same hook through its own --import. The process builds a
// site of .md files, then renders a .md body on a Markdown worker thread (what a large site does), then builds a site
// with an .mdx file, writing a mark between the steps, so each module loaded is known to belong to one of them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { doc, makeSite } from '../support/fixture-site.js';

const DIST = new URL('../../src/', import.meta.url).href;
const HOOK = "import { writeSync } from 'node:fs'; export async function load(url, context, next) { writeSync(2, 'loaded ' + url + '\\n'); return next(url, context); }";
const REGISTER = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(HOOK)}`)});`;
const SCRIPT = `
import { writeSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
const [markdownSite, mdxSite] = process.argv.slice(1);
const { build } = await import(${JSON.stringify(`${DIST}pipeline/build.js`)});
const built = async (root) => {
  const result = await build({ root, out: root + '-unused', write: false });
  return { errors: result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message), page: String(result.files.get('guide/index.html') ?? '') };
};
const markdown = await built(markdownSite);
writeSync(2, 'step worker\\n');
const worker = new Worker(new URL(${JSON.stringify(`${DIST}load/markdown-worker.js`)}), { execArgv: ['--import', ${JSON.stringify(`data:text/javascript,${encodeURIComponent(REGISTER)}`)}], workerData: {} });
const rendered = await new Promise((resolve, reject) => {
  worker.on('message', resolve);
  worker.on('error', reject);
  worker.postMessage({ id: 1, body: '# Worker\\n\\nSome *text* and \`code\`.', where: { file: 'docs/worker.md', source: 'docs/worker.md', bodyLine: 1 } });
});
await worker.terminate();
writeSync(2, 'step mdx\\n');
const mdx = await built(mdxSite);
process.stdout.write(JSON.stringify({ markdown, worker: rendered.result?.html ?? rendered.error, mdx }));
`;

/** The MDX compiler's own modules and the JavaScript parsers it reads expressions and imports with. */
const MDX_MODULE = /\/node_modules\/acorn(?:-jsx)?\/|\/load\/mdx\/(?:jsx-walk|scan|esm|evaluate|emit)\.js$/;

test('a site of .md files loads neither the MDX compiler nor acorn, on the build thread or a Markdown worker; the first .mdx file does', () => {
  const markdownSite = makeSite({
    'docs/guide.md': doc({ title: 'Guide' }, '## Setup {#setup}\n\nSome **text**, a [link](#setup) and <kbd>Ctrl</kbd>.\n\n```js\nconst a = 1;\n```\n'),
  });
  const mdxSite = makeSite({
    'docs/guide.mdx': doc({ title: 'Guide' }, 'export const answer = 6 * 7;\n\n<div className="note">{answer}</div>\n'),
  });
  const run = spawnSync(process.execPath, ['--no-warnings', '--import', `data:text/javascript,${encodeURIComponent(REGISTER)}`, '--input-type=module', '-e', SCRIPT, markdownSite, mdxSite], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  assert.equal(run.status, 0, run.stderr);
  const result = JSON.parse(run.stdout);
  const steps = run.stderr.split(/^step (?:worker|mdx)$/m);
  assert.equal(steps.length, 3, run.stderr);
  const mdxModules = (step: string) => [...step.matchAll(/^loaded (.*)$/gm)].map((match) => match[1]).filter((url) => MDX_MODULE.test(url));

  assert.deepEqual(result.markdown.errors, []);
  assert.match(result.markdown.page, /<h2[^>]*id="setup"/);
  assert.match(steps[0], /\/load\/markdown\.js$/m, 'the hook sees the build');
  assert.deepEqual(mdxModules(steps[0]), [], 'a build of .md files loads no MDX module');

  assert.match(result.worker, /<em>text<\/em>/);
  assert.match(steps[1], /\/load\/markdown-worker\.js$/m, 'the hook sees the worker');
  assert.deepEqual(mdxModules(steps[1]), [], 'a Markdown worker loads no MDX module');

  assert.deepEqual(result.mdx.errors, []);
  assert.match(result.mdx.page, /<div class="note">42<\/div>/);
  const loaded = mdxModules(steps[2]).join('\n');
  assert.match(loaded, /\/load\/mdx\/jsx-walk\.js$/m);
  assert.match(loaded, /\/node_modules\/acorn\//);
});
