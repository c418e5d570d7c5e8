// Component overrides: a site's src/theme/Footer replaces lendocs' footer on every page, bundled and rendered at
// build time like the components MDX files import; a broken override is one warning naming its file, and the pages
// keep the built-in footer (never a failed build).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildFixture, BASE_CONFIG } from '../support/fixture-site.js';

const CONFIG = `${BASE_CONFIG}footer:\n  copyright: "© Acme"\n`;
const FOOTER = `import React from 'react';
import Link from '@docusaurus/Link';
import styles from './Footer.module.css';

export default function Footer({ footer, title }) {
  return (
    <footer className={styles.bar} data-own-footer>
      <Link to="/intro">{title} docs</Link>
      <small>{footer.copyright}</small>
    </footer>
  );
}
`;
const site = { 'docs/intro.md': '# Intro\n', 'pages/index.md': '# Home\n' };

test('src/theme/Footer replaces the built-in footer on every page, with the config as props and its CSS', async () => {
  const result = await buildFixture(
    { ...site, 'src/theme/Footer.jsx': FOOTER, 'src/theme/Footer.module.css': '.bar { border-top: 3px solid teal; }\n' },
    { config: CONFIG },
  );
  assert.deepEqual(result.errors, []);
  for (const route of ['/', '/intro']) {
    const $ = result.$(route);
    assert.equal($('footer.footer').length, 0, 'no built-in footer');
    const own = $('[data-theme-override="Footer"] footer[data-own-footer]');
    assert.equal(own.length, 1);
    assert.equal(own.find('a').attr('href'), '/intro');
    assert.equal(own.find('a').text(), 'Acme Docs docs');
    assert.equal(own.find('small').text(), '© Acme');
    assert.equal($('style').length, 0, 'no inline style: the CSS is in the stylesheet');
    const css = result.text($('link[rel="stylesheet"]').attr('href')!.slice(1));
    assert.match(own.attr('class')!, /^Footer_[0-9a-f]{5}_bar$/, 'the CSS module class is applied');
    assert.match(css, new RegExp(`\\.${own.attr('class')} \\{\\s*border-top: 3px solid teal;`));
  }
});

test('without src/theme the built-in footer stays', async () => {
  const result = await buildFixture(site, { config: CONFIG });
  assert.equal(result.$('/intro')('footer.footer').length, 1);
  assert.equal(result.$('/intro')('[data-theme-override]').length, 0);
});

test('an override that cannot be bundled is one warning naming its file and the import, and the built-in footer stays', async () => {
  const result = await buildFixture({ ...site, 'src/theme/Footer.tsx': "import X from './missing';\nexport default function Footer() { return <X />; }\n" }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const said = result.warnings.filter((d) => d.code === 'theme-override');
  assert.equal(said.length, 1);
  const [d] = said;
  assert.match(d.file!, /src\/theme\/Footer\.tsx$/);
  assert.match(d.message, /missing/);
  assert.match(d.message, /The pages show lendocs's own footer instead\.$/);
  assert.equal(result.$('/intro')('footer.footer').length, 1);
});

test('src/theme/Footer/index.js, as Docusaurus swizzle writes it, replaces the built-in footer; a file beside it wins', async () => {
  const swizzled = { ...site, 'src/theme/Footer/index.js': FOOTER.replace('./Footer.module.css', './styles.module.css'), 'src/theme/Footer/styles.module.css': '.bar { border-top: 1px solid; }\n' };
  const result = await buildFixture(swizzled, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/intro');
  assert.equal($('footer.footer').length, 0, 'no built-in footer');
  assert.equal($('[data-theme-override="Footer"] footer[data-own-footer] small').text(), '© Acme');
  const both = await buildFixture({ ...swizzled, 'src/theme/Footer.jsx': 'export default function Footer() { return <footer data-file-footer />; }\n' }, { config: CONFIG });
  assert.equal(both.$('/intro')('[data-theme-override="Footer"] footer[data-file-footer]').length, 1);
});

test('a broken src/theme/Footer/index.js is a warning naming that file', async () => {
  const result = await buildFixture({ ...site, 'src/theme/Footer/index.js': "export default function Footer() { return <footer>; }\n" }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  const said = result.warnings.filter((d) => d.code === 'theme-override');
  assert.equal(said.length, 1);
  assert.match(said[0].file!, /src\/theme\/Footer\/index\.js$/);
});
