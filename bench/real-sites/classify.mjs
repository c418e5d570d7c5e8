// Groups diagnostics by kind. The printed form carries no code, so a kind is read from the message: a named
// pattern when one matches, else the message with its particulars (quoted text, paths, numbers) blanked out, so
// that messages differing only in a file or a name fall together.

/** Content a built page lacks, by what it was. Checked in order; the first match names the kind. */
const LEFT_OUT = [
  // `## Title {#id}` read as an expression is a lost heading id, not a lost value. An id used twice is kept on
  // both headings (as Docusaurus keeps it): nothing is lost.
  ['ids', /heading id(?! "[^"]*" is used twice)|\{#[^}]*\}/i],
  ['expressions', /\bexpression\b.*\bleft out\b|cannot evaluate/i],
  ['components', /^Unknown MDX component\b|\b(component|tag|element)\b.*(not (defined|declared|imported|known|registered)|undeclared|unknown|cannot be (bundled|rendered|drawn)|left out)|<[A-Z][\w.]*>.*left out/i],
  ['maths', /katex|\bmath/i],
];

/** Named kinds for messages lendocs prints today; anything else falls back to its blanked-out text. */
const KINDS = [
  ['config-evaluation', /failed while lendocs evaluated it/],
  ['config-key', /^Site config key "/],
  ['unknown-mdx-component', /^Unknown MDX component\b/],
  ['no-stand-in', /^lendocs has no stand-in for /],
  ['heading-id-as-expression', /^The expression \{#/],
  ['broken-link', /^Broken link\b/],
  ['broken-anchor', /^Broken anchor\b/],
  ['broken-image', /^Image not found\b/],
  ['component-unbundled', /cannot be bundled: Could not resolve/],
  ['component-bundle', /cannot be bundled/],
  ['component-render', /(threw|crashed|failed) while (rendering|drawing)|Rendering .* failed/],
  ['mdx-syntax', /not valid MDX|^(Could not parse|Unexpected|Expected|MDX)|\bMDX syntax\b/],
  ['mdx-esm', /^This import or export is not valid JavaScript/],
  ['closing-tag-without-opening', /^The closing tag <[^>]*> has no opening tag/],
  ['mdx-import', /^The (raw |Markdown )?(import|partial)\b/],
  ['undeclared-tag', /^The tag </],
  ['expression-left-out', /^The expression \{/],
  ['front-matter', /front matter/i],
  ['yaml', /^Invalid YAML/],
  ['sidebar', /sidebar/i],
  ['version', /^The version\b|versions\.json|versioned_/],
  ['unknown-directive', /^Unknown directive "|^":::[\w-]+" is not an admonition type/],
  ['admonition', /admonition/i],
  ['author', /^The author\b/],
  ['output-conflict', /would both be published/],
  ['duplicate-heading-id', /^Heading id\b/],
  ['route', /^The route\b/],
  ['git-history', /git history/],
  ['unexpected-error', /^unexpected error|stopped before finishing/],
  ['timeout', /^timed out/],
];

export function blank(message) {
  return message
    .replace(/"(?:[^"\\]|\\.)*"|“[^”]*”|`[^`]*`|'[^'\s][^']*'/g, '"…"')
    .replace(/\{[^{}]{0,80}\}/g, '{…}')
    .replace(/<\/?[A-Za-z][\w.:-]*[^>]{0,80}>/g, '<…>')
    .replace(/(?:\.{0,2}\/)?(?:[\w@.-]+\/)+[\w@.-]*/g, 'PATH')
    .replace(/\b\d+(?:[.,]\d+)*\b/g, 'N')
    .replace(/\s+/g, ' ')
    .slice(0, 90);
}

export function kindOf(diagnostic) {
  if (diagnostic.crash) return 'unexpected-error';
  const unknownKey = /^Unknown ([\w ]+?) key\b/.exec(diagnostic.message);
  if (unknownKey) return `unknown-${unknownKey[1].replace(/ /g, '-')}-key`;
  const named = KINDS.find(([, pattern]) => pattern.test(diagnostic.message));
  return named ? named[0] : blank(diagnostic.message);
}

export function leftOutKind(diagnostic) {
  const found = LEFT_OUT.find(([, pattern]) => pattern.test(diagnostic.message));
  return found?.[0];
}

/** { kind: count } for the diagnostics of one severity, most frequent first. */
export function countBy(items, keyOf) {
  const counts = new Map();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

/** Migrate notes by kind: what the note is about (the text before its colon), a plugin by its package name. */
export function noteKind(note) {
  if (/^Packages that are not installed/.test(note)) return 'packages replaced by stand-ins';
  const plugin = /^plugin ([^\s:]+)/.exec(note);
  if (plugin) return `plugin ${/^[./]|\.[cm]?[jt]s$|^\[/.test(plugin[1]) && !plugin[1].startsWith('@') ? '(local or inline)' : plugin[1]}`;
  const colon = note.indexOf(':');
  const head = colon > 0 && colon < 80 ? note.slice(0, colon) : note.split(' ').slice(0, 6).join(' ');
  return head.replace(/"[^"]*"/g, '"…"').replace(/[\w@.-]*\/[\w@./-]+\.\w+/g, 'PATH');
}

/** Messages kept of each kind: enough to see what a kind is without reading the whole list. */
const SAMPLES = 3;

/** { kind: the first SAMPLES diagnostics of that kind, as `file:line  message` } */
export function samplesBy(diagnostics, keyOf) {
  const samples = {};
  for (const d of diagnostics) {
    const key = keyOf(d);
    if (key === undefined || (samples[key] ??= []).length >= SAMPLES) continue;
    const where = d.file ? `${d.file}${d.line === undefined ? '' : `:${d.line}`}  ` : '';
    samples[key].push(`${where}${d.message.length > 300 ? `${d.message.slice(0, 300)}…` : d.message}`);
  }
  return samples;
}

export function classify(step) {
  if (!step?.diagnostics) return undefined;
  const errors = step.diagnostics.filter((d) => d.severity === 'error');
  const warnings = step.diagnostics.filter((d) => d.severity === 'warning');
  return {
    errors: countBy(errors, kindOf),
    warnings: countBy(warnings, kindOf),
    leftOut: countBy(step.diagnostics, leftOutKind),
    samples: { errors: samplesBy(errors, kindOf), warnings: samplesBy(warnings, kindOf) },
  };
}
