/**
 * Password hashing and sign-in cost on this machine: argon2id hash and verify (the settings
 * the app uses), and the full POST /api/login round trip over real HTTP against buildApp on
 * the embedded database (validation, throttle upserts, user lookup, verify, new session).
 */
import { hashPassword, verifyPassword } from '../server/src/modules/accounts'
import { buildUser, FACTORY_PASSWORD } from '../server/src/testing/factories'
import { buildTestApp } from '../server/src/testing/test-app'

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1)
  return `median ${at(0.5)} ms, p90 ${at(0.9)} ms, min ${sorted[0]!.toFixed(1)} ms (n=${samples.length})`
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await fn()
  return performance.now() - started
}

export async function run(): Promise<void> {
  const stored = await hashPassword(FACTORY_PASSWORD)
  const hashes: number[] = []
  const verifies: number[] = []
  for (let i = 0; i < 20; i++) {
    hashes.push(await time(() => hashPassword(`password-${i}`)))
    verifies.push(await time(() => verifyPassword(stored, FACTORY_PASSWORD)))
  }
  console.log(`argon2id hash   (m=19 MiB, t=2, p=1): ${summary(hashes)}`)
  console.log(`argon2id verify (m=19 MiB, t=2, p=1): ${summary(verifies)}`)

  const app = await buildTestApp()
  try {
    const users = await Promise.all(Array.from({ length: 5 }, () => buildUser(app.database.db)))
    const logins: number[] = []
    for (let round = 0; round < 8; round++) {
      for (const user of users) {
        logins.push(
          await time(async () => {
            const response = await app.request('/api/login', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email: user.email, password: FACTORY_PASSWORD }),
            })
            if (response.status !== 200) throw new Error(`login answered ${response.status}`)
            await response.arrayBuffer()
          }),
        )
      }
    }
    console.log(
      `POST /api/login round trip (${app.database.kind}, loopback HTTP): ${summary(logins)}`,
    )
  } finally {
    await app.close()
  }
}
