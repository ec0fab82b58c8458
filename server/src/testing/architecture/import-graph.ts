/**
 * The import graph of server/src, read with TypeScript's own pre-processor (static, dynamic
 * and re-export specifiers alike), and the two rules ARCHITECTURE.md sets on it: another
 * module is reached only through its `index.ts`, and no two folders import each other, even
 * through others. Used by module-boundaries.test.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** One import: the importing file and the file it resolves to, both relative to the root. */
export interface ImportEdge {
  from: string
  to: string
}

function listSources(dir: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) files.push(...listSources(full))
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full)
  }
  return files
}

function resolveRelative(fromFile: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(fromFile), specifier)
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    base.replace(/\.js$/, '.ts'),
  ]
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null
}

/** Every relative import between the source files under `root`. */
export function readImportGraph(root: string): ImportEdge[] {
  const edges: ImportEdge[] = []
  for (const file of listSources(root)) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    for (const { fileName } of info.importedFiles) {
      if (!fileName.startsWith('.')) continue
      const target = resolveRelative(file, fileName)
      if (target?.startsWith(root + path.sep)) {
        edges.push({ from: path.relative(root, file), to: path.relative(root, target) })
      }
    }
  }
  return edges
}

/**
 * The folder a file belongs to for the rules: `modules/<name>` for a module, else its
 * top-level folder; a file at the root (app.ts, config.ts...) is a node of its own.
 */
export function folderOf(file: string): string {
  const parts = file.split(/[\\/]/)
  if (parts.length === 1) return file
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`
  return parts[0] ?? file
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file)

/** Imports that reach into another module's files instead of its `index.ts`. */
export function deepModuleImports(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter(({ from, to }) => {
    const target = folderOf(to)
    if (!target.startsWith('modules/') || folderOf(from) === target) return false
    return to.replace(/\\/g, '/') !== `${target}/index.ts`
  })
}

/** Cycles between folders (production files only: nothing imports a test), each as a path. */
export function folderCycles(edges: ImportEdge[]): string[][] {
  const graph = new Map<string, Set<string>>()
  for (const { from, to } of edges) {
    if (isTest(from)) continue
    const a = folderOf(from)
    const b = folderOf(to)
    if (a === b) continue
    if (!graph.has(a)) graph.set(a, new Set())
    graph.get(a)?.add(b)
  }
  return findCycles(graph)
}

/** Cycles between files (production files only). */
export function fileCycles(edges: ImportEdge[]): string[][] {
  const graph = new Map<string, Set<string>>()
  for (const { from, to } of edges) {
    if (isTest(from)) continue
    if (!graph.has(from)) graph.set(from, new Set())
    graph.get(from)?.add(to)
  }
  return findCycles(graph)
}

/** One cycle per strongly connected component of more than one node (Tarjan's algorithm). */
function findCycles(graph: Map<string, Set<string>>): string[][] {
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
      if (component.length > 1) components.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return components
}
