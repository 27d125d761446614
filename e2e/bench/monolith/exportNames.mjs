// The names a TypeScript module exports, read from its syntax (no type checking), and whether
// each is a value or only a type.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const ts = createRequire(import.meta.url)('typescript');

const hasModifier = (node, kind) =>
  (ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined)?.some((m) => m.kind === kind) ??
  false;

function bindingNames(name, into) {
  if (ts.isIdentifier(name)) into.push(name.text);
  else
    for (const element of name.elements)
      if (!ts.isOmittedExpression(element)) bindingNames(element.name, into);
}

/**
 * @param {string} file a .ts/.tsx file
 * @returns {Map<string, 'value' | 'type'>} exported name → kind
 */
export function exportNames(file) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  /** @type {Map<string, 'value' | 'type'>} */
  const names = new Map();
  const add = (name, kind) => {
    if (names.get(name) !== 'value') names.set(name, kind);
  };
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (!statement.exportClause) {
        throw new Error(`${file}: "export * from" cannot be checked by name; list the names`);
      }
      if (ts.isNamespaceExport(statement.exportClause)) {
        add(statement.exportClause.name.text, statement.isTypeOnly ? 'type' : 'value');
        continue;
      }
      for (const element of statement.exportClause.elements) {
        add(element.name.text, statement.isTypeOnly || element.isTypeOnly ? 'type' : 'value');
      }
      continue;
    }
    if (ts.isExportAssignment(statement)) {
      add('default', 'value');
      continue;
    }
    if (!hasModifier(statement, ts.SyntaxKind.ExportKeyword)) continue;
    const isDefault = hasModifier(statement, ts.SyntaxKind.DefaultKeyword);
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
      add(isDefault ? 'default' : statement.name.text, 'type');
    } else if (ts.isVariableStatement(statement)) {
      const declared = [];
      for (const declaration of statement.declarationList.declarations) {
        bindingNames(declaration.name, declared);
      }
      for (const name of declared) add(name, 'value');
    } else if (
      ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isEnumDeclaration(statement) ||
      ts.isModuleDeclaration(statement)
    ) {
      const declareOnly = hasModifier(statement, ts.SyntaxKind.DeclareKeyword);
      const name = isDefault ? 'default' : statement.name?.text;
      if (name) add(name, declareOnly ? 'type' : 'value');
    }
  }
  return names;
}

/**
 * Every name `real` exports must be exported by `standIn` too, as a value where it is a value.
 * @returns {string[]} what is missing, as readable lines (empty when the stand-in is complete)
 */
export function missingExports(real, standIn) {
  const want = exportNames(real);
  const have = exportNames(standIn);
  const missing = [];
  for (const [name, kind] of want) {
    const found = have.get(name);
    if (!found) missing.push(`${name} (${kind})`);
    else if (kind === 'value' && found !== 'value') missing.push(`${name} (a value, not a type)`);
  }
  return missing;
}
