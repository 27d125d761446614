// A shared package's public surface as the TypeScript checker sees it: for each public entry
// point, each export's name, kind (a value, a type, or both) and signature. One program holds
// every package asked for, so the checker resolves the types they share once.
const ts = require('typescript');
const { canonicalTypeText, recordedSignature } = require('./signatureText.cjs');

/** @typedef {'value' | 'type' | 'both'} ExportKind */
/** @typedef {{ kind: ExportKind, signature: string }} ExportShape */
/** @typedef {Record<string, Record<string, ExportShape>>} Surface  entry point → name → shape */

/**
 * The options every surface is computed with (those of tsconfig.base.json that shape types),
 * fixed here so that a record does not depend on where it was computed.
 * @type {ts.CompilerOptions}
 */
const COMPILER_OPTIONS = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  esModuleInterop: true,
  skipLibCheck: true,
  resolveJsonModule: true,
  noEmit: true,
  types: [],
};

const FORMAT =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** A member code outside the type may use: not private, protected or #private. */
function isPublicMember(/** @type {ts.Symbol} */ symbol) {
  const hidden = ts.ModifierFlags.Private | ts.ModifierFlags.Protected;
  return (
    !symbol.name.startsWith('__#') &&
    !(symbol.declarations ?? []).some(
      (declaration) => ts.getCombinedModifierFlags(declaration) & hidden,
    )
  );
}

/**
 * The members of an object type (an interface, a class's instances or statics, an enum), sorted
 * by name: the checker prints a named type by its name only.
 * @param {ts.TypeChecker} checker @param {ts.Type} type
 */
function membersText(checker, type) {
  const parts = [];
  for (const signature of type.getCallSignatures()) {
    parts.push(checker.signatureToString(signature, undefined, FORMAT));
  }
  for (const signature of type.getConstructSignatures()) {
    parts.push(`new ${checker.signatureToString(signature, undefined, FORMAT)}`);
  }
  for (const info of checker.getIndexInfosOfType(type)) {
    const key = checker.typeToString(info.keyType, undefined, FORMAT);
    parts.push(`[key: ${key}]: ${checker.typeToString(info.type, undefined, FORMAT)}`);
  }
  const properties = checker
    .getPropertiesOfType(type)
    .filter(isPublicMember)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const property of properties) {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    const propertyType = checker.getTypeOfSymbol(property);
    parts.push(
      `${property.name}${optional}: ${checker.typeToString(propertyType, undefined, FORMAT)}`,
    );
  }
  return `{ ${parts.map((part) => `${part};`).join(' ')} }`;
}

/** @param {ts.TypeChecker} checker @param {ts.Symbol} symbol */
function valueText(checker, symbol) {
  const type = checker.getTypeOfSymbol(symbol);
  const text = checker.typeToString(type, undefined, FORMAT);
  // A class, an enum or a namespace prints as `typeof Name`: say what it holds instead.
  return text.startsWith('typeof ') ? membersText(checker, type) : text;
}

/** @param {ts.TypeChecker} checker @param {ts.Symbol} symbol */
function typeText(checker, symbol) {
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  if (symbol.flags & ts.SymbolFlags.TypeAlias) {
    return checker.typeToString(type, undefined, FORMAT | ts.TypeFormatFlags.InTypeAlias);
  }
  const parameters = /** @type {ts.InterfaceType} */ (type).typeParameters ?? [];
  const generics = parameters.length
    ? `<${parameters.map((parameter) => checker.typeToString(parameter, undefined, FORMAT)).join(', ')}>`
    : '';
  return `${generics}${membersText(checker, type)}`;
}

/** @param {ts.TypeChecker} checker @param {ts.Symbol} exported @returns {ExportShape} */
function shapeOf(checker, exported) {
  const symbol =
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const isValue = (symbol.flags & ts.SymbolFlags.Value) !== 0;
  const isType = (symbol.flags & ts.SymbolFlags.Type) !== 0;
  if (isValue && isType) {
    const text = `value ${canonicalTypeText(valueText(checker, symbol))}; type ${canonicalTypeText(typeText(checker, symbol))}`;
    return { kind: 'both', signature: recordedSignature(text) };
  }
  const text = isValue ? valueText(checker, symbol) : typeText(checker, symbol);
  return {
    kind: isValue ? 'value' : 'type',
    signature: recordedSignature(canonicalTypeText(text)),
  };
}

/**
 * The surfaces of the packages, in their order.
 * @param {import('./sharedPackages.cjs').SharedPackage[]} packages
 * @returns {Surface[]}
 */
function computeSurfaces(packages) {
  const files = packages.flatMap((sharedPackage) => Object.values(sharedPackage.entryPoints));
  const program = ts.createProgram(files, COMPILER_OPTIONS);
  const checker = program.getTypeChecker();
  return packages.map((sharedPackage) => {
    /** @type {Surface} */
    const surface = {};
    for (const [entryPoint, file] of Object.entries(sharedPackage.entryPoints).sort()) {
      const source = program.getSourceFile(file);
      const moduleSymbol = source && checker.getSymbolAtLocation(source);
      if (!moduleSymbol) {
        throw new Error(`${sharedPackage.name} "${entryPoint}": ${file} is not a module`);
      }
      const exported = checker
        .getExportsOfModule(moduleSymbol)
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      surface[entryPoint] = Object.fromEntries(
        exported.map((symbol) => [symbol.name, shapeOf(checker, symbol)]),
      );
    }
    return surface;
  });
}

module.exports = { computeSurfaces };
