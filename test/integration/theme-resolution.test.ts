// `@theme/X` as Docusaurus's theme aliases resolve it (src/load/components/theme-modules.ts): the site's own
// src/theme/X first (a file, or a folder's index as swizzle writes it; also a component only the site has), then
// lendocs's own; `@theme-original/X` and `@theme-init/X` are lendocs's own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}paths:\n  pages: src/pages\nmarkdown:\n  format: mdx\n`;

const VIDEO = `import styles from './video.module.css';
export default function VideoModal({ id }) {
  return <figure className={styles.frame} data-video={id}>video</figure>;
}
`;

const HOME = `import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import VideoModal from '@theme/company/components/video-modal';
import Badge from '@theme/Badge';
export default function Home() {
  return (
    <Layout title="Home">
      <Heading as="h1">Welcome</Heading>
      <VideoModal id="intro" />
      <Badge>new</Badge>
    </Layout>
  );
}
`;

// A swizzled wrapper as swizzle writes it: the folder's index, wrapping lendocs's own through @theme-original and
// @theme-init.
const BADGE = `import Heading from '@theme-init/Heading';
import CodeBlock from '@theme-original/CodeBlock';
export default function Badge({ children }) {
  return <span data-badge><Heading as="h6">{children}</Heading><CodeBlock language="sh">x</CodeBlock></span>;
}
`;

const files = {
  'docs/intro.mdx': "---\ntitle: Intro\n---\n\nimport Badge from '@theme/Badge';\nimport VideoModal from '@theme/company/components/video-modal';\n\nSee <Badge>beta</Badge>.\n\n<VideoModal id=\"docs\" />\n",
  'src/pages/index.tsx': HOME,
  'src/theme/company/components/video-modal.tsx': VIDEO,
  'src/theme/company/components/video.module.css': '.frame { margin: 0; }\n',
  'src/theme/Badge/index.js': BADGE,
  // lendocs draws headings itself: a site's Heading is not what @theme/Heading gives a component.
  'src/theme/Heading.js': 'export default function Heading() { return <p data-site-heading />; }\n',
};

test("@theme/X leads to the site's src/theme/X (a file or a folder's index), in React pages and MDX files alike", async () => {
  const result = await buildFixture(files, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const home = result.$('/');
  const video = home('main figure[data-video="intro"]');
  assert.equal(video.length, 1, 'a component only the site has, under a folder of src/theme');
  assert.match(video.attr('class')!, /_frame$/, 'with its CSS module');
  assert.equal(home('main span[data-badge]').length, 1, "the site's swizzled component, from its folder's index");
  const intro = result.$('/intro');
  assert.equal(intro('.markdown span[data-badge]').length, 1, 'an MDX file importing @theme/Badge draws the site file');
  assert.equal(intro('.markdown figure[data-video="docs"]').length, 1);
  assert.equal(result.warnings.filter((d) => /Unknown MDX component/.test(d.message)).length, 0);
});

test('@theme-original/X and @theme-init/X are lendocs\'s own, and so is @theme/X for what lendocs draws itself', async () => {
  const result = await buildFixture(files, { config: CONFIG });
  const badge = result.$('/')('main span[data-badge]');
  assert.equal(badge.find('h6').text(), 'new', '@theme-init/Heading is the built-in heading');
  assert.equal(badge.find('pre code.language-sh').text(), 'x', '@theme-original/CodeBlock is the built-in code block');
  assert.equal(result.$('/')('main h1').text(), 'Welcome', "@theme/Heading stays lendocs's own");
  assert.equal(result.$('/')('[data-site-heading]').length, 0);
});

test("a name imported by name from @theme/X is that export of the site's src/theme/X (a class component too), in an MDX file", async () => {
  const result = await buildFixture(
    {
      'src/theme/Video.js': "import React from 'react';\nexport class Video extends React.Component {\n  render() { return <video data-src={this.props.src} />; }\n}\nexport function Caption({ children }) { return <figcaption>{children}</figcaption>; }\n",
      'docs/intro.mdx': "---\ntitle: Intro\n---\n\nimport { Video, Caption as Said } from '@theme/Video';\n\n<Video src=\"a.mp4\" />\n\n<Said>A clip</Said>\n",
    },
    { config: `${BASE_CONFIG}markdown:\n  format: mdx\n` },
  );
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings.map((w) => w.message), []);
  const $ = result.$('/intro');
  assert.equal($('.markdown video').attr('data-src'), 'a.mp4');
  assert.equal($('.markdown figcaption').text(), 'A clip');
});
