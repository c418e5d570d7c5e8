// Docusaurus's npm2yarn remark plugin (config `markdown.npm2yarn`, which migrate carries over): a ```bash npm2yarn
// block becomes tabs of the same command for npm and each other package manager, drawn as an MDX file's <Tabs>.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const PAGE = '# Install\n\n```bash npm2yarn\nnpm install --save lendocs-demo\n```\n\n```bash npm2yarn title="x"\nnpm run build\n```\n\n```bash\nnpm run start\n```\n';

test('with markdown.npm2yarn on, a ```bash npm2yarn block is tabs: npm as written, then Yarn and pnpm', async () => {
  const site = await buildFixture({ 'docs/index.md': PAGE, 'docs/other.mdx': '# Other\n\n```sh npm2yarn\nnpm i -D left-pad\n```\n' }, { config: `${BASE_CONFIG}markdown:\n  npm2yarn: {}\n` });
  assert.deepEqual(site.errors, []);
  const $ = site.$('/');
  const tabs = $('.tabs[data-tabs]');
  assert.equal(tabs.length, 1, 'only the block whose info is exactly "<language> npm2yarn" (mdast\'s meta) is converted');
  assert.deepEqual(tabs.find('[role=tab]').map((_, tab) => $(tab).text()).get(), ['npm', 'Yarn', 'pnpm']);
  assert.deepEqual(tabs.find('[role=tab]').map((_, tab) => $(tab).attr('aria-selected')).get(), ['true', 'false', 'false']);
  assert.equal(tabs.attr('data-group-id'), undefined, 'not synced unless asked');
  assert.deepEqual(tabs.find('[role=tabpanel] pre code').map((_, code) => $(code).text()).get(), ['npm install --save lendocs-demo', 'yarn add lendocs-demo', 'pnpm add lendocs-demo']);
  assert.deepEqual(tabs.find('.code-block').map((_, block) => $(block).attr('data-language')).get(), ['bash', 'bash', 'bash']);
  // Each panel is labelled by its tab, and ids are unique on the page.
  for (const panel of tabs.find('[role=tabpanel]').toArray()) assert.equal($(`#${$(panel).attr('aria-labelledby')}`).attr('aria-controls'), $(panel).attr('id'));
  const ids = $('[id]').map((_, element) => $(element).attr('id')).get();
  assert.equal(new Set(ids).size, ids.length);
  // A block with more than npm2yarn after its language, and one without, stay code blocks.
  assert.equal($('.code-title').text(), 'x');
  assert.equal($('pre code').length, 5);
  assert.deepEqual(site.$('/other/')('.tabs [role=tab]').map((_, tab) => site.$('/other/')(tab).text()).get(), ['npm', 'Yarn', 'pnpm']);
  assert.equal(site.$('/other/')('.tabs pre code').eq(1).text(), 'yarn add --dev left-pad');
});

test('markdown.npm2yarn takes the plugin\'s sync and converters', async () => {
  const site = await buildFixture({ 'docs/index.md': PAGE }, { config: `${BASE_CONFIG}markdown:\n  npm2yarn: { sync: true, converters: [pnpm, bun] }\n` });
  assert.deepEqual(site.errors, []);
  const $ = site.$('/');
  assert.equal($('.tabs').attr('data-group-id'), 'npm2yarn');
  assert.deepEqual($('.tabs [role=tab]').map((_, tab) => $(tab).text()).get(), ['npm', 'pnpm', 'bun']);
  assert.deepEqual($('.tabs pre code').map((_, code) => $(code).text()).get(), ['npm install --save lendocs-demo', 'pnpm add lendocs-demo', 'bun add lendocs-demo']);
});

test('without markdown.npm2yarn (the default, as in Docusaurus without the plugin) the block stays one code block', async () => {
  const site = await buildFixture({ 'docs/index.md': PAGE });
  assert.deepEqual(site.errors, []);
  assert.equal(site.$('/')('.tabs').length, 0);
  assert.equal(site.$('/')('pre code').length, 3);
});

test('a converter lendocs does not know is a config error naming the key', async () => {
  const site = await buildFixture({ 'docs/index.md': PAGE }, { config: `${BASE_CONFIG}markdown:\n  npm2yarn: { converters: [cargo] }\n` });
  assert.equal(site.errors.length, 1);
  assert.match(site.errors[0].message, /markdown\.npm2yarn/);
});
