/**
 * `npx tsx bench/longest-functions.ts [--over N] [folder]`: the longest functions in src/ (or the folder given), by
 * lines from the first line of the function to its last. Issue 17 bounds them at 80 lines; a function that is only a
 * data table (an object or array literal returned or assigned) is not code and is left out.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface FunctionLength {
  file: string;
  name: string;
  line: number;
  lines: number;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(source).slice(0, 40)})`;
  return '(anonymous)';
}

/** A body whose only statement returns (or an arrow whose body is) an object or array literal: a data table. */
function isDataTable(node: ts.FunctionLikeDeclaration): boolean {
  const body = node.body;
  if (!body) return false;
  const literal = (e: ts.Expression): boolean => {
    const inner = ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) ? e.expression : e;
    return ts.isObjectLiteralExpression(inner) || ts.isArrayLiteralExpression(inner);
  };
  if (!ts.isBlock(body)) return literal(body);
  return body.statements.length === 1 && ts.isReturnStatement(body.statements[0]!) && !!body.statements[0].expression && literal(body.statements[0].expression);
}

export function functionLengths(root: string): FunctionLength[] {
  const found: FunctionLength[] = [];
  for (const file of sourceFiles(root)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body && !isDataTable(node)) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        found.push({ file: relative(process.cwd(), file), name: nameOf(node, source), line: start + 1, lines: end - start + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found.sort((a, b) => b.lines - a.lines);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const args = process.argv.slice(2);
  const overAt = args.indexOf('--over');
  const over = overAt >= 0 ? Number(args[overAt + 1]) : 80;
  const root = args.filter((a, i) => a !== '--over' && i !== overAt + 1)[0] ?? 'src';
  const all = functionLengths(root);
  const long = all.filter((f) => f.lines > over);
  for (const f of long) console.log(`${String(f.lines).padStart(4)}  ${f.file}:${f.line}  ${f.name}`);
  const top = all[0];
  console.log(`${all.length} functions in ${root}; ${long.length} over ${over} lines; the longest: ${top ? `${top.name} (${top.file}:${top.line}), ${top.lines} lines` : 'none'}.`);
}
