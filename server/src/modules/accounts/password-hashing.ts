/**
 * Password hashing with argon2id at OWASP's first recommended setting (19 MiB, 2 passes,
 * 1 lane). Passwords are hashed whole: never trimmed or truncated.
 */
import { hash, verify } from '@node-rs/argon2'

const ARGON2_OPTIONS = {
  /** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

/** A hash of a random string, verified against when the account does not exist, so that a
 * login for an unknown e-mail takes as long as one for a known e-mail. */
let dummyHash: Promise<string> | undefined

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(`dummy-${Math.random()}`)
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  try {
    return await verify(storedHash, password)
  } catch {
    return false
  }
}
