/**
 * Contact discovery in the browser, with the app's contact providers pointed at the loopback
 * fakes of BatchData, DNCScrub and People Data Labs (the real adapters run): a Pro user opens a
 * lead of a sheriff-sale list, accepts the permissible-use statement, traces its two defendants,
 * sees their phones with "Do not call" on the DNC one and the attorney's number apart, searches
 * social profiles from the lead (name and place filled in), gets High and Medium badges and
 * removes a profile.
 */
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentLeads } from '../server/src/db/schema'
import { buildDocument } from '../server/src/testing/factories'
import { type ContactFakes, startContactFakes } from '../server/src/testing/fake-contact-providers'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'
import { openDashboard, toastText } from './support/page-steps'

let fakes: ContactFakes
let app: E2eApp
let page: Page
let errors: string[]

beforeAll(async () => {
  fakes = await startContactFakes()
  fakes.batchData.people = [
    {
      first: 'Marcus',
      last: 'Bell',
      street: '1420 Elm Street',
      zip: '45202',
      age: 52,
      phones: [
        { number: '5135550142', type: 'Mobile' },
        { number: '5135550187', type: 'Land Line' },
      ],
      emails: [{ email: 'marcus.bell@example.net', tested: true }],
      mailingAddress: { street: 'PO Box 77', city: 'Cincinnati', state: 'OH', zip: '45201' },
    },
    {
      first: 'Tanya',
      last: 'Bell',
      street: '1420 Elm Street',
      zip: '45202',
      age: 49,
      phones: [{ number: '5135550163', type: 'Mobile' }],
    },
  ]
  fakes.dncScrub.dnc = new Set(['5135550142'])
  fakes.dncScrub.wireless = new Set(['5135550142', '5135550163'])
  fakes.pdl.people = [
    {
      fullName: 'Marcus Bell',
      likelihood: 9,
      locality: 'Cincinnati',
      region: 'Ohio',
      profiles: [
        { network: 'linkedin', url: 'linkedin.com/in/marcusbell', username: 'marcusbell' },
      ],
    },
    {
      fullName: 'Tanya Bell',
      likelihood: 7,
      locality: 'Cincinnati',
      region: 'Ohio',
      profiles: [{ network: 'instagram', url: 'instagram.com/tanyab', username: 'tanyab' }],
    },
  ]
})
afterAll(() => fakes.close())

setUpBrowserSession({ app: () => ({ env: fakes.env }) }, (session) => {
  app = session.app
  page = session.page
  errors = session.errors
})

const SCREENSHOTS = process.env.CONTACTS_SCREENSHOTS ?? tmpdir()

/** A processed sheriff-sale list of three properties, and its second record kept as a lead. */
async function sheriffSaleLead(userId: string) {
  const db = app.database.db
  const document = await buildDocument(db, {
    userId,
    processingStatus: 'completed',
    originalName: 'hamilton-sheriff-sale-2026-05-14.pdf',
    documentType: 'Notice of Sheriff Sale',
    zipCode: '45202',
    contactInfo: { phones: [{ number: '513-555-0199', type: 'attorney', verified: false }] },
  })
  const records = await db
    .insert(documentLeads)
    .values(
      [
        ['Dorothy Kemp', '88 Vine Street, Cincinnati, OH 45202', 'A2400101'],
        ['Marcus Bell; Tanya R Bell', '1420 Elm Street, Cincinnati, OH 45202', 'A2400217'],
        ['Ohio Example Holdings LLC', '5 Race Street, Cincinnati, OH 45202', 'A2400388'],
      ].map(([defendantName, propertyAddress, caseNumber], position) => ({
        documentId: document.id,
        userId,
        position,
        defendantName,
        propertyAddress,
        zipCode: '45202',
        caseNumber,
        loanAmount: '98000.00',
      })),
    )
    .returning()
  // The lead, kept through the API as the lead workspace keeps it.
  const kept = await page.request.post(`${app.baseUrl}/api/leads`, {
    data: { from: 'document', documentId: document.id, recordIds: [records[1]?.id] },
  })
  expect(kept.status()).toBe(200)
  return { document, lead: (await kept.json()).leads[0] }
}

