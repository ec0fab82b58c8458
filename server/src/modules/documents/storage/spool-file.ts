/**
 * Writing an upload's stream to a new private file (the disk store's temporary file, the S3
 * store's spool) while counting its bytes: the size the store reports for the object.
 */
import { createWriteStream } from 'node:fs'
import { type Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** Writes `source` to `file`, which must not exist yet (mode 0600); the bytes written. */
export async function spoolToNewFile(source: Readable, file: string): Promise<number> {
  let size = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length
      done(null, chunk)
    },
  })
  await pipeline(source, counter, createWriteStream(file, { flags: 'wx', mode: 0o600 }))
  return size
}
