/**
 * Every route of a built Fastify app with its methods, read from `printRoutes()` (Fastify has
 * no other public list): the fuzz test walks all of them, so a new route is fuzzed without
 * anyone remembering to add it.
 */
import type { FastifyInstance } from 'fastify'

export interface RouteEntry {
  method: string
  url: string
}

const LINE = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/

/** Parses the tree `app.printRoutes({ commonPrefix: false })` prints. */
export function parseRouteTree(tree: string): RouteEntry[] {
  const prefixes: string[] = []
  const routes: RouteEntry[] = []
  for (const line of tree.split('\n')) {
    const match = LINE.exec(line)
    if (!match) continue
    const depth = (match[1] ?? '').length / 4
    const url = (prefixes[depth - 1] ?? '') + (match[2] ?? '')
    prefixes[depth] = url
    prefixes.length = depth + 1
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url })
    }
  }
  return routes
}

export function listRoutes(app: FastifyInstance): RouteEntry[] {
  return parseRouteTree(app.printRoutes({ commonPrefix: false }))
}
