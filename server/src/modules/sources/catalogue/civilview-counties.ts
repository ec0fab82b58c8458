/**
 * CivilView's counties, one row a county: its `countyId` on salesweb.civilview.com and the
 * lists that name it (platform-lists.ts). Ids that public code disagrees on are left out (one
 * codebase numbers NJ counties alphabetically, 1 = Bergen, against three that give 1 = Camden
 * and 7 = Bergen: its table is not used).
 */
import type { PlatformListId } from './platform-lists'

export interface CivilViewCounty {
  county: string
  state: 'NJ' | 'PA' | 'DE'
  countyId: number
  /** How the county writes a defendant's name: known from a recording, else read either way. */
  nameOrder: 'names-first-last' | 'names-last-first-no-comma' | 'names'
  listedIn: PlatformListId[]
}

const S: PlatformListId = 'civilviewScraperCounties'

const county = (
  name: string,
  state: CivilViewCounty['state'],
  countyId: number,
  listedIn: PlatformListId[] = [S],
): CivilViewCounty => ({ county: name, state, countyId, nameOrder: 'names', listedIn })

export const CIVILVIEW_COUNTIES: readonly CivilViewCounty[] = [
  {
    county: 'Montgomery',
    state: 'PA',
    countyId: 23,
    nameOrder: 'names-last-first-no-comma',
    listedIn: ['civilviewRecorded', S],
  },
  {
    county: 'Atlantic',
    state: 'NJ',
    countyId: 25,
    nameOrder: 'names-first-last',
    listedIn: ['civilviewRecorded', S],
  },
  county('Cape May', 'NJ', 52),
  county('Camden', 'NJ', 1, [S, 'civilviewCamden']),
  county('Burlington', 'NJ', 3),
  county('Cumberland', 'NJ', 6),
  county('Gloucester', 'NJ', 19),
  county('Salem', 'NJ', 20),
  county('Union', 'NJ', 15),
  county('Bergen', 'NJ', 7),
  county('Essex', 'NJ', 2),
  county('Morris', 'NJ', 9, ['civilviewMorris']),
  county('New Castle', 'DE', 24),
  county('Philadelphia', 'PA', 60, ['civilviewPhiladelphia']),
]
