// Navbar items of a custom type (src/load/components/navbar-item-types.ts): `{ type: custom-x, props }` is drawn by
// the component the site's src/theme/NavbarItem/ComponentTypes gives that type (spreading Docusaurus's own types from
// @theme-original), in the navbar and the mobile drawer; an item lendocs cannot draw is one warning and is left out.
// migrate keeps Docusaurus's custom items, their other keys as props.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BASE_CONFIG, buildFixture, makeSite } from '../support/fixture-site.js';
import { cliStdout } from '../support/cli-here.js';

const CONFIG = `${BASE_CONFIG}navbar:
  items:
    - { label: Guide, to: /intro }
    - { type: custom-login, props: { label: Sign in, href: "https://example.com/login" } }
`;

const TYPES = `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import styles from './login.module.css';
function Login({ label, href, mobile }) {
  return <a className={styles.login} href={href} data-login>{label}</a>;
}
export default { ...ComponentTypes, 'custom-login': Login };
`;

const site = { 'docs/intro.md': '# Intro\n' };

test('a custom navbar item is drawn by its ComponentTypes component with its props, in the navbar and the drawer', async () => {
  const result = await buildFixture({ ...site, 'src/theme/NavbarItem/ComponentTypes.js': TYPES, 'src/theme/NavbarItem/login.module.css': '.login { font-weight: 700; }\n' }, { config: CONFIG });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings.filter((d) => d.code === 'theme-override'), []);
  const $ = result.$('/intro');
  const item = $('.navbar-items > li [data-theme-override="NavbarItem/custom-login"] a[data-login]');
  assert.equal(item.attr('href'), 'https://example.com/login');
  assert.equal(item.text(), 'Sign in');
  assert.match(item.attr('class')!, /_login$/, 'with its CSS module');
  assert.equal($('.drawer-items a[data-login]').length, 1);
  assert.equal($('.navbar-items > li').length, 2);
});

test('a custom navbar item lendocs cannot draw is one warning and is left out, never a failed build', async () => {
  const without = await buildFixture(site, { config: CONFIG });
  assert.deepEqual(without.errors, []);
  const said = without.warnings.filter((d) => d.code === 'theme-override');
  assert.equal(said.length, 1);
  assert.match(said[0].message, /The navbar item of type "custom-login" is left out: no src\/theme\/NavbarItem\/ComponentTypes gives that type a component\./);
  assert.equal(without.$('/intro')('.navbar-items > li').length, 1);
  const other = await buildFixture({ ...site, 'src/theme/NavbarItem/ComponentTypes.js': TYPES.replace("'custom-login'", "'custom-logout'"), 'src/theme/NavbarItem/login.module.css': '' }, { config: CONFIG });
  assert.deepEqual(other.errors, []);
  const otherSaid = other.warnings.filter((d) => d.code === 'theme-override');
  assert.equal(otherSaid.length, 1);
  assert.match(otherSaid[0].message, /src\/theme\/NavbarItem\/ComponentTypes\.js gives no component for it/);
  assert.match(otherSaid[0].file!, /ComponentTypes\.js$/);
});

test('"props" goes with a custom type only, and a custom item does not go in the footer', async () => {
  const props = await buildFixture(site, { config: `${BASE_CONFIG}navbar:\n  items:\n    - { label: Guide, to: /intro, props: { a: 1 } }\n` });
  assert.match(props.errors.map((d) => d.message).join('\n'), /"props" goes with a "custom-<name>" type/);
  const footer = await buildFixture(site, { config: `${BASE_CONFIG}footer:\n  groups:\n    - { title: More, items: [{ type: custom-login }] }\n` });
  assert.match(footer.errors.map((d) => d.message).join('\n'), /custom type "custom-login" goes in the navbar, not the footer/);
});

test("migrate keeps Docusaurus's custom navbar items, their other keys as props (position as the item's)", async () => {
  const root = makeSite({
    'docusaurus.config.js': `export default { title: 'Acme', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' } }]],
  themeConfig: { navbar: { items: [{ type: 'custom-login', position: 'right', label: 'Sign in', href: 'https://example.com/login' }] } } };\n`,
    'docs/intro.md': '# Intro\n',
  });
  await cliStdout(['migrate', root, '--force']);
  const config = readFileSync(path.join(root, 'lendocs.config.yml'), 'utf8');
  // position is the item's own key (beside search), not a prop of its component.
  assert.match(config, /- type: custom-login\n\s+props:\n\s+label: Sign in\n\s+href: https:\/\/example\.com\/login\n\s+position: right\n/);
});
