import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Finds interface text written into components instead of a catalogue (issue 14): JSX text, visible attributes
 * (aria-label, alt, title, placeholder ...) and `{'text'}` with letters, outside Lingui's <Trans>. The back
 * office stays English and is not scanned; nor are tests.
 */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'alt',
  'title',
  'placeholder',
  'label',
  'legend',
  'hint',
  'caption',
  'heading',
  'description',
  'emptyText',
  'message',
  'text',
]);
const LETTERS = /\p{L}{2}/u;
const NOT_SCANNED = [/\.test\.tsx?$/, /\/test\//, /\/testing\.tsx?$/, /\/features\/admin\//, /\/app\/routes\/admin\//];

export type LiteralText = { file: string; line: number; text: string };

function insideTrans(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxElement(parent) && parent.openingElement.tagName.getText() === 'Trans') return true;
  }
  return false;
}

/** The literal texts of one component's source (`file` names it in the result). */
export function literalTextsInSource(code: string, file: string): LiteralText[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: LiteralText[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.trim(),
    });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTERS.test(node.text) && !insideTrans(node)) report(node, node.text);
    if (
      ts.isJsxAttribute(node) &&
      VISIBLE_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      LETTERS.test(node.initializer.text)
    ) {
      report(node, `${node.name.getText()}="${node.initializer.text}"`);
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      LETTERS.test(node.expression.text) &&
      !ts.isJsxAttribute(node.parent) &&
      !insideTrans(node)
    ) {
      report(node, node.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return full.endsWith('.tsx') ? [full] : [];
  });
}

/** Every literal text in the web app's components, by file (paths relative to `sourceRoot`). */
export function findLiteralTexts(sourceRoot: string): LiteralText[] {
  return filesUnder(sourceRoot)
    .filter((file) => !NOT_SCANNED.some((pattern) => pattern.test(file.split(path.sep).join('/'))))
    .flatMap((file) => literalTextsInSource(readFileSync(file, 'utf8'), path.relative(sourceRoot, file)));
}
