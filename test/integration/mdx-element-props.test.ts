// A JSX element passed as a prop keeps its component (issue 31): MDX evaluates `imageTags={<ImageTags />}` in the
// page's scope, so the element is of the component the page imported, wherever it is then drawn: by a Markdown
// partial that shows `{props.imageTags}` (which imports no ImageTags of its own), by a component of the site's given
// it as `icon`, or by the partial's own code (`{props.items.map((item) => item.icon)}`). The element kept only its
// name before: the partial warned "Unknown MDX component <ImageTags>" and showed nothing, and a component of the
// site's drew an HTML tag of that name (`<Badge label="icon"></Badge>`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const files = {
  'src/components/Badge.jsx': 'export default function Badge({ label }) {\n  return <strong className="badge">{label}</strong>;\n}\n',
  'src/components/Card.jsx': 'export default function Card({ icon, title }) {\n  return <div className="card" data-title={title}>{icon}</div>;\n}\n',
  'docs/_common/install.mdx': [
    "import Card from '@site/src/components/Card';",
    '',
    '## Install {props.name}',
    '',
    '{props.imageTags}',
    '',
    'New: {props.badge}',
    '',
    '<Card title="in-partial" icon={props.badge} />',
    '',
    '<div className="icons">{props.items.map((item) => item.icon)}</div>',
    '',
  ].join('\n'),
  'docs/tags/_image-tags.md': '### Newest first\n\n- v1.2.0\n- v1.1.0\n',
  'docs/install.mdx': [
    '---',
    'title: Install',
    '---',
    '',
    "import Install from './_common/install.mdx';",
    "import ImageTags from './tags/_image-tags.md';",
    "import Badge from '@site/src/components/Badge';",
    "import Card from '@site/src/components/Card';",
    '',
    '<Install name="Keto" imageTags={<ImageTags />} badge={<Badge label="new" />} items={[{ id: 1, icon: <Badge label="listed" /> }]} />',
    '',
    '<Card title="on-page" icon={<Badge label="icon" />} />',
    '',
    '<Card title="tags" icon={<ImageTags />} />',
    '',
  ].join('\n'),
};

test("an element passed as a prop to a Markdown partial is drawn with the component the page imported it as", async () => {
  const result = await buildFixture(files, { config: `${BASE_CONFIG}markdown:\n  format: mdx\n` });
  assert.deepEqual(result.errors.map((d) => d.message), []);
  assert.deepEqual(result.warnings.map((d) => d.message), []);
  const $ = result.$('/install');
  // A Markdown file, drawn where the partial shows the prop; its headings keep their ids but, shown as a value
  // and not written as an element, stay out of the table of contents, as in Docusaurus.
  assert.deepEqual($('.markdown > ul li').map((_, li) => $(li).text()).get(), ['v1.2.0', 'v1.1.0']);
  assert.equal($('.markdown > h3#newest-first').length, 1);
  assert.deepEqual($('nav.toc').first().find('a').map((_, a) => $(a).attr('href')).get(), ['#install-propsname']);
  // A component of the site's, shown by the partial, passed on by it to another, and drawn by its code.
  assert.equal($('.markdown > p strong.badge').text(), 'new');
  assert.equal($('.card[data-title="in-partial"] > strong.badge').text(), 'new');
  assert.equal($('.icons > strong.badge').text(), 'listed');
});

test("an element passed as a prop to a component of the site's is drawn with its component, a Markdown file's too", async () => {
  const result = await buildFixture(files, { config: `${BASE_CONFIG}markdown:\n  format: mdx\n` });
  assert.deepEqual(result.errors.map((d) => d.message), []);
  const $ = result.$('/install');
  assert.equal($('.card[data-title="on-page"]').html(), '<strong class="badge">icon</strong>');
  assert.deepEqual($('.card[data-title="tags"] li').map((_, li) => $(li).text()).get(), ['v1.2.0', 'v1.1.0']);
});
