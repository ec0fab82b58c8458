/**
 * The generated sample records (labelled sample data wherever they are shown): their source
 * (the sources module's row) and their filings (the records index), written in one
 * transaction. A fresh embedded database gets them on its first start, so that a newcomer's
 * first search finds something; `npm run seed` loads them into any database.
 */
import type { Db } from '../db/client'
import { hasAnyUser } from '../modules/accounts'
import { hasAnyFiling, seedSampleFilings } from '../modules/records'
import { ensureSampleSource } from '../modules/sources'

/** Writes the sample source and its filings; returns how many filings it wrote. */
export async function seedSampleData(db: Db, options: { perPlace?: number } = {}): Promise<number> {
  return db.transaction(async (tx) => {
    const sourceId = await ensureSampleSource(tx)
    return seedSampleFilings(tx as unknown as Db, { ...options, sourceId })
  })
}

/** On a database with no users and no filings, the sample records; returns how many. */
export async function seedSampleDataIfEmpty(db: Db): Promise<number> {
  if ((await hasAnyUser(db)) || (await hasAnyFiling(db))) return 0
  return seedSampleData(db)
}
