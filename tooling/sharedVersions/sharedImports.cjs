// What an app takes from each federated singleton at run time, found by parsing (no type check)
// every module its build bundles: from its entry files, through relative imports, dynamic
// imports and the workspace modules it bundles (such as '@glow/shared-ui/pages', whose modules
// reach shared-ui's main entry by its package name). An import that reaches a singleton's code
// by a relative path bundles that code: it is followed, not counted as a shared import.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { resolveWorkspaceImport, workspaceFolders } = require('./workspace.cjs');

/** Every export of the module: a namespace import, `export *` or a dynamic import. */
const EVERY_EXPORT = '*';

const RESOLVED_EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The imports one module makes at run time: each specifier with the names it takes (type-only
 * imports and names left out).
 * @param {ts.SourceFile} source
 * @returns {{ specifier: string, names: string[] }[]}
 */
function runtimeImportsOf(source) {
  /** @type {{ specifier: string, names: string[] }[]} */
  const found = [];
  const specifierOf = (/** @type {ts.Expression | undefined} */ node) =>
    node && ts.isStringLiteral(node) ? node.text : null;
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const specifier = specifierOf(statement.moduleSpecifier);
      const clause = statement.importClause;
      if (!specifier || clause?.isTypeOnly) continue;
      /** @type {string[]} */
      const names = [];
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push(EVERY_EXPORT);
      if (bindings && ts.isNamedImports(bindings)) {
        const values = bindings.elements.filter((element) => !element.isTypeOnly);
        if (values.length === 0 && !clause?.name) continue;
        names.push(...values.map((element) => (element.propertyName ?? element.name).text));
      }
      found.push({ specifier, names });
    } else if (ts.isExportDeclaration(statement)) {
      const specifier = specifierOf(statement.moduleSpecifier);
      if (!specifier || statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (!clause || ts.isNamespaceExport(clause)) {
        found.push({ specifier, names: [EVERY_EXPORT] });
      } else {
        const values = clause.elements.filter((element) => !element.isTypeOnly);
        if (values.length > 0) {
          found.push({
            specifier,
            names: values.map((element) => (element.propertyName ?? element.name).text),
          });
        }
      }
    }
  }
  if (source.text.includes('import(')) {
    /** @param {ts.Node} node */
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const specifier = specifierOf(node.arguments[0]);
        if (specifier) found.push({ specifier, names: [EVERY_EXPORT] });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

function resolveRelative(/** @type {string} */ from, /** @type {string} */ specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  const file = RESOLVED_EXTENSIONS.map((extension) => base + extension).find((candidate) =>
    existsSync(candidate),
  );
  // Anything else (JSON, styles, a JavaScript file) holds no import of a singleton.
  return file ?? null;
}

function parse(/** @type {string} */ file) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind);
}

/**
 * The names the modules bundled from `entryFiles` import from each of `singletons`.
 * @param {object} input
 * @param {string} input.root          the repository root (its folders are the workspace packages)
 * @param {string[]} input.entryFiles  the app's entry modules, absolute
 * @param {string[]} input.singletons  the federated specifiers to report, such as shared-ui's main entry
 * @returns {Map<string, Set<string>>}  singleton → names ('*': every export); absent when unused
 */
function sharedImports({ root, entryFiles, singletons }) {
  const folders = workspaceFolders(root);
  /** @type {Map<string, Set<string>>} */
  const used = new Map();
  const seen = new Set(entryFiles);
  const queue = [...entryFiles];
  for (let file = queue.pop(); file; file = queue.pop()) {
    for (const { specifier, names } of runtimeImportsOf(parse(file))) {
      if (singletons.includes(specifier)) {
        const set = used.get(specifier) ?? new Set();
        for (const name of names) set.add(name);
        used.set(specifier, set);
        continue;
      }
      const next = specifier.startsWith('.')
        ? resolveRelative(file, specifier)
        : resolveWorkspaceImport(folders, specifier);
      if (next && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return used;
}

module.exports = { EVERY_EXPORT, runtimeImportsOf, sharedImports };
