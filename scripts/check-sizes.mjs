#!/usr/bin/env node
// Size limits that keep the code readable: no source file over 300 lines, no function over 80 lines. A function
// may be longer when the comment just above it says why, starting with "Long because". Run by `npm test`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAX_FILE_LINES = 300;
const MAX_FUNCTION_LINES = 80;

function sourceFiles(folder) {
  const out = [];
  for (const name of readdirSync(path.join(ROOT, folder))) {
    const relative = `${folder}/${name}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) out.push(...sourceFiles(relative));
    else if (/\.(ts|tsx)$/.test(name)) out.push(relative);
  }
  return out;
}

const problems = [];
for (const file of [...sourceFiles('src'), ...sourceFiles('templates')]) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_FILE_LINES) problems.push(`${file}: ${lines} lines (at most ${MAX_FILE_LINES}; split it by job)`);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const length = end - start + 1;
      if (length > MAX_FUNCTION_LINES && !explained(node, text)) {
        problems.push(`${file}:${start + 1}: a function of ${length} lines (at most ${MAX_FUNCTION_LINES}, or a "Long because" comment above it)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** True when a comment right above the function (or the statement holding it) starts with "Long because". */
function explained(node, text) {
  let holder = node;
  while (holder.parent && !ts.isSourceFile(holder.parent) && !ts.isBlock(holder.parent) && !ts.isClassLike(holder.parent)) holder = holder.parent;
  const comments = ts.getLeadingCommentRanges(text, holder.getFullStart()) ?? [];
  return comments.some((range) => /Long because/.test(text.slice(range.pos, range.end)));
}

if (problems.length) {
  console.error(`Size check: ${problems.length} problem${problems.length === 1 ? '' : 's'}:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('Size check: every file and function is within its limit.');
