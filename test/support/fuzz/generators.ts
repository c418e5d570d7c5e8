// The fuzzers' inputs (fast-check arbitraries): hostile and mutated Markdown, front matter, YAML data files, config
// values and whole sites. `clean` variants make inputs that should build, so whole-site cases get past loading.
export function makeGenerators(fc) {
  const pick = (...values) => fc.constantFrom(...values);
  const noNul = (arb) => arb.map((value) => value.replace(/\u0000/g, ''));

  /**
   * Markdown generators. `clean` ones make bodies that should build (hostile text, but no NUL bytes, unknown or
   * unclosed admonitions or links to missing pages), so whole-site cases get past the load stage.
   */
  function markdownArbitraries(clean, { grammars = true } = {}) {
    const hostile = pick(
      '<script>alert(1)</script>', '"quotes\'', '</title>', ']]>', '<!--', '-->', '&amp;', '&#0;', '&#x110000;', '<b>', '</div>', '<div>',
      'javascript:alert(1)', '{{product.name}}', '{{product.slug}}', '{{ product.nope }}', '{{', '}}', '\\', '`', '*', '_', '~', '|', '#',
      ...(clean ? [] : ['\u0000', '\r', '\r\n']), '\u0001', '\u0007', '\b', '\u000b', '\f', '\u001b[31m', '\u007f', '\u0085', '\u2028', '\u2029', '\u202e', '\u200b', '\uFEFF',
      '\uD800', '\uDFFF', '\uFFFD', '\uFFFF', '😀', '👩‍👩‍👧', 'é', 'e\u0301', '日本語', 'Ünïcödé', 'עברית', '\t', '%', '%zz', '%E0%A4%A',
    );
    // Clean text has no line breaks either: a stray "\r" ends a list item or quote early, leaving an admonition open.
    const randomText = clean ? (arb) => arb.map((value) => value.replace(/[\u0000\r\n]/g, '')) : (arb) => arb;
    const word = fc.oneof(
      { weight: 6, arbitrary: pick('alpha', 'Beta', 'gamma', 'lending', 'pool', 'vault', 'x', 'Oracle', 'LTV', 'a-b', 'snake_case', '123', '1.5') },
      { weight: 2, arbitrary: hostile },
      { weight: 1, arbitrary: randomText(fc.string({ maxLength: 12 })) },
      { weight: 1, arbitrary: randomText(fc.string({ unit: 'binary', maxLength: 6 })) },
    );
    const text = fc.array(word, { minLength: 1, maxLength: 8 }).map((words) => words.join(' '));
    const id = pick('intro', 'same', 'same', 'part', 'x', 'custom-id', 'Ünï', 'a b', '', '-', '1', 'top', 'section', 'a"b', '<x>', '{#x}');

    const safeHrefs = ['#part', '#same', '#missing', '#', 'https://example.test/x', '//cdn.test/a.js', 'mailto:a@b.test', 'javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '/img/logo.svg', '/sitemap.xml', '/404.html', '<>'];
    const href = clean
      ? pick(...safeHrefs)
      : pick(
          ...safeHrefs, './next.md', 'next.md', 'next.md#part', '../guide/next.md', '/guide/next', '/guide/next.md', '/guide/next/', '', './img.png', 'img.png',
          '/img/missing.png', '%zz', '%E0%A4%A', '../../../../etc/passwd', 'a/../../b.md', '?q=1', 'next.md?x=1#part', ' ', 'missing.md', '/blog',
          '/blog/2024-05-01-news', '/tags', '/search', 'C:\\x.md', 'next.md#%zz', '\u0000.md', '..', '.', './', '/./guide/../guide/next',
        );
    const inline = fc.oneof(
      { weight: 5, arbitrary: text },
      fc.tuple(text, href).map(([t, h]) => `[${t}](${h})`),
      fc.tuple(text, href).map(([t, h]) => `[${t}](<${h}> "ti\\"tle")`),
      fc.tuple(text, href).map(([t, h]) => `![${t}](${h})`),
      fc.tuple(text, href).map(([t, h]) => `[${t}][ref]\n\n[ref]: ${h}`),
      text.map((t) => `*${t}*`),
      text.map((t) => `**${t}**`),
      text.map((t) => `~~${t}~~`),
      text.map((t) => `\`${t}\``),
      fc.tuple(id, text).map(([i, t]) => `<span id="${i}">${t}</span>`),
      pick('<https://example.test>', 'www.example.test', '<br>', '<img src=x onerror=alert(1)>', '<a href="/x">x</a>', '<!-- c -->', '\\', '  ', '[', ']', '![', '](', '<', '&', '&nbsp;', '{#x}', '{/* truncate */}'),
    );
    const line = fc.array(inline, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(' '));

    // Loading a grammar costs a whole-site build 50-250 ms; whole-site cases use only languages without one.
    const plainLanguages = ['', 'text', 'plaintext', 'txt', 'mermaid', 'unknownlang', 'c++', '{', '<b>'];
    const languages = grammars ? pick(...plainLanguages, 'js', 'ts', 'tsx', 'python', 'bash', 'sh', 'json', 'yaml', 'solidity', 'rust', 'JS', 'js{1}') : pick(...plainLanguages);
    const fenceInfo = fc
      .tuple(languages, fc.option(pick('title="a.ts"', 'title=\'x y\'', 'title=<b>', 'title="', 'title=""', 'title="</title><script>alert(1)</script>"'), { nil: '' }), fc.option(pick('{1,3-5}', '{1-999999999}', '{-5}', '{0}', '{a}', '{1,,2}', '{3-1}', '{99999999999999999999}'), { nil: '' }))
      .map((parts) => parts.join(' '));
    const codeLine = fc.oneof(text, pick('const a = 1;', 'function f() {', '}', '"unterminated', '/* open comment', '`template ${x}`', 'def f():', '    return 1', '```', '~~~', ':::', '---', '</code></pre><script>alert(1)</script>'));

    const leaf = fc.oneof(
      { weight: 6, arbitrary: fc.array(line, { minLength: 1, maxLength: 4 }).map((lines) => lines.join('\n')) },
      { weight: 3, arbitrary: fc.tuple(fc.integer({ min: 1, max: 7 }), line, fc.option(id)).map(([level, t, i]) => `${'#'.repeat(level)} ${t}${i === null ? '' : ` {#${i}}`}`) },
      { weight: 1, arbitrary: fc.tuple(line, pick('=', '-')).map(([t, u]) => `${t}\n${u.repeat(3)}`) },
      {
        weight: 3,
        arbitrary: fc
          .tuple(pick('```', '~~~', '````', '```'), fenceInfo, fc.array(codeLine, { maxLength: 6 }), fc.boolean())
          .map(([fence, info, lines, closed]) => `${fence}${info}\n${lines.join('\n')}${closed ? `\n${fence}` : ''}`),
      },
      { weight: 1, arbitrary: fc.array(codeLine, { minLength: 1, maxLength: 3 }).map((lines) => lines.map((l) => `    ${l}`).join('\n')) },
      {
        weight: 2,
        arbitrary: pick(
          '<div id="raw">\n\ntext\n\n</div>', '<div>', '</div>', '<details><summary>S</summary>\n\nhidden\n</details>', '<script>alert(1)</script>',
          '<style>body{}</style>', '<!-- truncate -->', '{/* truncate */}', '<!--', '<table><tr><td>x', '<p id="dup">a</p>\n<p id="dup">b</p>', '<?php ?>',
          '<![CDATA[ x ]]>', '<textarea>', '<pre>\n', '<iframe src="javascript:alert(1)"></iframe>', '<svg><script>alert(1)</script></svg>',
        ),
      },
      { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 1, max: 6 }), fc.array(text, { minLength: 1, maxLength: 6 })).map(([cols, cells]) => `| ${cells.slice(0, cols).join(' | ')} |\n|${' --- |'.repeat(cols)}\n| ${cells.join(' | ')} |`) },
      { weight: 1, arbitrary: pick('---', '***', '___', '- - -', '', '\n\n\n', '[^1]: note', '> ', '-', '1.', '+', ...(clean ? [] : [':::', '::::', ':::note', ':::tip[x', ':::[x]', ': : :'])) },
    );

    const admonitionType = clean
      ? pick('note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'secondary', 'success', 'NOTE', 'Tip')
      : pick('note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'secondary', 'success', 'NOTE', 'hint', 'x-y', 'note-', 'Tip');
    // Nested admonitions need longer fences outside: depth d gets 3 + (4 - d) colons, so clean ones always close.
    const { block } = fc.letrec((tie) => ({
      block: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('list'), tie('quote'), tie('admonition')),
      blocks: fc.array(tie('block'), { minLength: 1, maxLength: 4 }).map((blocks) => blocks.join('\n\n')),
      list: fc
        .tuple(pick('- ', '* ', '+ ', '1. ', '2) ', '- [ ] ', '- [x] ', '10. '), fc.array(tie('blocks'), { minLength: 1, maxLength: 3 }), fc.boolean())
        .map(([marker, items, tight]) => items.map((item) => marker + item.split('\n').join(`\n${' '.repeat(marker.length)}`)).join(tight ? '\n' : '\n\n')),
      quote: tie('blocks').map((inner) => inner.split('\n').map((l) => `> ${l}`).join('\n')),
      admonition: fc
        .record({ type: admonitionType, title: fc.option(text), bracket: fc.boolean(), body: tie('blocks'), closed: clean ? fc.constant(true) : fc.boolean() })
        .map(({ type, title, bracket, body, closed }) => {
          // A fence longer than any inside it (nested admonitions use the same rule), so the outer one closes last.
          const inner = Math.max(2, ...[...body.matchAll(/:{3,}/g)].map((m) => m[0].length));
          const fence = ':'.repeat(inner + 1);
          const head = title === null ? '' : bracket ? `[${title.replace(/[[\]\n\r]/g, '')}]` : ` ${title.replace(/[\n\r]/g, ' ')}`;
          return `${fence}${type}${head}\n${body}${closed ? `\n${fence}` : ''}`;
        }),
    }));
    const document = fc.array(block, { minLength: 1, maxLength: 6 }).map((blocks) => blocks.join('\n\n'));
    return { hostile, text, line, leaf, document };
  }

  const dirty = markdownArbitraries(false);
  const { hostile, text, line, leaf, document } = dirty;
  const tidy = markdownArbitraries(true);
  const cheap = markdownArbitraries(false, { grammars: false });
  const cheapTidy = markdownArbitraries(true, { grammars: false });

  /** Deep nesting of one construct, beyond markdown-it's nesting limit. */
  const deep = fc.tuple(fc.integer({ min: 20, max: 250 }), pick('quote', 'list', 'admonition', 'div', 'link', 'emphasis', 'parens', 'ordered', 'mixed')).map(([depth, kind]) => {
    switch (kind) {
      case 'quote':
        return `${'> '.repeat(depth)}deep`;
      case 'list':
        return Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n');
      case 'ordered':
        return Array.from({ length: depth }, (_, i) => `${'   '.repeat(i)}1. item ${i}`).join('\n');
      case 'admonition':
        return [...Array.from({ length: depth }, (_, i) => `${':'.repeat(3 + depth - i)}note Level ${i}`), 'deep', ...Array.from({ length: depth }, (_, i) => ':'.repeat(4 + i))].join('\n');
      case 'div':
        return `${'<div>'.repeat(depth)}\n\ndeep\n\n${'</div>'.repeat(depth)}`;
      case 'link':
        return `${'['.repeat(depth)}x${']('.repeat(depth)}y${')'.repeat(depth)}`;
      case 'emphasis':
        return `${'*_'.repeat(depth)}x${'_*'.repeat(depth)}`;
      case 'parens':
        return `[x](${'('.repeat(depth)}y${')'.repeat(depth)})`;
      default:
        return Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}${['- ', '> ', '1. '][i % 3]}:::note\n`).join('');
    }
  });
  /** One very long line of one repeated piece. */
  const huge = fc
    .tuple(pick('a', 'a ', '*', '_', '[', '](', '`', '<', '\\', '{#', '|', '&', '#', ':', '-', '![', '<a ', '*a', 'a*', '\t', '\u0000', '😀', 'x '), fc.integer({ min: 1000, max: 30_000 }))
    .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)));

  // Real pages of the Lendara docs, mutated.
  const seeds = pick(
    '# Pools\n\nA pool holds **one** asset.\n\n:::tip[Before you start]\nRead [fees](./fees.md#rates).\n:::\n\n## Rates {#rates}\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```ts title="pool.ts" {2}\nconst pool = 1;\nexport default pool;\n```\n',
    '---\ntitle: Borrow\n---\n\n## Borrow\n\n1. Connect.\n2. Pick a pool:\n   - USDC\n   - ETH\n\n> Note: quoted\n> - list in quote\n\n::::info Outer\n:::danger Inner\nDeep.\n:::\n::::\n',
    'Intro paragraph with a [link](/explore/pools) and ![img](./img.png).\n\n<!-- truncate -->\n\n## Details {#details}\n\n<div id="raw">html</div>\n\n~~~bash\nnpm i\n~~~\n',
  );
  const mutation = fc.record({ at: fc.nat(), length: fc.nat({ max: 200 }), kind: pick('delete', 'duplicate', 'insert', 'byte', 'truncate', 'swapcase'), piece: fc.oneof(hostile, leaf, line) });
  const mutate = (base) => fc.tuple(base, fc.array(mutation, { minLength: 1, maxLength: 8 })).map(([start, mutations]) => {
    let doc = start;
    for (const { at, length, kind, piece } of mutations) {
      const i = doc.length ? at % doc.length : 0;
      if (kind === 'delete') doc = doc.slice(0, i) + doc.slice(i + length);
      else if (kind === 'duplicate') doc = doc.slice(0, i + length) + doc.slice(i);
      else if (kind === 'insert') doc = doc.slice(0, i) + piece + doc.slice(i);
      else if (kind === 'byte') doc = doc.slice(0, i) + String.fromCharCode(length % 256) + doc.slice(i + 1);
      else if (kind === 'truncate') doc = doc.slice(0, i);
      else doc = doc.slice(0, i) + doc.slice(i, i + length).toUpperCase() + doc.slice(i + length);
    }
    return doc;
  });
  const mutated = mutate(fc.oneof(seeds, document));
  const lineEndings = (arb) => fc.tuple(arb, pick('\n', '\n', '\n', '\r\n', '\r')).map(([doc, eol]) => (eol === '\n' ? doc : doc.replace(/\n/g, eol)));
  const markdownInput = lineEndings(
    fc.oneof(
      { weight: 4, arbitrary: document },
      { weight: 4, arbitrary: tidy.document },
      { weight: 5, arbitrary: mutated },
      { weight: 1, arbitrary: deep },
      { weight: 1, arbitrary: huge },
      { weight: 1, arbitrary: fc.tuple(document, deep).map((parts) => parts.join('\n\n')) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
    ),
  );

  // ── YAML ──
  const scalar = fc.oneof(
    { weight: 4, arbitrary: text.map((t) => JSON.stringify(t)) },
    { weight: 3, arbitrary: pick('plain words', 'x', '"quoted"', "'single'", "'it''s'", '', '~', 'null', 'true', 'false', 'yes', 'no', 'on', '0', '-1', '1.5', '1e309', '.nan', '-.inf', '0x1F', '0o17', '2024-01-01', '2024-02-30', '2024-13-45', '2024-01-01T25:61:00Z', '12:30:00', '"\\u0000"', '"\\uD800"', '"\\x00"', '|', '>', '|-\n  block\n  text', '>+\n  folded', '"unclosed', "'unclosed", '[unclosed', '{unclosed', '@at', '`tick', '%pct', '!', '!!str 5', '!!int x', '!!binary aGVsbG8=', '!!float abc', '!!timestamp 2024-01-01', '!!set {a, b}', '!!omap [a: 1]', '!!js/function f', '!custom x', '*undefined_alias', '&anchor', '&a x', '<<', 'a: b: c', '- x', '? x', '#comment', '"a"b', '{{product.name}}', '"{{product.slug}}"', '/absolute/path', '../../../etc', '/', '//', '"/a?b#c"', '"a\\\\b"', '"\\t"') },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.double().map(String) },
  );
  const { yamlValue } = fc.letrec((tie) => ({
    yamlValue: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('flowList'), tie('flowMap')),
    flowList: fc.array(tie('yamlValue'), { maxLength: 4 }).map((items) => `[${items.join(', ')}]`),
    flowMap: fc.array(fc.tuple(yamlKey(), tie('yamlValue')), { maxLength: 4 }).map((pairs) => `{ ${pairs.map(([k, v]) => `${k}: ${v}`).join(', ')} }`),
  }));
  function yamlKey(extra: string[] = []) {
    return fc.oneof(
      { weight: 4, arbitrary: pick(...extra, 'title', 'label', 'name', 'description', 'slug', 'id', 'tags', 'url', 'permalink') },
      { weight: 1, arbitrary: pick('__proto__', 'constructor', 'prototype', 'toString', '"quoted key"', '? complex', '1', 'true', 'null', '<<', '"a: b"', '[a, b]', '{a: b}', '&k key', '*k', '"\\u0000"', '', '-') },
      { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 8 }).map((s) => JSON.stringify(s)) },
    );
  }
  /** Billion laughs: each level refers `width` times to the one before. */
  const aliasBomb = fc.tuple(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 2, max: 12 }), fc.option(yamlKey())).map(([levels, width, key]) => {
    const lines = ['l0: &l0 "lol"'];
    for (let i = 1; i <= levels; i++) lines.push(`l${i}: &l${i} [${Array.from({ length: width }, () => `*l${i - 1}`).join(', ')}]`);
    if (key !== null) lines.push(`${key}: *l${levels}`);
    return lines.join('\n');
  });
  const deepYaml = fc.tuple(fc.integer({ min: 10, max: 1200 }), pick('[', '{a: ', '- ', '  a:\n', '&x [')).map(([depth, open]) => {
    if (open === '[') return `deep: ${'['.repeat(depth)}${']'.repeat(depth)}`;
    if (open === '{a: ') return `deep: ${'{a: '.repeat(depth)}1${'}'.repeat(depth)}`;
    if (open === '&x [') return `deep: &x [${'*x, '.repeat(Math.min(depth, 200))}1]`;
    if (open === '- ') return `deep:\n${Array.from({ length: Math.min(depth, 300) }, (_, i) => `${'  '.repeat(i)}- `).join('\n')}x`;
    return `deep:\n${Array.from({ length: Math.min(depth, 300) }, (_, i) => `${'  '.repeat(i + 1)}a:`).join('\n')} 1`;
  });
  const yamlEntry = (keys) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.tuple(yamlKey(keys), yamlValue).map(([k, v]) => `${k}: ${v}`) },
      { weight: 2, arbitrary: fc.tuple(yamlKey(keys), fc.array(yamlValue, { minLength: 1, maxLength: 3 })).map(([k, items]) => `${k}:\n${items.map((v) => `  - ${v}`).join('\n')}`) },
      { weight: 2, arbitrary: fc.tuple(yamlKey(keys), fc.array(fc.tuple(yamlKey(keys), yamlValue), { minLength: 1, maxLength: 3 })).map(([k, pairs]) => `${k}:\n${pairs.map(([kk, v]) => `  ${kk}: ${v}`).join('\n')}`) },
      { weight: 1, arbitrary: fc.tuple(yamlKey(keys), yamlValue).map(([k, v]) => `base: &base { ${k}: ${v} }\nderived:\n  <<: *base\n  ${k}: ${v}`) },
      { weight: 1, arbitrary: pick('%YAML 1.1', '...', '\t', '  badly: indented', 'a:\n\tb: tab', ': no key', '- list at top', '--- # second document', 'key: value # comment', '"unterminated: x', '&a', '*a', '? [complex]\n: key') },
    );
  const yamlDoc = (keys, entries = 6) =>
    fc.oneof(
      { weight: 8, arbitrary: fc.array(yamlEntry(keys), { maxLength: entries }).map((lines) => lines.join('\n')) },
      { weight: 1, arbitrary: aliasBomb },
      { weight: 1, arbitrary: deepYaml },
      { weight: 1, arbitrary: fc.tuple(yamlKey(keys), yamlValue, yamlValue).map(([k, a, b]) => `${k}: ${a}\n${k}: ${b}`) },
      { weight: 1, arbitrary: pick('', '[]', '5', '"just a string"', 'null', '- a\n- b', '{', '}', '---', '\uFEFF', '\u0000') },
    );

  // Front matter: plausible values of the right types most of the time (so builds reach the later stages),
  // wild YAML the rest of the time.
  const FRONT_MATTER_KEYS = ['title', 'description', 'slug', 'id', 'tags', 'keywords', 'image', 'draft', 'unlisted', 'hide_table_of_contents', 'toc_min_heading_level', 'toc_max_heading_level', 'sidebar_label', 'sidebar_position', 'sidebar_class_name', 'hide_title', 'pagination_label', 'date', 'authors', 'layout', 'hero', 'cards', 'latest_posts'];
  const q = (arb) => arb.map((t) => JSON.stringify(t));
  const benignSlug = pick('intro', '/custom', 'nested/slug', '/', '', ' ', '//double//', '/über', '/%2e%2e/x', '/{{product.slug}}', '/x.html', '/index.html', '/a b', '/<b>', '/"q\'');
  const hostileSlug = pick('/a?b#c', '../../../etc/x', '/guide/../../x', './x', '/./', '/search', '/404.html', '/sitemap.xml', '/robots.txt', '/blog', '/blog/rss.xml', '/tags', '/tags/', '/assets', '/pagefind/', '/img', '/img/logo.svg', '/a\\b', 'C:/x', `/${'x'.repeat(300)}`, '/llms.txt', '/guide/next.md', '/search/index.html');
  const slug = fc.oneof({ weight: 4, arbitrary: benignSlug }, { weight: 1, arbitrary: hostileSlug });
  const plausibleEntry = fc.oneof(
    q(text).map((v) => `title: ${v}`),
    q(text).map((v) => `description: ${v}`),
    q(slug).map((v) => `slug: ${v}`),
    q(pick('intro', 'x', '..', '.', 'a b', 'ü', '{{product.slug}}', 'index')).map((v) => `id: ${v}`),
    fc.array(fc.oneof(q(text), q(pick('Release', 'release', 'a', 'A', '!!!', '', ' ', 'x/y', '..', 'tag with spaces')), fc.tuple(q(text), fc.option(q(slug))).map(([l, p]) => `{ label: ${l}${p === null ? '' : `, permalink: ${p}`} }`)), { maxLength: 3 }).map((tags) => `tags: [${tags.join(', ')}]`),
    fc.array(q(text), { maxLength: 3 }).map((k) => `keywords: [${k.join(', ')}]`),
    q(pick('/img/logo.svg', 'https://x.test/a.png', 'img.png', '', '<script>', 'javascript:alert(1)')).map((v) => `image: ${v}`),
    pick('draft: true', 'draft: false', 'unlisted: true', 'unlisted: false', 'hide_table_of_contents: true', 'hide_title: true', 'toc_min_heading_level: 2', 'toc_max_heading_level: 6', 'toc_min_heading_level: 5', 'layout: home', 'layout: page', 'latest_posts: 2', 'latest_posts: -1', 'latest_posts: x', 'latest_posts: 1e9'),
    fc.integer({ min: -5, max: 5 }).map((n) => `sidebar_position: ${n}`),
    q(text).map((v) => `sidebar_label: ${v}`),
    q(text).map((v) => `pagination_label: ${v}`),
    pick('date: 2024-05-01', 'date: 2024-02-30', 'date: "2023-12-31T23:59:59Z"', 'date: 1999-01-01', 'date: 0001-01-01', 'date: 9999-12-31', 'date: x', 'date: ""'),
    fc.oneof(
      pick('authors: alice', 'authors: [alice, bob]', 'authors: [ghost]', 'authors: []', 'authors: [alice, alice]', 'authors: { name: Bob, url: 5 }', 'authors: [{ name: [1], image_url: { a: 1 } }]', 'authors: [{ title: x }]', 'authors: [alice, { name: Inline }]'),
      fc.tuple(q(text), fc.option(q(pick('https://x.test', '/a', 'javascript:alert(1)', '')))).map(([name, url]) => `authors:\n  - name: ${name}${url === null ? '' : `\n    url: ${url}`}\n    title: "T"\n    image_url: ${url ?? '"/img/logo.svg"'}`),
    ),
    fc.tuple(q(text), q(text), q(pick('/guide/next', 'https://x.test', '#', ''))).map(([title, label, h]) => `hero:\n  title: ${title}\n  tagline: ${label}\n  actions:\n    - label: ${label}\n      href: ${h}\n      primary: true`),
    fc.tuple(q(text), q(text)).map(([title, t]) => `cards:\n  - title: ${title}\n    text: ${t}\n    href: "/guide/next"`),
  );
  const frontMatterBody = (keys = FRONT_MATTER_KEYS) =>
    fc.oneof({ weight: 3, arbitrary: fc.array(plausibleEntry, { maxLength: 6 }).map((lines) => lines.join('\n')) }, { weight: 1, arbitrary: yamlDoc(keys) });
  const withFrontMatter = (yamlArb, bodyArb) =>
    fc
      .tuple(yamlArb, bodyArb, pick('normal', 'normal', 'normal', 'unclosed', 'bom', 'crlf', 'spaces', 'none', 'empty', 'dots', 'four'))
      .map(([yaml, body, style]) => {
        switch (style) {
          case 'unclosed':
            return `---\n${yaml}\n${body}`;
          case 'bom':
            return `\uFEFF---\n${yaml}\n---\n${body}`;
          case 'crlf':
            return `---\r\n${yaml.replace(/\n/g, '\r\n')}\r\n---\r\n${body}`;
          case 'spaces':
            return `--- \t\n${yaml}\n---   \n${body}`;
          case 'none':
            return body;
          case 'empty':
            return `---\n---\n${body}`;
          case 'dots':
            return `---\n${yaml}\n...\n${body}`;
          case 'four':
            return `----\n${yaml}\n----\n${body}`;
          default:
            return `---\n${yaml}\n---\n\n${body}`;
        }
      });
  const frontMatterDocument = withFrontMatter(frontMatterBody(), fc.oneof(document, pick('', 'body', '---', '---\nmore: yaml\n---')));

  // authors.yml, tags.yml and _category_ files.
  const entryFields = {
    author: ['name', 'title', 'url', 'image_url', 'email', 'page', 'socials'],
    tag: ['label', 'permalink', 'description'],
    category: ['label', 'position', 'collapsed', 'collapsible', 'className', 'customProps', 'description', 'link'],
  };
  const plausibleData = {
    author: fc
      .array(fc.tuple(pick('alice', 'bob', 'ghost', '__proto__', '../../../q', 'a b', 'ü', '', 'x/y', '.', '..', '{{product.slug}}', 'constructor'), q(text), fc.option(pick('page: false', 'page: true', 'page: { permalink: "/x" }', 'url: "https://x.test"', 'url: 5', 'image_url: "/img/logo.svg"', 'socials: { x: "https://x.test" }', 'socials: 5'))), { maxLength: 3 })
      .map((entries) => entries.map(([key, name, extra]) => `${JSON.stringify(key)}:\n  name: ${name}\n  title: "Writer"${extra === null ? '' : `\n  ${extra}`}`).join('\n')),
    tag: fc
      .array(fc.tuple(pick('release', 'a', 'A', '!!!', '', ' ', '__proto__', 'x/y', '..'), q(text), fc.option(q(slug))), { maxLength: 3 })
      .map((entries) => entries.map(([key, label, permalink]) => `${JSON.stringify(key)}:\n  label: ${label}${permalink === null ? '' : `\n  permalink: ${permalink}`}\n  description: "d"`).join('\n')),
    category: fc
      .tuple(q(text), fc.option(fc.integer({ min: -3, max: 3 })), fc.option(pick('link: null', 'link: { type: doc, id: intro }', 'link: { type: doc, id: missing }', 'link: { type: generated-index, slug: /gen }', 'link: { type: generated-index }', 'link: { type: other }', 'collapsed: false', 'customProps: { a: 1 }')))
      .map(([label, position, extra]) => [`label: ${label}`, position === null ? '' : `position: ${position}`, extra ?? ''].filter(Boolean).join('\n')),
  };
  const dataFileText = (kind) =>
    fc.oneof(
      { weight: 3, arbitrary: plausibleData[kind] },
      { weight: 1, arbitrary: fc.tuple(yamlKey(['alice', 'release']), yamlDoc(entryFields[kind], 4)).map(([key, inner]) => `${key}:\n${inner.split('\n').map((l) => `  ${l}`).join('\n')}`) },
      { weight: 1, arbitrary: yamlDoc(entryFields[kind]) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    );

  // The config: a valid base with random keys replaced, or wild YAML.
  const configValue = fc.oneof(
    { weight: 3, arbitrary: q(text) },
    { weight: 2, arbitrary: yamlValue },
    { weight: 1, arbitrary: pick('"https://example.test"', '"https://example.test/"', '"http://[::1]:99999"', '"not a url"', '"javascript:alert(1)"', '"https://ex<script>.test"', '"https://example.test/<x>"', '"https://example.test/a\\"b"', '"file:///etc/passwd"', '0', '-1', '1', '2', '0.5', '1.5', '1e9', 'true', 'null', '[]', '{}', '"local"', '"algolia"', '"light"', '"dark"', '"weekly"', '"/lp/**"', '["/lp/**", "**", "/(", "[", "/a?b"]', '"/img/logo.svg"') },
  );
  const CONFIG_PATHS = [
    ['title'], ['tagline'], ['url'], ['product'], ['product', 'name'], ['product', 'slug'], ['favicon'], ['image'], ['navbar'], ['navbar', 'title'], ['navbar', 'logo'], ['navbar', 'items'],
    ['footer'], ['footer', 'copyright'], ['footer', 'groups'], ['announcementBar'], ['announcementBar', 'id'], ['announcementBar', 'content'], ['announcementBar', 'dismissible'], ['colorMode', 'defaultMode'],
    ['colorMode', 'respectPrefersColorScheme'], ['sitemap', 'changefreq'], ['sitemap', 'priority'], ['sitemap', 'ignorePatterns'], ['docs', 'versionLabel'], ['blog', 'title'], ['blog', 'description'],
    ['blog', 'postsPerPage'], ['blog', 'wordsPerMinute'], ['search', 'provider'], ['search', 'appId'], ['search', 'apiKey'], ['search', 'indexName'], ['search', 'host'], ['search', 'askAi'], ['unknownKey'],
  ];
  const baseConfig = () => ({
    title: '"Acme Docs"',
    tagline: '"Test site"',
    url: '"https://example.test"',
    product: { name: '"Acme"', slug: '"acme"' },
    navbar: { items: '[{ label: "Docs", to: "/guide/intro" }, { label: "GitHub", href: "https://github.test/x" }]' },
    footer: { groups: '[{ title: "More", items: [{ label: "Blog", to: "/blog" }] }]', copyright: '"© Acme"' },
    announcementBar: { id: '"a1"', content: '"<b>New</b>"' },
    colorMode: { defaultMode: '"dark"' },
    sitemap: { changefreq: '"weekly"' },
    blog: { postsPerPage: '2' },
  });
  const toYaml = (value, indent = '') =>
    Object.entries(value)
      .map(([key, v]) => (typeof v === 'object' && v !== null ? `${indent}${key}:\n${toYaml(v, `${indent}  `)}` : `${indent}${key}: ${v}`))
      .join('\n');
  const configText = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.array(fc.tuple(pick(...CONFIG_PATHS), configValue), { maxLength: 4 }).map((changes) => {
        const config = baseConfig();
        for (const [keys, value] of changes) {
          let node = config;
          for (const key of keys.slice(0, -1)) node = typeof node[key] === 'object' && node[key] !== null ? node[key] : (node[key] = {});
          node[keys.at(-1)] = value;
        }
        return toYaml(config);
      }),
    },
    { weight: 1, arbitrary: fc.constant(toYaml(baseConfig())) },
    { weight: 1, arbitrary: fc.tuple(fc.constant(toYaml(baseConfig())), yamlDoc(['title', 'url', 'product', 'navbar', 'blog'], 3)).map(([base, extra]) => `${base}\n${extra}`) },
    { weight: 1, arbitrary: yamlDoc(['title', 'url', 'product', 'navbar', 'blog']) },
    { weight: 1, arbitrary: fc.tuple(fc.constant(toYaml(baseConfig())), fc.array(mutation, { minLength: 1, maxLength: 4 })).map(([base, mutations]) => mutations.reduce((doc, m) => doc.slice(0, m.at % doc.length) + m.piece + doc.slice((m.at % doc.length) + (m.kind === 'delete' ? m.length : 0)), base)) },
  );

  // Raw bytes: invalid UTF-8 sequences dropped into a file.
  const badBytes = fc.oneof(
    pick([0xc3, 0x28], [0xa0, 0xa1], [0xe2, 0x28, 0xa1], [0xf0, 0x90, 0x28, 0xbc], [0xff], [0xfe, 0xff], [0xed, 0xa0, 0x80], [0xc0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x00], [0xef, 0xbb, 0xbf]),
    fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 6 }),
  );
  const asBytes = (arb) =>
    fc.tuple(arb, fc.array(fc.tuple(fc.nat(), badBytes), { maxLength: 2 }), fc.integer({ min: 0, max: 9 })).map(([textValue, inserts, chance]) => {
      let bytes = Buffer.from(textValue, 'utf8');
      if (chance > 1) return textValue;
      for (const [at, raw] of inserts) {
        const i = bytes.length ? at % bytes.length : 0;
        bytes = Buffer.concat([bytes.subarray(0, i), Buffer.from(raw), bytes.subarray(i)]);
      }
      return new Uint8Array(bytes);
    });

  // Whole sites.
  const docName = fc
    .tuple(fc.array(pick('guide', 'guide', 'a', '01-basics', 'Über uns', '{{product.slug}}-v1', '{{product.name}}', 'x.y', '...', 'a b', '_partial', '.hidden', 'node_modules', 'UPPER', 'intro'), { maxLength: 2 }), pick('intro', 'next', 'index', 'README', '01-intro', 'guide', 'a b', 'ü', '_draft', '.dot', 'x.y', '{{product.slug}}', '<b>', '%20'), pick('.md', '.md', '.mdx', '.MD'))
    .map(([folders, name, ext]) => ['docs', ...folders, `${name}${ext}`].join('/'));
  const postName = fc
    .tuple(pick('2024-05-01-news', '2024-05-02-second', '2024-02-30-bad-date', 'no-date', '2024-01-01-folder/index', '0000-00-00-zero', '2024-1-1-short', '9999-12-31-far', '2024-05-01-news', '{{product.slug}}-2024'), pick('.md', '.mdx'))
    .map(([name, ext]) => `blog/${name}${ext}`);
  const pageName = pick('pages/index.md', 'pages/markdown-page.md', 'pages/a/index.md', 'pages/search.md', 'pages/404.md', 'pages/blog.md', 'pages/tags.md', 'pages/sitemap.xml.md', 'pages/x.html.md');
  const categoryName = pick('docs/guide/_category_.json', 'docs/guide/_category_.yml', 'docs/a/_category_.yaml', 'docs/_category_.json');
  const staticName = pick('static/img/logo.svg', 'static/img/a.png', 'static/blog', 'static/sitemap.xml', 'static/robots.txt', 'static/assets', 'static/assets/css', 'static/x/index.html', 'static/search', 'static/pagefind', 'static/a b.txt', 'static/{{product.slug}}.txt', 'static/guide', 'static/404.html', 'static/tags', 'static/index.html', 'docs/img.png', 'docs/guide/img.png', 'blog/img.png', 'static/.hidden', 'static/_under');
  const bodyWithTitle = fc.oneof(cheap.document, mutate(cheap.document), fc.tuple(cheap.line, cheap.document).map(([t, d]) => `# ${t}\n\n${d}`));
  const markdownFile = (nameArb) => fc.tuple(nameArb, asBytes(withFrontMatter(frontMatterBody(), bodyWithTitle)));
  const dirtySite = fc.record({
    config: fc.oneof({ weight: 6, arbitrary: fc.constant(toYaml(baseConfig())) }, { weight: 1, arbitrary: configText }),
    docs: fc.array(markdownFile(docName), { maxLength: 5 }),
    pages: fc.array(markdownFile(pageName), { maxLength: 2 }),
    posts: fc.array(markdownFile(postName), { maxLength: 4 }),
    categories: fc.array(fc.tuple(categoryName, asBytes(dataFileText('category'))), { maxLength: 2 }),
    authors: fc.option(asBytes(dataFileText('author'))),
    tags: fc.option(asBytes(dataFileText('tag'))),
    statics: fc.array(fc.tuple(staticName, pick('<svg xmlns="http://www.w3.org/2000/svg"/>', 'text', '')), { maxLength: 3 }),
  });

  // Clean sites: every value of the right type (but hostile text, slugs and names), so the build reaches the route,
  // render and emit stages.
  const t = q(cheapTidy.text);
  const cleanEntry = (kind) =>
    fc.oneof(
      t.map((v) => ['title', `title: ${v}`]),
      t.map((v) => ['description', `description: ${v}`]),
      q(slug).map((v) => ['slug', `slug: ${v}`]),
      fc.array(t, { maxLength: 3 }).map((k) => ['keywords', `keywords: [${k.join(', ')}]`]),
      q(pick('/img/logo.svg', 'https://x.test/a.png', 'img.png', '', '<script>', 'javascript:alert(1)', '"quoted"')).map((v) => ['image', `image: ${v}`]),
      pick(['draft', 'draft: false'], ['unlisted', 'unlisted: true'], ['hide_table_of_contents', 'hide_table_of_contents: true'], ['toc_max_heading_level', 'toc_max_heading_level: 3']),
      ...(kind === 'doc'
        ? [
            q(pick('intro', 'x', '..', '.', 'a b', 'ü', '{{product.slug}}', 'index', '<b>')).map((v) => ['id', `id: ${v}`]),
            fc.integer({ min: -5, max: 5 }).map((n) => ['sidebar_position', `sidebar_position: ${n}`]),
            t.map((v) => ['sidebar_label', `sidebar_label: ${v}`]),
            fc
              .array(fc.oneof(t, fc.tuple(t, fc.option(q(slug))).map(([l, p]) => `{ label: ${l}${p === null ? '' : `, permalink: ${p}`} }`)), { maxLength: 3 })
              .map((tags) => ['tags', `tags: [${tags.join(', ')}]`]),
          ]
        : []),
      ...(kind === 'post'
        ? [
            pick('2024-05-01', '"2023-12-31T23:59:59Z"', '1999-01-01', '9999-12-31').map((v) => ['date', `date: ${v}`]),
            fc.uniqueArray(pick('release', 'a'), { maxLength: 2 }).map((tags) => ['tags', `tags: [${tags.join(', ')}]`]),
            fc.oneof(
              pick('authors: alice', 'authors: [alice, bob]', 'authors: []'),
              fc.tuple(t, q(pick('https://x.test', '/a', 'javascript:alert(1)', '"quoted"'))).map(([name, url]) => `authors:\n  - name: ${name}\n    url: ${url}\n    title: ${name}\n    image_url: ${url}`),
            ).map((v) => ['authors', v]),
          ]
        : []),
      ...(kind === 'page'
        ? [
            fc.tuple(t, t, q(pick('/guide/intro', 'https://x.test', '#', ''))).map(([title, label, h]) => ['hero', `hero:\n  title: ${title}\n  tagline: ${label}\n  actions:\n    - label: ${label}\n      href: ${h}\n      primary: true`]),
            fc.tuple(t, t).map(([title, body]) => ['cards', `cards:\n  - title: ${title}\n    text: ${body}\n    href: "/guide/intro"`]),
            pick(['layout', 'layout: page'], ['layout', 'layout: home'], ['latest_posts', 'latest_posts: 1']),
          ]
        : []),
    );
  const cleanMarkdownFile = (kind, nameArb) =>
    fc.tuple(
      nameArb,
      fc
        .tuple(fc.uniqueArray(cleanEntry(kind), { selector: ([key]) => key, maxLength: 6 }), fc.option(cheapTidy.line), cheapTidy.document, pick('\n', '\n', '\r\n'))
        .map(([entries, title, body, eol]) => `---\n${entries.map(([, entry]) => entry).join('\n')}\n---\n\n${title === null ? '' : `# ${title}\n\n`}${body}\n`.replace(/\n/g, eol)),
    );
  const cleanSite = fc.record({
    config: fc.constant(toYaml(baseConfig())),
    docs: fc.array(cleanMarkdownFile('doc', docName), { minLength: 1, maxLength: 5 }),
    pages: fc.array(cleanMarkdownFile('page', pageName), { maxLength: 2 }),
    posts: fc.array(cleanMarkdownFile('post', pick('blog/2024-05-01-news.md', 'blog/2024-05-02-second.md', 'blog/2024-01-01-folder/index.md', 'blog/9999-12-31-far.mdx', 'blog/2023-03-03-{{product.slug}}.md')), { maxLength: 3 }),
    categories: fc.array(
      fc.tuple(
        categoryName,
        fc
          .tuple(t, fc.option(fc.integer({ min: -3, max: 3 })), pick('', 'link: null', 'link: { type: doc, id: intro }', 'link: { type: doc, id: missing }', 'link: { type: generated-index }', 'collapsed: false'))
          .map(([label, position, extra]) => [`label: ${label}`, position === null ? '' : `position: ${position}`, extra].filter(Boolean).join('\n')),
      ),
      { maxLength: 2 },
    ),
    authors: fc
      .tuple(t, t, fc.boolean())
      .map(([alice, bob, page]) => `alice:\n  name: ${alice}\n  title: ${bob}\n  url: "https://x.test/alice"\n  image_url: "/img/logo.svg"\nbob:\n  name: ${bob}${page ? '' : '\n  page: false'}`),
    tags: fc.option(
      fc.tuple(t, t, fc.option(q(slug.filter((p) => p.startsWith('/')))), fc.option(q(slug.filter((p) => p.startsWith('/'))))).map(([release, a, p1, p2]) => `release:\n  label: ${release}\n  description: ${a}${p1 === null ? '' : `\n  permalink: ${p1}`}\na:\n  label: ${a}${p2 === null ? '' : `\n  permalink: ${p2}`}`),
    ),
    statics: fc.array(fc.tuple(fc.oneof({ weight: 3, arbitrary: pick('static/img/a.png', 'static/a b.txt', 'static/{{product.slug}}.txt', 'static/x/data.json', 'docs/img.png', 'blog/img.png') }, { weight: 1, arbitrary: staticName }), pick('<svg xmlns="http://www.w3.org/2000/svg"/>', 'text', '')), { maxLength: 2 }).map((files) => [['static/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'], ...files]),
  });

  const site = fc
    .tuple(fc.oneof({ weight: 3, arbitrary: cleanSite }, { weight: 2, arbitrary: dirtySite }), fc.integer({ min: 0, max: 7 }).map((n) => n === 0))
    .map(([s, write]) => ({
      write,
      files: [
        ['lendocs.config.yml', s.config],
        ...s.docs,
        ...s.pages,
        ...s.posts,
        ...s.categories,
        ...(s.authors === null ? [] : [['blog/authors.yml', s.authors]]),
        ...(s.tags === null ? [] : [['blog/tags.yml', s.tags]]),
        ...s.statics,
      ],
    }));

  return { markdownInput, frontMatterDocument, dataFileText, configText, site };
}
