import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  deepModuleImports,
  fileCycles,
  folderCycles,
  folderOf,
  type ImportEdge,
  readImportGraph,
} from './import-graph'

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const edges = readImportGraph(serverSrc)
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

  it('has no import cycle between folders', () => {
    expect(folderCycles(edges)).toEqual([])
  })

  it('has no import cycle between files', () => {
    expect(fileCycles(edges)).toEqual([])
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

  it('counts root files as nodes of their own and modules by name', () => {
    expect(folderOf('app.ts')).toBe('app.ts')
    expect(folderOf('modules/records/ingestion/fetch.ts')).toBe('modules/records')
    expect(folderOf('db/schema/users.ts')).toBe('db')
  })
})
