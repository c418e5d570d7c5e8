// A site component's children are React elements, as MDX gives them in Docusaurus (issues 31/32): a component that
// passes props to its children with React.cloneElement (a gallery telling its images how many columns there are),
// or wraps each child (a list of steps, one item a paragraph), draws them as Docusaurus does, whether the children
// are components the MDX file imports or ones a swizzled MDXComponents adds to Docusaurus's own map.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_CONFIG, buildFixture } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}markdown:\n  format: mdx\n`;

const GALLERY = `import React from 'react';
export const Gallery = ({ cols, children }) => (
  <div data-gallery>{React.Children.map(children, (child) => React.cloneElement(child, { cols, inGallery: true }))}</div>
);
export const Image = ({ src, cols, inGallery, caption }) =>
  inGallery ? <span data-cell={cols}>{src}{caption}</span> : <img data-alone src={src} />;
export default Gallery;
`;

// The map Docusaurus gives, changed in place and exported again (as a swizzled MDXComponents may be written).
const MAP = `import MDXComponents from '@theme-original/MDXComponents';
import { Gallery, Image } from '@site/src/components/Gallery';
MDXComponents.Gallery = Gallery;
MDXComponents.Image = Image;
export default MDXComponents;
`;

const STEPS = `import React from 'react';
export default function Steps({ children }) {
  return <ol data-steps>{React.Children.map(children, (child, i) => <li data-step={i + 1}>{child}</li>)}</ol>;
}
`;

const PAGE = `---
title: Shots
---

<Gallery cols={3}>
    <Image src="a.png" />
    <Image src="b.png" caption="Bee" />
</Gallery>

<Image src="c.png" />
`;

test('a component that clones its children gives its props to the components inside it, as in Docusaurus', async () => {
  const result = await buildFixture({ 'src/components/Gallery.jsx': GALLERY, 'src/theme/MDXComponents.js': MAP, 'docs/shots.mdx': PAGE }, { config: CONFIG });
  assert.deepEqual(result.errors.map((d) => d.message), []);
  const $ = result.$('/shots');
  assert.deepEqual($('[data-gallery] [data-cell]').map((_, el) => `${$(el).attr('data-cell')}:${$(el).text()}`).get(), ['3:a.png', '3:b.pngBee']);
  assert.equal($('img[data-alone]').attr('src'), 'c.png');
});

test('children imported by the MDX file are elements too, and each Markdown block is a child of its own', async () => {
  const page = `---
title: Steps
---

import Steps from '@site/src/components/Steps';
import { Gallery, Image } from '@site/src/components/Gallery';

<Steps>

First **one**.

<Gallery cols={2}>
<Image src="x.png" />
</Gallery>

Last.

</Steps>
`;
  const result = await buildFixture({ 'src/components/Gallery.jsx': GALLERY, 'src/components/Steps.jsx': STEPS, 'docs/steps.mdx': page }, { config: CONFIG });
  assert.deepEqual(result.errors.map((d) => d.message), []);
  const $ = result.$('/steps');
  const steps = $('[data-steps] > li').map((_, el) => `${$(el).attr('data-step')}:${$(el).text().trim()}`).get();
  assert.deepEqual(steps, ['1:First one.', '2:x.png', '3:Last.']);
  assert.equal($('[data-steps] > li[data-step="2"] > [data-gallery] > [data-cell="2"]').text(), 'x.png');
  assert.equal($('[data-steps] > li[data-step="1"] > p > strong').text(), 'one');
});
