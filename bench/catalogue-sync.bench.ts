/**
 * `npm run bench catalogue-sync`: the catalogue sync every `npm start`, worker and browser-test
 * app runs before it listens (syncSourceCatalogue, docs/decisions/0081), on a fresh in-memory
 * PGlite or, with DATABASE_URL, a throw-away PostgreSQL database beside it. Prints the first
 * sync (every preset inserted), the median of BENCH_RUNS (7) syncs with nothing changed (what a
 * restart does), a sync after 10 presets changed, and two processes' syncs at once on a fresh
 * database (two pools). Prints figures; asserts nothing.
 */
import { openDatabase } from '../server/src/db/client'
import { SOURCE_PRESETS } from '../server/src/modules/sources/catalogue/catalogue'
import { syncSourceCatalogue } from '../server/src/modules/sources/catalogue/sync-catalogue.service'
import { freshDatabase } from './support/bench-app'

const RUNS = Number(process.env.BENCH_RUNS ?? 7)

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await work()
  return Math.round(performance.now() - started)
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[samples.length >> 1] ?? 0

export async function run(): Promise<void> {
  const { database, drop } = await freshDatabase(10)
  const presets = SOURCE_PRESETS
  try {
    const first = await timed(() => syncSourceCatalogue(database.db, presets))
    const warm: number[] = []
    for (let run = 0; run < RUNS; run++) {
      warm.push(await timed(() => syncSourceCatalogue(database.db, presets)))
    }
    const changed = presets.map((preset, index) =>
      index % 10 === 0 ? { ...preset, name: `${preset.name} (renamed)` } : preset,
    )
    const afterChange = await timed(() => syncSourceCatalogue(database.db, changed))
    console.log(`catalogue sync of ${presets.length} presets on ${database.kind}:`)
    console.log(`  first (every row inserted):        ${first} ms`)
    console.log(`  again, nothing changed (median/${RUNS}): ${median(warm)} ms`)
    console.log(`  again, 10 presets changed:         ${afterChange} ms`)
  } finally {
    await database.close()
    await drop()
  }
  if (database.kind !== 'postgres') return
  // Two processes starting at once on one fresh database: two pools, two syncs in parallel.
  const shared = await freshDatabase(5)
  const other = await openDatabase({ databaseUrl: shared.url, poolSize: 5 })
  try {
    const both = await timed(() =>
      Promise.all([
        syncSourceCatalogue(shared.database.db, presets),
        syncSourceCatalogue(other.db, presets),
      ]),
    )
    console.log(`  two processes at once, fresh database: ${both} ms`)
  } finally {
    await other.close()
    await shared.database.close()
    await shared.drop()
  }
}
