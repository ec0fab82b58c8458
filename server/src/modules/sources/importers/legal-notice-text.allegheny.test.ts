/**
 * The legal-notice parser on the real Pittsburgh Legal Journal sheriff sale notices (read from
 * ../shared/data/real, skipped when absent). The sample below was checked by hand against the
 * notice text, spread over the file and weighted towards hard notices (aliases, capacities,
 * unknown heirs, units, 'a/k/a' addresses, a notice without 'known as', a period for a comma).
 * Convention: parties joined with '; ', aliases and capacities left out, 'Unknown Heirs of X'.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { hasRealData, readRealFile, realDataDir } from '../../../testing/real-data'
import {
  type LegalNotice,
  parseLegalNotice,
  parseLegalNoticeText,
  splitNotices,
} from './legal-notice-text'

const FILE = 'pa_allegheny_pittsburgh_legal_journal_sheriff_sale_notices_2012-05-07.txt'

// number | defendants | docket | amount | street | ZIP
// An estate a representative acts for is a defendant of its own (issue 17: 'X, as
// Administratrix of the Estate of Y, Deceased' gives X and the estate of Y).
const HAND_CHECKED = `
1|Ellen G. Klemz; Charles W. Klemz|GD-08-017655|100661.46|7 Perlick Street|15223
2|Tonya V. Thomas; Estate of Georgia Mae Sanders|GD-08-026608|91475.05|166 1/2 38th Street|15201
7|Michael R. Lindsay; Lorraine Lindsay|MG-10-002347|218110.53|3711 Liberty Way|15133
15|Tiffany Becinski; Jane K. Becinski; David P. Becinski|MG-10-001818|152834.08|17 Cunliffe Way|15203
24|Marvin Z. Morris; Margorie S. Morris|MG-09-002726|176744.46|2510 Partridge Drive|15241
25|Paul E. Chambers; Nancy DeFazio|GD-11-006038|10379.82|100 Hillcrest Road|15238
26|James D. German; Sandra K. German|MG-09-001002|340907.95|2487 Pitcairn Road|15146
27|Gary L. Reinert Jr.; Mary T. Reinert|GD-12-001865|353619.09|1016 South Lake Drive|15044
32|William John Watts III|GD-08-014552|93432.98|603 1st Street|15071
36|Jeanetta J. Davie; Willard D. Davie Jr.|MG-11-001318|97015.69|3704 Center Avenue|15122
46|Heritage Investment Properties, LLC|GD-11-019910|94922.27|900 Lebanon Road|15122
49|Candace Hill|GD-10-015362|65788.39|6313 Saint Marie Street|15206
57|Unknown Heirs of Joyce Deas Benson|MG-11-000620|26581.08|209 Schenley Manor Drive|15201
63|Jessica Wessel; Estate of Douglas A. Zeak; Katelyn Zeak; Nicole Zeak|GD-11-020570|110943.85|4035 Cook Road|15044
71|Keystone Residential Properties, LLC|MG-11-001169|80883.46|201 Edmond St. Rear|15224
72|Pamela Lunn; Joseph Lunn|GD-10-021420|80918.64|261 Sygan Road|15057
80|Janet D. Komaniak; Estate of Kelly D. Kingston; Unknown Heirs of Kelly D. Kingston|GD-11-015527|33041.83|230 Mathews Avenue|15210
83|Stanley J. Spear|MG-09-001529|187690.68|100 Denniston Avenue, Unit 102|15206
90|Unknown Heirs of Richard A. Garner; Martin R. Garner Jr.|GD-11-001210|26892.30|2626 Reiter Road|15235
104|Sung H. Yi|GD-11-023055|73034.74|181 Crescent Hills Road|15235
106|Michelle Lynn Mchenry|MG-11-001132|83429.85|1436 Milan Avenue|15226
111|Unknown Heirs of Greg Hoover|GD-11-012044|67207.58|112 Wynne Avenue|15209
119|William A. Smith; Lorraine Smith; The United States of America|GD-10-022786|18673.92|406 Parkridge Drive|15235
120|Robert Rami; Robin A. Rami|MG-11-001054|38900.03|419 School St.|15147
123|James C. Cager Jr.|GD-11-022715|40235.89|190-192 Kearns Avenue|15220
136|Zena J. Zigler; Estate of Diane L. Zigler|MG-11-001130|40573.49|9722 Glendale Road|15235
146|Beverly J. Davoli; Fred D. Davoli|GD-10-023986|25092.42|340 Electric Avenue|15112
147|Jesse Williams; Estate of Belinda Gayle Williams|GD-11-015518|52427.92|516 4th Avenue|15037
151|Jere R. Bucek|GD-11-020786|86314.96|1231 Lakewood Avenue|15220
155|Steven Shreve|GD-11-001589|2257.64|547 Forest Avenue|15202
158|Unknown Heirs of Lester T. Fossick Jr.; Unknown Heirs of Audrey Fossick|GD-10-010830|9995.22|1621 Williamsburg Place|15235
163|James A. Mollica Jr.; Sheila Mars Mollica; Cathy Ann Chromulak|GD-07-019436|4892.92|1 Trimont Lane, Unit 1192-B|15211
170|Gwen Pucciarelli; Friendship Development Associates|GD-11-011416|832553.35|4800-4816 Penn Avenue|15224
178|Robert H. Griffith|MG-11-001385|133549.54|372 S. Highland Avenue, Unit 401|15206
186|Walter C. Suttner; Cynthia Suttner|MG-12-000106|150977.04|480 Old Clairton Road|15236
191|E. Roger Higgins; the Everette R. Higgins Trust; Everette R. Higgins|MG-11-001504|44598.33|28 Beaver Grade Road|15136
208|Americo D'Andrea; Giuliana D'Andrea|MG-11-001390|203965.90|430-432 Hirshinger Road|15108
212|Charles Williams Jr.; Keith Williams; Judith Lewis; Unknown Heirs of Carol Davis|GD-11-021592|44213.94|815 Maple Street|15122
218|Dorothy Anne Alberti|MG-11-001062|16595.18|10431 Linden Drive|15090
230|Kevin A. Janda; Viki J. Janda|AR-10-010647|9692.70|402 Royal Court|15234
231|Donna D. Curges; Omar Curges|MG-11-000827|99389.35|134 Windsor Drive|15235
238|Cathleen Polowsky|MG-09-001495|31583.24|1606 Fawcett Avenue|15131
239|Kevin Chechak; Sarah E. Chechak|GD-11-010807|89091.04|4504 Homeridge Drive|15120
246|Bennardo LLC|GD-11-020441|81018.74|712 Russellwood Avenue|15136
254|Northway Group, L.P.|GD-11-024606|23688588.43|8000 McKnight Road|15237
259|Unknown Heirs of Colleen J. Kiczan|GD-11-024171|43320.38|1106 Highview Road|15034
263|Todd A. Fennell|GD-11-020524|89197.07|318 South Main Street|15220
`

const FIELDS = ['defendants', 'docket', 'amount', 'street', 'zipCode'] as const
type Field = (typeof FIELDS)[number]

const sample = HAND_CHECKED.trim()
  .split('\n')
  .map((line) => {
    const [number, defendants, docket, amount, street, zipCode] = line.split('|')
    return { number: Number(number), expected: { defendants, docket, amount, street, zipCode } }
  })

describe.skipIf(!hasRealData)(`legal notices: ${path.relative(process.cwd(), realDataDir)}`, () => {
  const text = hasRealData ? readRealFile(FILE) : ''

  it('finds all 263 notices, each with a docket, an amount and an address', () => {
    const { notices } = splitNotices(text)
    expect(notices).toHaveLength(263)
    expect(notices.map((notice) => notice.number)).toEqual(
      Array.from({ length: 263 }, (_, i) => i + 1),
    )
    const outcome = parseLegalNoticeText(text, {
      state: 'PA',
      county: 'Allegheny',
      documentType: 'Sheriff Sale',
    })
    if (!outcome.ok) throw new Error(outcome.error)
    expect(outcome.result.rejected).toEqual([])
    expect(outcome.result.filings).toHaveLength(263)
    for (const filing of outcome.result.filings) {
      expect(filing.caseNumber).toMatch(/^[A-Z]{2}-\d{2}-\d{6}$/)
      expect(filing.loanAmount).toMatch(/^\d+\.\d{2}$/)
      expect(filing.zipCode).toMatch(/^15\d{3}$/)
      expect(filing.propertyAddress).toMatch(/^\d/)
      expect(filing).toMatchObject({ state: 'PA', saleDate: '2012-05-07', amountKind: 'judgment' })
    }
    expect(new Set(outcome.result.filings.map((filing) => filing.caseNumber)).size).toBe(263)
  })

  it('gets the hand-checked sample right, field by field', () => {
    expect(sample.length).toBeGreaterThanOrEqual(30)
    const { notices } = splitNotices(text)
    const right: Record<Field, number> = {
      defendants: 0,
      docket: 0,
      amount: 0,
      street: 0,
      zipCode: 0,
    }
    const misses: string[] = []
    for (const { number, expected } of sample) {
      const paragraph = notices.find((notice) => notice.number === number)!
      const parsed: LegalNotice = parseLegalNotice(paragraph)
      for (const field of FIELDS) {
        if (parsed[field] === expected[field]) right[field]++
        else misses.push(`#${number} ${field}: got ${parsed[field]}, expected ${expected[field]}`)
      }
    }
    const share = Object.fromEntries(
      FIELDS.map((field) => [field, `${((100 * right[field]) / sample.length).toFixed(1)}%`]),
    )
    console.log(`Allegheny notices, ${sample.length} hand-checked:`, share, misses)
    for (const field of FIELDS) expect(right[field] / sample.length).toBeGreaterThanOrEqual(0.95)
  })

  it('reads the municipality, the attorney and a cancelled sale', () => {
    const { notices } = splitNotices(text)
    const fourth = parseLegalNotice(notices[3]!)
    expect(fourth).toMatchObject({
      municipality: 'Borough of Sewickley',
      attorney: 'KML Law Group, P.C.',
      attorneyPhone: '215-627-1322',
      city: 'Sewickley',
      status: 'Sale Cancelled',
    })
  })

  it('carries the 18 cancelled sales as cancelled filings, and says nothing of the others', () => {
    const outcome = parseLegalNoticeText(text, { state: 'PA', county: 'Allegheny' })
    if (!outcome.ok) throw new Error(outcome.error)
    const cancelled = outcome.result.filings.filter((f) => f.saleStatus === 'cancelled')
    expect(cancelled).toHaveLength(18)
    expect(cancelled.map((f) => f.propertyAddress)).toContain('335 Logan Street')
    expect(outcome.result.filings.filter((f) => f.saleStatus === null)).toHaveLength(263 - 18)
  })
})
