// A React page of src/pages is drawn with the props Docusaurus gives it (issue 31, corpus class react-render): its
// pages plugin routes a JSX page with the module `@generated/docusaurus.config` as `config`, and react-router adds
// `location`, `history`, `match` and `route`; pages written for Docusaurus 1 read `this.props.config`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}titleDelimiter: '·'\ncustomFields: { repo: acme/docs }\npaths:\n  pages: src/pages\n`;

const HOME = `import React from 'react';
import Layout from '@theme/Layout';

class Index extends React.Component {
  render() {
    const { config: siteConfig, location, match } = this.props;
    return (
      <dl>
        <dd id="title">{siteConfig.title} {siteConfig.titleDelimiter} {siteConfig.tagline}</dd>
        <dd id="custom">{siteConfig.customFields.repo}</dd>
        <dd id="where">{location.pathname} {String(match.isExact)}</dd>
      </dl>
    );
  }
}

export default function IndexPage(props) {
  return <Layout><Index {...props} /></Layout>;
}
`;

test('a React page gets the site config as `config` and the route props, as Docusaurus draws it', async () => {
  const result = await buildFixture({ 'src/pages/index.jsx': HOME, 'src/pages/about/team.jsx': HOME }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/');
  assert.equal($('#title').text(), 'Acme Docs · Test site');
  assert.equal($('#custom').text(), 'acme/docs');
  assert.equal($('#where').text(), '/ true');
  assert.equal(result.$('/about/team')('#where').text(), '/about/team true');
});

// Docusaurus's Layout gives the page's head its title and description (PageMetadata); with no title, the document
// is titled with the site's title alone.
test("a React page's <Layout description> is its meta description, and a Layout without a title gives the site's title", async () => {
  const result = await buildFixture(
    {
      'src/pages/pricing.jsx': "import Layout from '@theme/Layout';\nexport default function Pricing() { return <Layout title=\"Pricing\" description=\"What it costs\"><p>Free.</p></Layout>; }\n",
      'src/pages/bare.jsx': "import Layout from '@theme/Layout';\nexport default function Bare() { return <Layout><p>Bare.</p></Layout>; }\n",
    },
    { config: CONFIG },
  );
  assert.deepEqual(result.errors, []);
  const pricing = result.$('/pricing');
  assert.equal(pricing('title').text(), 'Pricing · Acme Docs');
  assert.equal(pricing('meta[name="description"]').attr('content'), 'What it costs');
  assert.equal(pricing('meta[property="og:description"]').attr('content'), 'What it costs');
  assert.equal(result.$('/bare')('title').text(), 'Acme Docs');
});
