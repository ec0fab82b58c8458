/**
 * Which module's production code reads or writes which table, read from the source text: Drizzle
 * calls on a table object (`.insert(leads)`, `.from(filings)`, `.leftJoin(users, ...)`) and SQL
 * text naming a table (`insert into leads`, `update users`, `from filings f`, `join users`). The
 * rule it serves (ARCHITECTURE.md): a table has one owning module, the only one that reads or
 * writes it; another module calls the owner's face. Used by module-boundaries.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Drizzle table objects by their exported name, each with its SQL name (`leads` -> 'leads'). */
export function readSchemaTables(schemaDir: string): Map<string, string> {
  const tables = new Map<string, string>()
  for (const file of readdirSync(schemaDir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue
    const text = readFileSync(path.join(schemaDir, file), 'utf8')
    for (const match of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      tables.set(match[1] as string, match[2] as string)
    }
  }
  return tables
}

export interface TableAccess {
  /** The file, relative to server/src. */
  file: string
  table: string
  kind: 'read' | 'write'
}

const DRIZZLE_WRITE = /\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g
const DRIZZLE_READ = /\.(?:from|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*(\w+)\s*[,)]/g
const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi
const SQL_READ = /\b(?:from|join)\s+"?(\w+)"?/gi
/** A table object interpolated into SQL text: `insert into ${alertQuotas}`, `from ${leads}`. */
const SQL_WRITE_OBJECT = /\b(?:insert\s+into|update|delete\s+from)\s+\$\{\s*(\w+)\s*\}/gi
const SQL_READ_OBJECT = /\b(?:from|join)\s+\$\{\s*(\w+)\s*\}/gi

/** The text without its comments (block and line comments; a `//` in a string is rare enough). */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

/** The tables one file's text reads and writes (tables: schemaTables' map). */
export function tableAccessesOf(
  file: string,
  source: string,
  tables: ReadonlyMap<string, string>,
): TableAccess[] {
  const text = withoutComments(source)
  const names = new Set(tables.values())
  const found = new Map<string, TableAccess>()
  const add = (table: string | undefined, kind: TableAccess['kind']) => {
    if (table) found.set(`${kind}:${table}`, { file, table, kind })
  }
  for (const match of text.matchAll(DRIZZLE_WRITE)) add(tables.get(match[1] as string), 'write')
  for (const match of text.matchAll(DRIZZLE_READ)) add(tables.get(match[1] as string), 'read')
  for (const match of text.matchAll(SQL_WRITE_OBJECT)) add(tables.get(match[1] as string), 'write')
  for (const match of text.matchAll(SQL_READ_OBJECT)) add(tables.get(match[1] as string), 'read')
  for (const match of text.matchAll(SQL_WRITE)) {
    const name = (match[1] as string).toLowerCase()
    if (names.has(name)) add(name, 'write')
  }
  for (const match of text.matchAll(SQL_READ)) {
    const name = (match[1] as string).toLowerCase()
    if (names.has(name)) add(name, 'read')
  }
  return [...found.values()]
}

function listProductionFiles(dir: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) files.push(...listProductionFiles(full))
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full)
  }
  return files
}

/** Every table access of the production files under `root`'s modules/ and other folders. */
export function readTableAccesses(root: string, tables: ReadonlyMap<string, string>) {
  const accesses: TableAccess[] = []
  for (const file of listProductionFiles(root)) {
    const relative = path.relative(root, file)
    // The schema declares the tables; tests' own tooling writes rows on purpose.
    if (/^(db|testing)[\\/]/.test(relative)) continue
    accesses.push(...tableAccessesOf(relative, readFileSync(file, 'utf8'), tables))
  }
  return accesses
}

/** The module a file is in ('leads' for modules/leads/...), or null outside modules/. */
function moduleOfFile(file: string): string | null {
  const parts = file.split(/[\\/]/)
  return parts[0] === 'modules' && parts.length > 2 ? (parts[1] ?? null) : null
}

/**
 * The accesses that break the rule: a module touching a table another module owns, or code
 * outside modules/ touching any table (it goes through a face too).
 */
export function foreignTableAccesses(
  accesses: readonly TableAccess[],
  owners: Readonly<Record<string, string>>,
): string[] {
  return accesses
    .filter((access) => moduleOfFile(access.file) !== owners[access.table])
    .map((access) => `${access.file} ${access.kind}s ${access.table} (${owners[access.table]}'s)`)
    .sort()
}