describe('contact discovery', () => {
  it('a Pro user traces the two defendants of a sheriff-sale lead and finds their social profiles', async () => {
    const user = await login(page, { tier: 'pro' })
    const { lead } = await sheriffSaleLead(user.id)
    expect(lead.defendantName).toBe('Marcus Bell; Tanya R Bell')
    await openDashboard(page, app.baseUrl)

    // The lead is in the lead list: open it; its detail has the homeowner contacts.
    const list = page.getByRole('navigation', { name: 'Leads by ZIP code' })
    await list.getByRole('button', { name: /Marcus Bell/ }).click()
    const detail = page.getByRole('article', { name: /Marcus Bell/ })
    await detail.getByText('Records in this document (3)').waitFor()
    // Records are numbered as a person counts them, from 1; the lead's own (the second) is marked.
    const records = detail.getByRole('region', { name: /Records in this document/ })
    const numbers = await records
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent?.trim()))
    expect(numbers).toEqual(['1', '2', '3'])
    expect(await records.locator('tr[aria-current="true"] td').first().textContent()).toBe('2')
    const panel = detail.getByRole('region', { name: 'Homeowner contacts' })
    await panel.getByRole('button', { name: 'Trace defendants' }).click()

    // The permissible-use statement comes first, once.
    const dialog = page.getByRole('dialog', { name: 'Permissible use of contact data' })
    await dialog.waitFor()
    const accept = dialog.getByRole('button', { name: 'Accept and trace' })
    expect(await accept.isDisabled()).toBe(true)
    await dialog.getByLabel('I have a permissible purpose and accept these terms.').check()
    await accept.click()
    await toastText(page, 'Trace Complete').waitFor()

    const marcus = panel.getByRole('article', { name: 'Marcus Bell' })
    const tanya = panel.getByRole('article', { name: 'Tanya Bell' })
    await marcus.waitFor()
    await tanya.waitFor()
    const dncRow = marcus.getByRole('listitem').filter({ hasText: '513-555-0142' })
    const cleanRow = marcus.getByRole('listitem').filter({ hasText: '513-555-0187' })
    expect(await dncRow.textContent()).toContain('Do not call')
    expect(await dncRow.getByRole('link').count()).toBe(0)
    expect(await cleanRow.textContent()).toContain('Not on DNC lists')
    expect(await cleanRow.getByRole('link', { name: '513-555-0187' }).getAttribute('href')).toBe(
      'tel:+15135550187',
    )
    expect(await marcus.textContent()).toContain('marcus.bell@example.net')
    expect(await marcus.textContent()).toContain('Mailing address: PO Box 77, Cincinnati, OH 45201')
    expect(await panel.getByRole('list', { name: 'Defendants' }).textContent()).toContain(
      'Tanya R Bell: Found',
    )
    // The attorney's number from the document is shown apart, never as the homeowner's.
    const printed = panel.getByRole('region', { name: 'Attorney / trustee' })
    expect(await printed.textContent()).toContain('513-555-0199')
    expect(await marcus.textContent()).not.toContain('513-555-0199')
    expect(await panel.textContent()).not.toContain('Simulated data')
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'contacts-trace-desktop.png'),
      fullPage: true,
    })

    // Social profiles from the lead: the name and the property's place are filled in.
    await marcus.getByRole('link', { name: 'Find social profiles' }).click()
    await page.getByRole('heading', { name: 'Find Social Profiles' }).waitFor()
    const nameField = page.getByLabel('Defendant name')
    expect(await nameField.inputValue()).toBe('Marcus Bell')
    expect(await page.getByLabel('Location (optional)').inputValue()).toBe('Cincinnati, OH')

    // The name is required.
    await nameField.fill('  ')
    await page.getByRole('button', { name: 'Search Profiles' }).click()
    await toastText(page, 'Please enter a defendant name to search for').waitFor()

    await nameField.fill('Marcus Bell')
    await page.getByRole('button', { name: 'Search Profiles' }).click()
    const found = page.getByRole('list', { name: 'Found profiles' })
    const linkedin = found.getByRole('listitem', { name: 'LinkedIn profile of Marcus Bell' })
    await linkedin.waitFor()
    await nameField.fill('Tanya Bell')
    await page.getByRole('button', { name: 'Search Profiles' }).click()
    const instagram = found.getByRole('listitem', { name: 'Instagram profile of Tanya Bell' })
    await instagram.waitFor()
    expect(await linkedin.textContent()).toContain('High')
    expect(await instagram.textContent()).toContain('Medium')
    expect(await instagram.getByRole('list', { name: 'Match evidence' }).textContent()).toContain(
      'Name matches',
    )
    expect(await page.textContent('body')).toContain('2 of 5 searches used this month')
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'contacts-social-desktop.png'),
      fullPage: true,
    })

    // Remove one.
    await instagram.getByRole('button', { name: 'Remove' }).click()
    await toastText(page, 'Profile Removed').waitFor()
    await instagram.waitFor({ state: 'detached' })
    expect(await linkedin.isVisible()).toBe(true)

    // The same screens on a phone.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'contacts-social-phone.png'),
      fullPage: true,
    })
    await page.goto(`${app.baseUrl}/dashboard`)
    await list.getByRole('button', { name: /Marcus Bell/ }).click()
    await detail.getByRole('region', { name: 'Homeowner contacts' }).waitFor()
    await detail.getByRole('article', { name: 'Marcus Bell' }).waitFor()
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'contacts-trace-phone.png'),
      fullPage: true,
    })

    expect(errors).toEqual([])
  })
})
