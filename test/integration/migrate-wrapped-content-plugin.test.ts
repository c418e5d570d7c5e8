// A site's own plugin that wraps Docusaurus's blog plugin: it requires `@docusaurus/plugin-content-blog`, calls its
// default export with the options it was given and returns that instance spread with a hook of its own (a "related
// posts" extension). To Docusaurus it is the blog plugin, with those options. `migrate` translates the entry as the
// blog plugin, and the build, which runs the site's other plugins, does not run it (lendocs builds the blog itself).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildMigrated, migrateSite } from '../support/migrated-site.js';

const CONFIG = `module.exports = {
  title: 'Acme', url: 'https://acme.example', baseUrl: '/',
  presets: [['classic', { blog: false, docs: { routeBasePath: '/' } }]],
  plugins: [
    ['./src/plugins/blog-plugin.js', { showReadingTime: false, blogSidebarCount: 2, postsPerPage: 1, blogTitle: 'News' }],
    './src/plugins/facts.js',
  ],
};
`;

// As such wrappers are written: CommonJS, the package's exports spread, the default replaced.
const WRAPPER = `const blogPluginExports = require('@docusaurus/plugin-content-blog');
const defaultBlogPlugin = blogPluginExports.default;

async function blogPluginExtended(...pluginArgs) {
  const blogPluginInstance = await defaultBlogPlugin(...pluginArgs);
  return {
    ...blogPluginInstance,
    contentLoaded: async function (data) {
      await blogPluginInstance.contentLoaded(data);
      for (const post of data.content.blogPosts) await data.actions.createData(post.id + '.json', '{}');
    },
  };
}

module.exports = { ...blogPluginExports, default: blogPluginExtended };
`;

const FILES = {
  'docusaurus.config.js': CONFIG,
  'src/plugins/blog-plugin.js': WRAPPER,
  // Another plugin of the site's that gives content, so the build runs the site's plugins.
  'src/plugins/facts.js': "module.exports = () => ({ name: 'facts', async contentLoaded({ actions }) { actions.setGlobalData({ n: 1 }); } });\n",
  'docs/intro.md': '# Intro\n\nHello.\n',
  'blog/2024-01-01-first.md': '---\ntitle: First\n---\n\nOne.\n',
  'blog/2024-02-01-second.md': '---\ntitle: Second\n---\n\nTwo.\n',
};

test('a plugin that wraps the blog plugin is migrated as the blog with its options, and the build does not run it', async () => {
  const { root, config, output } = await migrateSite(FILES);
  assert.equal(config.blog.title, 'News');
  assert.equal(config.blog.postsPerPage, 1);
  assert.equal(config.blog.sidebarCount, 2);
  assert.equal(config.blog.showReadingTime, false);
  assert.match(output, /plugin \.\/src\/plugins\/blog-plugin\.js: wraps Docusaurus's @docusaurus\/plugin-content-blog/);
  // The other plugin still runs at each build.
  assert.equal(config.siteCode.plugins, 'docusaurus.config.js');
  const built = await buildMigrated(root);
  assert.doesNotMatch(built.stderr, /blog-plugin/);
  // One post a page, as postsPerPage says: the second page of the list exists.
  assert.match(built.page('blog/page/2')('main').text(), /First/);
});
