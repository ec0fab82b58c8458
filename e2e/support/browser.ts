/**
 * Debian's Chromium driven by playwright-core. Nothing is downloaded: the browser comes from
 * the system (`apt-get install -y chromium`), or from CHROMIUM_PATH.
 */
import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}. Install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`,
    )
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
}
