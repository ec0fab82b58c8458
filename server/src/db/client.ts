/**
 * Opens the database: PostgreSQL through node-postgres when DATABASE_URL is set, otherwise
 * PGlite (Postgres in WASM, in process) behind PGlite's node-postgres adapter. Both give the
 * same `pg.Pool`, so Drizzle, pg-boss and raw SQL run one code path on either.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { createPgConfig, PglitePgConnection } from '@electric-sql/pglite/node-postgres'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { createPgliteDirectory } from './pglite-init'
import * as schema from './schema'

export type Db = NodePgDatabase<typeof schema>

export interface Database {
  db: Db
  pool: pg.Pool
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  databaseUrl?: string
  /** PGlite's directory, or 'memory://' for a throw-away database. */
  pgliteDir?: string
  /** A PGlite data directory dump (dumpDataDir) to start from: tests' migrated template. */
  pgliteTemplate?: Blob
  poolSize?: number
}

/**
 * PGlite's Postgres settings: its defaults plus a smaller shared_buffers. Postgres's default of
 * 128 MB is allocated and zeroed inside PGlite's WASM memory at start, so all of it is resident
 * from the first second, whatever the data; 32 MB holds the pages an embedded, single-process
 * database keeps hot (the operating system's file cache holds the rest).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB']

// numeric and bigint come back as strings by default; counts (int8) are safe as numbers here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10))

/**
 * A node-postgres client for PGlite that works around two defects of PGlite's adapter:
 * - node-postgres hands its per-query type-parser object (`types: { getTypeParser }`, which
 *   Drizzle always sets) to the connection's parse(); the adapter takes `types` for the array
 *   of parameter type ids, throws, and leaves the query hanging. A non-array is dropped, as
 *   real PostgreSQL connections ignore it.
 * - `createPgConfig` shares one connection object among all clients, so after a failed query
 *   (the pool then discards that client) the old client's late messages reach the next one and
 *   every later query fails. Each client gets a connection of its own.
 */
function pglitePoolConfig(pglite: PGlite): pg.PoolConfig {
  class PgliteClient extends pg.Client {
    constructor(options: pg.ClientConfig) {
      const connection = new PglitePgConnection({ pglite })
      const parse = connection.parse.bind(connection)
      connection.parse = (query: { types?: unknown }) =>
        parse(Array.isArray(query.types) ? query : { ...query, types: undefined })
      super({ ...options, connection } as pg.ClientConfig)
    }
  }
  // @types/pg declares PoolConfig.Client without the config argument pg-pool passes.
  return { ...createPgConfig(pglite), Client: PgliteClient as unknown as new () => pg.Client }
}

/** Opens PGlite or PostgreSQL and returns one pool for everything. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // No JIT compilation: the lead list's stage filters read a case state per lead through
      // correlated subqueries, whose estimated cost passes jit_above_cost, and compiling them
      // took 11-14 s of a query that runs in 0.5 s (docs/decisions/0044). Our queries are short
      // reads by index; none gains from JIT.
      options: '-c jit=off',
    })
    pool.on('error', () => {
      // an idle client lost its connection; the pool replaces it on next use
    })
    await pool.query('select 1')
    return { db: drizzle(pool, { schema }), pool, kind: 'postgres', close: () => pool.end() }
  }
  const dir = options.pgliteDir ?? 'memory://'
  if (!dir.startsWith('memory://')) {
    mkdirSync(path.dirname(dir), { recursive: true })
    if (!options.pgliteTemplate) await createPgliteDirectory(dir, PGLITE_START_PARAMS)
  }
  const pglite = await PGlite.create(dir, {
    startParams: PGLITE_START_PARAMS,
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
  })
  return openDatabaseOn(pglite)
}

/** Wraps an open PGlite; closing the Database closes it too. */
export function openDatabaseOn(pglite: PGlite): Database {
  const pool = new pg.Pool(pglitePoolConfig(pglite))
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: 'pglite',
    async close() {
      await pool.end()
      await pglite.close()
    },
  }
}
