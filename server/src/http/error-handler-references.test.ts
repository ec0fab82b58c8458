/**
 * The error handler's answer to a write that refers to a row deleted meanwhile (a foreign key
 * violation from the real database, PGlite or PostgreSQL): a deleted account is a 401, anything
 * else a 409 to reload; neither a 500.
 */
import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadNotes, messageTemplates } from '../db/schema'
import { createTestDatabase, type TestDatabase } from '../testing/test-database'
import { registerErrorHandler } from './error-handler'

let database: TestDatabase
let app: FastifyInstance
beforeAll(async () => {
  database = await createTestDatabase()
  app = Fastify()
  registerErrorHandler(app, 1024)
  app.post('/template-of-nobody', async () => {
    await database.db
      .insert(messageTemplates)
      .values({ userId: randomUUID(), name: 'n', body: 'b' })
    return { ok: true }
  })
  app.post('/note-on-nothing', async () => {
    await database.db
      .insert(leadNotes)
      .values({ leadId: randomUUID(), userId: randomUUID(), body: 'note' })
    return { ok: true }
  })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await database.destroy()
})

describe('a write referring to a deleted row', () => {
  it("answers 401 when it is the user's own account", async () => {
    const response = await app.inject({ method: 'POST', url: '/template-of-nobody' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' })
  })

  it('answers 409 with what to do when it is anything else', async () => {
    const response = await app.inject({ method: 'POST', url: '/note-on-nothing' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      code: 'REFERENCE_DELETED',
      message:
        'Something this request refers to was deleted meanwhile. Reload the page and try again.',
    })
  })
})
