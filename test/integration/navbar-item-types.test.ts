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

// A swizzled NavbarItem that draws a type of its own and hands the others to the original, as Docusaurus's sites write it.
const NAVBAR_ITEM = `import React from 'react';
import OriginalNavbarItem from '@theme-original/NavbarItem';
export default function NavbarItem(props) {
  if (props.type === 'custom-picker') return <button type="button" data-picker data-mobile={String(props.mobile)}>{props.label}</button>;
  return <OriginalNavbarItem {...props} />;
}
`;

test('a custom navbar item is drawn by the site\'s own NavbarItem when it draws that type; the others by ComponentTypes', async () => {
  const config = `${BASE_CONFIG}navbar:\n  items:\n    - { label: Guide, to: /intro }\n    - { type: custom-picker, props: { label: Colours } }\n    - { type: custom-login, props: { label: Sign in, href: "https://example.com/login" } }\n    - { type: custom-nothing }\n`;
  const result = await buildFixture({ ...site, 'src/theme/NavbarItem/index.js': NAVBAR_ITEM, 'src/theme/NavbarItem/ComponentTypes.js': TYPES, 'src/theme/NavbarItem/login.module.css': '' }, { config });
  assert.deepEqual(result.errors, []);
  const $ = result.$('/intro');
  const picker = $('.navbar-items > li [data-theme-override="NavbarItem/custom-picker"] button[data-picker]');
  assert.equal(picker.text(), 'Colours');
  assert.equal(picker.attr('data-mobile'), 'false');
  assert.equal($('.navbar-items > li a[data-login]').text(), 'Sign in');
  assert.equal($('.drawer-items button[data-picker]').length, 1);
  const said = result.warnings.filter((d) => d.code === 'theme-override').map((d) => d.message);
  // It hands the items lendocs draws itself to the original: it replaces none of them, so that is no warning.
  assert.deepEqual(said, ['The navbar item of type "custom-nothing" is left out: src/theme/NavbarItem/ComponentTypes.js gives no component for it.']);
  // One that draws those items its own way is said to be drawn for the custom items only.
  const own = await buildFixture({ ...site, 'src/theme/NavbarItem/index.js': NAVBAR_ITEM.replace('return <OriginalNavbarItem {...props} />;', 'return <div className="own"><OriginalNavbarItem {...props} /></div>;') }, { config });
  assert.match(own.warnings.map((d) => d.message).join('\n'), /src\/theme\/NavbarItem\/index\.js replaces Docusaurus's NavbarItem, which lendocs takes from the site for the navbar items of a custom type \(custom-…\) only: the pages show lendocs's own navbar items for the others\./);
  // Without ComponentTypes, the type it does not draw is said to be drawn by neither.
  const alone = await buildFixture({ ...site, 'src/theme/NavbarItem/index.js': NAVBAR_ITEM }, { config });
  assert.equal(alone.$('/intro')('.navbar-items button[data-picker]').text(), 'Colours');
  assert.match(alone.warnings.map((d) => d.message).join('\n'), /"custom-login" is left out: src\/theme\/NavbarItem\/index\.js draws nothing for it, and no src\/theme\/NavbarItem\/ComponentTypes gives that type a component/);
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
