import { defineConfig } from 'drizzle-kit'

/** drizzle-kit: `npm run db:generate` writes SQL migrations from the schema (no database needed). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/src/db/migrations',
  strict: true,
  verbose: true,
})
