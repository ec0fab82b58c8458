// @vitest-environment node
/**
 * The shape of client/src (CONVENTIONS.md, bulletproof-react): a feature is reached only through
 * its face (`@/features/<name>`, its index.ts), features do not import each other (the app
 * composes them), the shared folders import no feature, and no two files import each other,
 * even through others. The import graph is read with TypeScript's own pre-processor (static,
 * dynamic and re-export specifiers, type-only imports included), as the server's
 * server/src/testing/architecture/import-graph.ts does.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/** One import: the importing file and the file it resolves to, relative to client/src. */
interface ImportEdge {
  from: string
  to: string
}

const clientSrc = path.dirname(fileURLToPath(import.meta.url))

function listSources(dir: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) files.push(...listSources(full))
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full)
  }
  return files
}

/** The file a specifier names: relative, or `@/` for client/src; null for packages and @common. */
function resolve(fromFile: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('@/')) base = path.join(clientSrc, specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier)
  else return null
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null
}

/** Every import between the files of client/src. */
function readImportGraph(): ImportEdge[] {
  const edges: ImportEdge[] = []
  for (const file of listSources(clientSrc)) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    for (const { fileName } of info.importedFiles) {
      const target = resolve(file, fileName)
      if (target) {
        edges.push({
          from: toPosix(path.relative(clientSrc, file)),
          to: toPosix(path.relative(clientSrc, target)),
        })
      }
    }
  }
  return edges
}

const toPosix = (file: string) => file.split(path.sep).join('/')

/** The feature a file belongs to (`features/<name>/...`), or null. */
function featureOf(file: string): string | null {
  return /^features\/([^/]+)\//.exec(file)?.[1] ?? null
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file)

/** Imports of another feature's inner files instead of its face (tests included). */
function deepFeatureImports(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter(({ from, to }) => {
    const target = featureOf(to)
    if (!target || featureOf(from) === target) return false
    return to !== `features/${target}/index.ts`
  })
}

/** Imports of one feature by another, even through its face: the app composes features. */
function crossFeatureImports(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter(({ from, to }) => {
    const source = featureOf(from)
    const target = featureOf(to)
    return source !== null && target !== null && source !== target
  })
}

/** Imports of a feature by the shared folders (components, hooks, lib): they serve every feature. */
function sharedImportsOfFeatures(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter(
    ({ from, to }) => /^(components|hooks|lib)\//.test(from) && featureOf(to) !== null,
  )
}

/** Cycles between files (production files only: nothing imports a test), one per component. */
function fileCycles(edges: ImportEdge[]): string[][] {
  const graph = new Map<string, Set<string>>()
  for (const { from, to } of edges) {
    if (isTest(from)) continue
    if (!graph.has(from)) graph.set(from, new Set())
    graph.get(from)?.add(to)
  }
  return stronglyConnected(graph).filter((component) => component.length > 1)
}

/** Tarjan's strongly connected components, each sorted. */
function stronglyConnected(graph: Map<string, Set<string>>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter)
    counter++
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0))
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0))
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string | undefined
      do {
        member = stack.pop()
        if (member === undefined) break
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      components.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return components
}

const show = (list: ImportEdge[]) => list.map(({ from, to }) => `${from} -> ${to}`)

describe('the import graph of client/src', () => {
  const edges = readImportGraph()
  const features = readdirSync(path.join(clientSrc, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

  it('is read from the real files', () => {
    expect(edges.length).toBeGreaterThan(500)
    expect(edges).toContainEqual({
      from: 'app/routes/home-route.tsx',
      to: 'features/accounts/index.ts',
    })
    expect(features).toContain('records')
  })

  it('gives every feature a face: its index.ts', () => {
    const faceless = features.filter(
      (name) => !existsSync(path.join(clientSrc, 'features', name, 'index.ts')),
    )
    expect(faceless).toEqual([])
  })

  it('reaches a feature only through its face', () => {
    expect(show(deepFeatureImports(edges))).toEqual([])
  })

  it('has no feature importing another', () => {
    expect(show(crossFeatureImports(edges))).toEqual([])
  })

  it('has no shared folder (components, hooks, lib) importing a feature', () => {
    expect(show(sharedImportsOfFeatures(edges))).toEqual([])
  })

  it('has no import cycle between files', () => {
    expect(fileCycles(edges)).toEqual([])
  })
})

describe('the checks themselves, on made-up edges', () => {
  const fake: ImportEdge[] = [
    { from: 'app/router.tsx', to: 'features/accounts/index.ts' },
    { from: 'app/router.tsx', to: 'features/accounts/components/auth-page.tsx' },
    { from: 'features/records/components/page.tsx', to: 'features/accounts/api/get-user.ts' },
    { from: 'features/records/components/page.tsx', to: 'features/accounts/index.ts' },
    { from: 'features/records/components/page.tsx', to: 'features/records/api/search.ts' },
    { from: 'features/documents/lib/x.test.ts', to: 'features/billing/api/get-usage.ts' },
    { from: 'lib/query-keys.ts', to: 'features/leads/lib/lead-filters.ts' },
  ]

  it('name a deep import, from the app, another feature or a test', () => {
    expect(show(deepFeatureImports(fake))).toEqual([
      'app/router.tsx -> features/accounts/components/auth-page.tsx',
      'features/records/components/page.tsx -> features/accounts/api/get-user.ts',
      'features/documents/lib/x.test.ts -> features/billing/api/get-usage.ts',
      'lib/query-keys.ts -> features/leads/lib/lead-filters.ts',
    ])
  })

  it('name a feature importing another, even through its face', () => {
    expect(show(crossFeatureImports(fake))).toEqual([
      'features/records/components/page.tsx -> features/accounts/api/get-user.ts',
      'features/records/components/page.tsx -> features/accounts/index.ts',
      'features/documents/lib/x.test.ts -> features/billing/api/get-usage.ts',
    ])
  })

  it('name a shared folder importing a feature', () => {
    expect(show(sharedImportsOfFeatures(fake))).toEqual([
      'lib/query-keys.ts -> features/leads/lib/lead-filters.ts',
    ])
  })

  it('find a cycle between two files, and one through a third', () => {
    const pair: ImportEdge[] = [
      {
        from: 'features/records/components/search-form.tsx',
        to: 'features/records/components/equity-search-fields.tsx',
      },
      {
        from: 'features/records/components/equity-search-fields.tsx',
        to: 'features/records/components/search-form.tsx',
      },
    ]
    expect(fileCycles(pair)).toEqual([
      [
        'features/records/components/equity-search-fields.tsx',
        'features/records/components/search-form.tsx',
      ],
    ])
    const triangle: ImportEdge[] = [
      { from: 'a.ts', to: 'b.ts' },
      { from: 'b.ts', to: 'c.ts' },
      { from: 'c.ts', to: 'a.ts' },
    ]
    expect(fileCycles(triangle)).toEqual([['a.ts', 'b.ts', 'c.ts']])
    expect(fileCycles(triangle.slice(0, 2))).toEqual([])
  })

  it('leave tests out of the cycles: nothing imports a test', () => {
    const withTest: ImportEdge[] = [
      { from: 'lib/api.test.ts', to: 'lib/api.ts' },
      { from: 'lib/api.ts', to: 'lib/api.test.ts' },
    ]
    expect(fileCycles(withTest)).toEqual([])
  })

  it('read which feature a file belongs to', () => {
    expect(featureOf('features/leads/lib/lead-filters.ts')).toBe('leads')
    expect(featureOf('features/leads/index.ts')).toBe('leads')
    expect(featureOf('app/router.tsx')).toBeNull()
  })
})
