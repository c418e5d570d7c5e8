// Two more Docusaurus modules a site's code imports (issues 31/32, classes the corpus found): `@docusaurus/logger`
// (a component that logs an image's load error; Docusaurus bundles the package), and `@theme/Blog/Components/Author`
// (Docusaurus 3.5+'s author card). On 555a8a4 the first failed the page ('lendocs has no stand-in for
// "@docusaurus/logger"') and the second drew nothing, with a warning.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}docs: { routeBasePath: docs }\n`;

const GALLERY = `import React from 'react';
import logger from '@docusaurus/logger';
export default function Gallery({ src }) {
  const where = logger.interpolate\`Image path=\${src} of name=\${'gallery'}: \${['a', 'b']}\`;
  logger.report('ignore')('never shown');
  return <img src={src} data-where={where} data-bold={logger.bold('x') + logger.code('y')} onError={(e) => logger.error('Image error: ' + e.message)} />;
}
`;

const AUTHORS = `import React from 'react';
import BlogAuthor from '@theme/Blog/Components/Author';
export default function Authors() {
  return (
    <div id="authors">
      <BlogAuthor as="h2" author={{ name: 'Ada', title: 'Engineer', imageURL: 'https://example.com/ada.png', url: 'https://example.com/ada' }} />
      <BlogAuthor author={{ name: 'Bo', email: 'bo@example.com' }} count={3} className="extra" />
    </div>
  );
}
`;

test('@docusaurus/logger is its functions (plain text), and @theme/Blog/Components/Author draws an author card', async () => {
  const result = await buildFixture(
    {
      'src/components/Gallery.jsx': GALLERY,
      'src/components/Authors.jsx': AUTHORS,
      'docs/a.mdx': "---\ntitle: A\n---\n\nimport Gallery from '@site/src/components/Gallery';\nimport Authors from '@site/src/components/Authors';\n\n<Gallery src=\"/img/x.png\" />\n\n<Authors />\n",
    },
    { config: CONFIG },
  );
  assert.deepEqual(result.diagnostics.map((d) => d.message), []);
  const $ = result.$('/docs/a');
  assert.equal($('img[data-where]').attr('data-where'), 'Image "/img/x.png" of gallery: \n- a\n- b');
  assert.equal($('img[data-where]').attr('data-bold'), 'x`y`');
  const [ada, bo] = $('#authors > .post-author').toArray().map((node) => $(node));
  assert.equal(ada.find('h2.author-name').text(), 'Ada');
  assert.equal(ada.find('a').first().attr('href'), 'https://example.com/ada');
  assert.equal(ada.find('img.avatar').attr('src'), 'https://example.com/ada.png');
  assert.equal(ada.find('img.avatar').attr('alt'), 'Ada');
  assert.equal(ada.find('small.author-title').text(), 'Engineer');
  assert.equal(bo.attr('class'), 'post-author extra');
  assert.equal(bo.find('a span.author-name').text(), 'Bo');
  assert.equal(bo.find('a').attr('href'), 'mailto:bo@example.com');
  assert.equal(bo.find('.author-post-count').text(), '3');
  assert.equal(bo.find('img').length, 0);
});
