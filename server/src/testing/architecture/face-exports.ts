/**
 * What each module's face (`modules/<name>/index.ts`) exports that carries SQL: a value, a
 * function's parameter or result, or a type's property whose type is Drizzle's `SQL` (or a
 * placeholder or column of it). A face exports functions and types, never SQL fragments for
 * another module to splice into its statements (ARCHITECTURE.md). Read with TypeScript's own
 * type checker, so an alias or an inferred return type is seen as the compiler sees it.
 */
import path from 'node:path'
import ts from 'typescript'

/** Types that are SQL for the rule: a fragment, a placeholder, a column or a table object. */
const SQL_TYPE = /\b(?:SQL|SQLWrapper|Placeholder|PgColumn|PgTableWithColumns|SQL\.Aliased)\b/

function compilerOptions(tsconfigPath: string): ts.CompilerOptions {
  const read = ts.readConfigFile(tsconfigPath, ts.sys.readFile)
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(tsconfigPath))
  return { ...parsed.options, noEmit: true }
}

/**
 * A database handle (the Db, a transaction, or a part of one with `execute`): the way a caller
 * hands a face its connection, not SQL it splices. Its own methods take SQL, by design.
 */
function isDatabaseHandle(type: ts.Type): boolean {
  const parts = type.isUnion() ? type.types : [type]
  return parts.every((part) => part.getProperty('execute') !== undefined)
}

/**
 * A function type as its result and parameters (so a callback taking the database handle is
 * read as a function is); any other type as itself.
 */
function callableParts(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): ts.Type[] {
  const signatures = type.getNonNullableType().getCallSignatures()
  if (signatures.length === 0) return [type]
  return signatures.flatMap((signature) => [
    signature.getReturnType(),
    ...signature
      .getParameters()
      .map((parameter) => checker.getTypeOfSymbolAtLocation(parameter, at)),
  ])
}

/**
 * The types an export is made of: its value's type, a function's parameters and result, a type's
 * properties (a function-typed property's parameters and result).
 */
function typesOf(checker: ts.TypeChecker, symbol: ts.Symbol, at: ts.Node): ts.Type[] {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
  const types: ts.Type[] = []
  if (target.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface)) {
    const type = checker.getDeclaredTypeOfSymbol(target)
    if (isDatabaseHandle(type)) return []
    for (const property of type.getProperties()) {
      types.push(...callableParts(checker, checker.getTypeOfSymbolAtLocation(property, at), at))
    }
    if (type.getProperties().length === 0) types.push(type)
  }
  if (target.flags & ts.SymbolFlags.Value) {
    const type = checker.getTypeOfSymbolAtLocation(target, at)
    const signatures = type.getCallSignatures()
    if (signatures.length === 0) types.push(type)
    for (const signature of signatures) {
      types.push(signature.getReturnType())
      for (const parameter of signature.getParameters()) {
        types.push(checker.getTypeOfSymbolAtLocation(parameter, at))
      }
    }
  }
  return types.filter((type) => !isDatabaseHandle(type))
}

/**
 * `face -> export` for every export of the given faces whose type carries SQL. `faces` are
 * absolute paths; `tsconfigPath` gives the compiler options (paths, strictness).
 */
export function sqlExportsOfFaces(faces: readonly string[], tsconfigPath: string): string[] {
  const program = ts.createProgram([...faces], compilerOptions(tsconfigPath))
  const checker = program.getTypeChecker()
  const found: string[] = []
  for (const face of faces) {
    const source = program.getSourceFile(face)
    const moduleSymbol = source && checker.getSymbolAtLocation(source)
    if (!source || !moduleSymbol) throw new Error(`sqlExportsOfFaces: cannot read ${face}`)
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias
      const texts = typesOf(checker, symbol, source).map((t) =>
        checker.typeToString(t, source, flags),
      )
      if (texts.some((text) => SQL_TYPE.test(text))) {
        found.push(`${path.basename(path.dirname(face))} -> ${symbol.getName()}`)
      }
    }
  }
  return found.sort()
}
