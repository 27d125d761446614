// A type's text as the checker prints it, made the same on every machine and for every order
// the checker met the types in: no file paths (`import("/abs/path").Name` becomes `Name`), no
// symbol numbers, the members of unions, intersections and object types sorted (the checker
// orders them by creation, which moves when unrelated code changes), whitespace collapsed. Texts too long to review become a hash.
const { createHash } = require('node:crypto');
const ts = require('typescript');

/** Longer texts are recorded as `sha256:<16 hex digits>`: the record stays reviewable. */
const MAX_SIGNATURE_LENGTH = 400;

const IMPORT_QUALIFIER = /import\("[^"]*"\)\./g;
/** A unique symbol's member as the checker names it, `__@toPrimitive@2203`: the number moves. */
const SYMBOL_NUMBER = /(__@[A-Za-z_$][\w$]*)@\d+/g;

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/** @param {ts.TransformationContext} context */
function sortUnionsAndIntersections(context) {
  /** @param {ts.SourceFile} sourceFile */
  return (sourceFile) => {
    // Printed once per node: a sort compares each member many times.
    /** @type {Map<ts.Node, string>} */
    const printed = new Map();
    const textOf = (/** @type {ts.Node} */ node) => {
      const known = printed.get(node);
      if (known !== undefined) return known;
      const text = printer.printNode(ts.EmitHint.Unspecified, node, sourceFile);
      printed.set(node, text);
      return text;
    };
    /** @template {ts.Node} T @param {readonly T[]} types @returns {T[]} */
    const byText = (types) =>
      [...types].sort((a, b) => {
        const left = textOf(a);
        const right = textOf(b);
        return left < right ? -1 : left > right ? 1 : 0;
      });
    /** @type {ts.Visitor} */
    const visit = (node) => {
      const visited = ts.visitEachChild(node, visit, context);
      if (ts.isUnionTypeNode(visited)) {
        return context.factory.updateUnionTypeNode(
          visited,
          context.factory.createNodeArray(byText(visited.types)),
        );
      }
      // Property order is the checker's too (a mapped type's follows its keys' union order).
      if (ts.isTypeLiteralNode(visited)) {
        const properties = visited.members.filter(ts.isPropertySignature);
        const others = visited.members.filter((member) => !ts.isPropertySignature(member));
        return context.factory.updateTypeLiteralNode(
          visited,
          context.factory.createNodeArray([...others, ...byText(properties)]),
        );
      }
      if (ts.isIntersectionTypeNode(visited)) {
        return context.factory.updateIntersectionTypeNode(
          visited,
          context.factory.createNodeArray(byText(visited.types)),
        );
      }
      return visited;
    };
    return /** @type {ts.SourceFile} */ (ts.visitNode(sourceFile, visit));
  };
}

/** The text in its canonical form (unchanged when it does not parse as a type). */
function canonicalTypeText(/** @type {string} */ text) {
  const withoutPaths = text.replace(IMPORT_QUALIFIER, '').replace(SYMBOL_NUMBER, '$1');
  const source = ts.createSourceFile(
    'signature.ts',
    `type Signature = ${withoutPaths};`,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.TS,
  );
  /** @type {readonly ts.Diagnostic[]} */
  const parseProblems = /** @type {{ parseDiagnostics: ts.Diagnostic[] }} */ (
    /** @type {unknown} */ (source)
  ).parseDiagnostics;
  const [statement] = source.statements;
  if (parseProblems.length > 0 || !statement || !ts.isTypeAliasDeclaration(statement)) {
    return collapseWhitespace(withoutPaths);
  }
  const result = ts.transform(source, [sortUnionsAndIntersections]);
  const sorted = /** @type {ts.TypeAliasDeclaration} */ (result.transformed[0]?.statements[0]);
  const printed = printer.printNode(ts.EmitHint.Unspecified, sorted.type, source);
  result.dispose();
  return collapseWhitespace(printed);
}

function collapseWhitespace(/** @type {string} */ text) {
  return text.replace(/\s+/g, ' ').trim();
}

/** What the record holds: the canonical text, or its hash when it is too long to review. */
function recordedSignature(/** @type {string} */ canonicalText) {
  if (canonicalText.length <= MAX_SIGNATURE_LENGTH) return canonicalText;
  const hash = createHash('sha256').update(canonicalText).digest('hex').slice(0, 16);
  return `sha256:${hash}`;
}

module.exports = { MAX_SIGNATURE_LENGTH, canonicalTypeText, recordedSignature };
