/**
 * Every endpoint the client declares is a route the server registers, with the same method and
 * path: read from the server's route files as text (nothing of the server is imported).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { Endpoint } from './endpoint'
import { accountsEndpoints } from './endpoints/accounts'
import { alertsEndpoints } from './endpoints/alerts'
import { analyticsEndpoints } from './endpoints/analytics'
import { apiKeysEndpoints } from './endpoints/api-keys'
import { billingEndpoints } from './endpoints/billing'
import { contactsEndpoints } from './endpoints/contacts'
import { coverageEndpoints } from './endpoints/coverage'
import { crmEndpoints } from './endpoints/crm'
import { documentsEndpoints } from './endpoints/documents'
import { enrichmentEndpoints } from './endpoints/enrichment'
import { imagesEndpoints } from './endpoints/images'
import { leadsEndpoints } from './endpoints/leads'
import { operatorEndpoints } from './endpoints/operator'
import { outreachEndpoints } from './endpoints/outreach'
import { recordsEndpoints } from './endpoints/records'

const ALL: Record<string, Record<string, Endpoint>> = {
  accountsEndpoints,
  alertsEndpoints,
  analyticsEndpoints,
  apiKeysEndpoints,
  billingEndpoints,
  contactsEndpoints,
  coverageEndpoints,
  crmEndpoints,
  documentsEndpoints,
  enrichmentEndpoints,
  imagesEndpoints,
  leadsEndpoints,
  operatorEndpoints,
  outreachEndpoints,
  recordsEndpoints,
}

const modules = fileURLToPath(new URL('../../server/src/modules', import.meta.url))

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(full)
    return entry.name.endsWith('.routes.ts') ? [full] : []
  })
}

/** 'GET /api/user' for every `app.get('/api/user'` (or `app.get(\n '/api/user'`) of the server. */
function serverRoutes(): Set<string> {
  const routes = new Set<string>()
  const registration = /app\.(get|post|put|patch|delete)\(\s*'([^']+)'/g
  for (const file of routeFiles(modules)) {
    for (const [, method, route] of readFileSync(file, 'utf8').matchAll(registration)) {
      routes.add(`${method?.toUpperCase()} ${route}`)
    }
  }
  return routes
}

describe('the endpoints of common/api/endpoints', () => {
  const routes = serverRoutes()

  it('reads the server routes', () => {
    expect(routes.size).toBeGreaterThan(80)
    expect(routes).toContain('GET /api/user')
  })

  it('are routes of the server, method and path', () => {
    const declared = Object.entries(ALL).flatMap(([group, endpoints]) =>
      Object.entries(endpoints).map(([name, { method, path: route }]) => ({
        name: `${group}.${name}`,
        route: `${method} ${route}`,
      })),
    )
    expect(declared.length).toBeGreaterThan(90)
    expect(declared.filter(({ route }) => !routes.has(route))).toEqual([])
  })
})
