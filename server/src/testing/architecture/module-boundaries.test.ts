import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { sqlExportsOfFaces } from './face-exports'
import {
  deepModuleImports,
  fileCycles,
  folderCycles,
  folderOf,
  type ImportEdge,
  readImportGraph,
} from './import-graph'
import {
  foreignTableAccesses,
  readSchemaTables,
  readTableAccesses,
  type TableAccess,
  tableAccessesOf,
} from './table-access'
import { TABLE_OWNERS } from './table-owners'

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const edges = readImportGraph(serverSrc)
const tables = readSchemaTables(path.join(serverSrc, 'db', 'schema'))
const moduleNames = readdirSync(path.join(serverSrc, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const show = (list: ImportEdge[]) => list.map(({ from, to }) => `${from} -> ${to}`)

describe('module boundaries of server/src (ARCHITECTURE.md)', () => {
  it('reads the real graph', () => {
    expect(edges.length).toBeGreaterThan(300)
    expect(edges).toContainEqual({ from: 'app.ts', to: 'modules/records/index.ts' })
  })

  it('gives every module a public face', () => {
    const modules = readdirSync(path.join(serverSrc, 'modules'), { withFileTypes: true })
    for (const entry of modules.filter((e) => e.isDirectory())) {
      const face = readdirSync(path.join(serverSrc, 'modules', entry.name))
      expect(face, `modules/${entry.name}/index.ts`).toContain('index.ts')
    }
  })

  it('reaches another module only through its index.ts', () => {
    expect(show(deepModuleImports(edges))).toEqual([])
  })

  it('reads documents without a database: reading/ imports no module and nothing of db/', () => {
    const reaching = edges.filter(
      ({ from, to }) =>
        from.startsWith('reading/') &&
        !/\.test\.tsx?$/.test(from) &&
        /^(modules|db|composition)\//.test(to),
    )
    expect(show(reaching)).toEqual([])
  })

  it('reaches reading/ through its index.ts from production code', () => {
    const deep = edges.filter(
      ({ from, to }) =>
        !from.startsWith('reading/') &&
        !/\.test\.tsx?$/.test(from) &&
        to.startsWith('reading/') &&
        to !== 'reading/index.ts',
    )
    expect(show(deep)).toEqual([])
  })

  it('has no import cycle between folders', () => {
    expect(folderCycles(edges)).toEqual([])
  })

  it('has no import cycle between files', () => {
    expect(fileCycles(edges)).toEqual([])
  })
})

describe('tables and faces (ARCHITECTURE.md: one owner a table, no SQL across a face)', () => {
  it('gives every table one owning module that exists', () => {
    expect([...tables.values()].filter((table) => !TABLE_OWNERS[table])).toEqual([])
    const owners = new Set(Object.values(TABLE_OWNERS))
    expect([...owners].filter((owner) => !moduleNames.includes(owner))).toEqual([])
    expect(
      Object.keys(TABLE_OWNERS).filter((table) => ![...tables.values()].includes(table)),
    ).toEqual([])
  })

  it("lets only a table's owner read or write it", () => {
    const found = foreignTableAccesses(readTableAccesses(serverSrc, tables), TABLE_OWNERS)
    expect(found).toEqual([])
  })

  it('exports no SQL from a face', () => {
    const faces = moduleNames.map((name) => path.join(serverSrc, 'modules', name, 'index.ts'))
    const tsconfig = path.resolve(serverSrc, '..', '..', 'tsconfig.json')
    expect(sqlExportsOfFaces(faces, tsconfig)).toEqual([])
  }, 120_000)
})

describe("the README's module map (issue 29)", () => {
  it('has one row per module, in the modules folder', () => {
    const readme = readFileSync(path.join(serverSrc, '..', '..', 'README.md'), 'utf8')
    const map = readme.slice(readme.indexOf('### Modules, owners, faces, jobs'))
    const rows = [...map.matchAll(/^\| `([a-z]+)` \|/gm)].map((match) => match[1])
    expect([...rows].sort()).toEqual([...moduleNames].sort())
  })
})

describe('the boundary checks themselves', () => {
  const fake: ImportEdge[] = [
    { from: 'modules/documents/documents.service.ts', to: 'modules/records/index.ts' },
    { from: 'modules/documents/documents.service.ts', to: 'modules/records/saved.queries.ts' },
    { from: 'modules/records/search.service.ts', to: 'modules/records/index.ts' },
    { from: 'modules/documents/x.test.ts', to: 'modules/records/saved.queries.ts' },
  ]

  it('names a deep import, from production code or a test', () => {
    expect(show(deepModuleImports(fake))).toEqual([
      'modules/documents/documents.service.ts -> modules/records/saved.queries.ts',
      'modules/documents/x.test.ts -> modules/records/saved.queries.ts',
    ])
  })

  it('finds a cycle between folders through a third one', () => {
    const cyclic: ImportEdge[] = [
      { from: 'modules/accounts/trial.service.ts', to: 'modules/billing/index.ts' },
      { from: 'modules/billing/billing.routes.ts', to: 'jobs/job-queue.ts' },
      { from: 'jobs/job-queue.ts', to: 'modules/accounts/index.ts' },
    ]
    expect(folderCycles(cyclic)).toEqual([['jobs', 'modules/accounts', 'modules/billing']])
    expect(folderCycles(cyclic.slice(0, 2))).toEqual([])
  })

  it('finds a cycle between two files', () => {
    const cyclic: ImportEdge[] = [
      { from: 'db/schema/records.ts', to: 'db/schema/sources.ts' },
      { from: 'db/schema/sources.ts', to: 'db/schema/records.ts' },
    ]
    expect(fileCycles(cyclic)).toEqual([['db/schema/records.ts', 'db/schema/sources.ts']])
  })

  it("names a module that reads or writes another module's table, in Drizzle or in SQL text", () => {
    const schema = new Map([
      ['leads', 'leads'],
      ['filings', 'filings'],
    ])
    const accesses: TableAccess[] = [
      ...tableAccessesOf(
        'modules/documents/a.ts',
        'db.insert(leads).values(x) // not: from filings\nsql`select 1 from filings f`',
        schema,
      ),
      // A table object interpolated into SQL text: sql`update ${leads} set ...`.
      ...tableAccessesOf('modules/crm/b.ts', `sql\`update $${'{leads}'} set x = 1\``, schema),
      ...tableAccessesOf('composition/c.ts', 'db.select().from(leads)', schema),
    ]
    expect(foreignTableAccesses(accesses, { leads: 'leads', filings: 'records' })).toEqual([
      "composition/c.ts reads leads (leads's)",
      "modules/crm/b.ts writes leads (leads's)",
      "modules/documents/a.ts reads filings (records's)",
      "modules/documents/a.ts writes leads (leads's)",
    ])
  })

  it('names a face that exports SQL, and lets a database handle through', () => {
    const fake = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'fake-face.ts')
    const tsconfig = path.resolve(serverSrc, '..', '..', 'tsconfig.json')
    expect(sqlExportsOfFaces([fake], tsconfig)).toEqual([
      'fixtures -> StageBuilder',
      'fixtures -> StateSql',
      'fixtures -> caseStateRow',
      'fixtures -> stageCondition',
    ])
  }, 120_000)

  it('counts root files as nodes of their own and modules by name', () => {
    expect(folderOf('app.ts')).toBe('app.ts')
    expect(folderOf('modules/records/ingestion/fetch.ts')).toBe('modules/records')
    expect(folderOf('db/schema/users.ts')).toBe('db')
  })
})
