// KaTeX is loaded by the first formula drawn, not with the Markdown renderer (issue 36): a site without maths does not
// compile its 600 KB. A process of its own (the unit files share processes) registers a loader hook that reports
// every module loaded as an ES module, renders Markdown without maths, then with; KaTeX's CommonJS build shows in
// require's cache once loaded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

const RENDER = new URL('../../support/render-markdown.js', import.meta.url).href;
const SCRIPT = `
import { createRequire, register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
const urls = [];
port1.on('message', (url) => urls.push(url));
port1.unref();
const hook = 'let port; export function initialize(data) { port = data.port; } export async function load(url, context, next) { port.postMessage(url); return next(url, context); }';
register('data:text/javascript,' + encodeURIComponent(hook), { data: { port: port2 }, transferList: [port2] });
const require = createRequire(import.meta.url);
const folder = require.resolve('katex').replace(/dist[\\\\/]katex\\.js$/, '');
const loaded = () => urls.some((url) => url.includes('/katex/dist/')) || Object.keys(require.cache).some((file) => file.startsWith(folder));
const { renderMarkdown } = await import(${JSON.stringify(RENDER)});
const plain = await renderMarkdown('# Title\\n\\nSome text, $5 and $6, and \`code\`.\\n\\n\`\`\`js\\nconst a = 1;\\n\`\`\`');
await new Promise((resolve) => setImmediate(resolve));
const before = { errors: plain.errors.length, sawRenderer: urls.some((url) => url.includes('/load/markdown.js')), katex: loaded() };
const maths = await renderMarkdown('Inline $E = mc^2$.\\n\\n\`\`\`math\\na^2 + b^2 = c^2\\n\`\`\`');
process.stdout.write(JSON.stringify({ before, formulas: (maths.html.match(/class="katex"/g) ?? []).length, after: loaded() }));
`;

test('Markdown without maths does not load KaTeX; the first formula does, and is drawn', () => {
  const run = spawnSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', SCRIPT], { encoding: 'utf8', cwd: new URL('.', import.meta.url) });
  assert.equal(run.status, 0, run.stderr);
  const result = JSON.parse(run.stdout);
  assert.deepEqual(result.before, { errors: 0, sawRenderer: true, katex: false });
  assert.equal(result.formulas, 2);
  assert.equal(result.after, true);
});
