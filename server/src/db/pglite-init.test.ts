import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './client'

const dataDir = mkdtempSync(path.join(tmpdir(), 'fl-pglite-init-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('the embedded database on disk', () => {
  it('is created on first open, keeps its data, and runs with the smaller shared_buffers', async () => {
    const dir = path.join(dataDir, 'pglite')
    const first = await openDatabase({ pgliteDir: dir })
    await first.pool.query('create table kept (n int); insert into kept values (7)')
    await first.close()

    const again = await openDatabase({ pgliteDir: dir })
    const kept = await again.pool.query('select n from kept')
    const buffers = await again.pool.query('show shared_buffers')
    await again.close()
    expect(kept.rows).toEqual([{ n: 7 }])
    expect(buffers.rows[0].shared_buffers).toBe('32MB')
  }, 60_000)
})
