/**
 * `npm run bench [name]`: runs every bench/*.bench.ts (or the one named) in turn. Benchmarks
 * print figures; they pass or fail nothing.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const wanted = process.argv[2]
const files = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => !wanted || file.startsWith(wanted))
  .sort()
if (files.length === 0) {
  console.error(
    `No benchmark matches "${wanted}". Available: ${readdirSync(here)
      .filter((f) => f.endsWith('.bench.ts'))
      .join(', ')}`,
  )
  process.exit(1)
}
for (const file of files) {
  console.log(`\n## ${file}`)
  const bench = (await import(path.join(here, file))) as { run(): Promise<void> }
  await bench.run()
}
