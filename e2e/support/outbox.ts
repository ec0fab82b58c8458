/**
 * Reads the e-mails the app "sent": in tests the mail provider writes each message as an .eml
 * file to `${dataDir}/outbox/`.
 */
import { existsSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { decodeMail } from '../../server/src/testing/mail-decoder'

/** The newest message addressed to `to`, decoded; waits up to `timeoutMs` for it to arrive. */
export async function newestMessageTo(dataDir: string, to: string, timeoutMs = 10_000) {
  const outbox = path.join(dataDir, 'outbox')
  const deadline = Date.now() + timeoutMs
  const recipient = new RegExp(`^To:.*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im')
  while (Date.now() < deadline) {
    const files = existsSync(outbox) ? await readdir(outbox) : []
    const messages = await Promise.all(
      files
        .filter((name) => name.endsWith('.eml'))
        .map(async (name) => {
          const file = path.join(outbox, name)
          return { text: await readFile(file, 'utf8'), mtime: (await stat(file)).mtimeMs }
        }),
    )
    const newest = messages
      .filter((message) => recipient.test(message.text))
      .sort((a, b) => b.mtime - a.mtime)[0]
    if (newest) {
      const mail = await decodeMail(newest.text)
      return `${mail.text}\n${mail.html ?? ''}`
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No e-mail to ${to} in ${outbox} after ${timeoutMs} ms`)
}

/** The password-reset link (`${PUBLIC_URL}/reset-password?token=...`) of the newest e-mail. */
export async function newestResetLink(dataDir: string, to: string): Promise<string> {
  const message = await newestMessageTo(dataDir, to)
  const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[^\s"<>&]+/.exec(message)?.[0]
  if (!link) throw new Error(`The newest e-mail to ${to} has no reset link:\n${message}`)
  return link
}
