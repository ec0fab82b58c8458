import { describe, expect, it } from 'vitest'
import {
  caseReportOf,
  countyOfCourt,
  type UploadCaseRecord,
  uploadCaseKey,
  uploadCaseLocation,
} from './upload-case-key'
import { replayCaseEvents } from './upload-case-state'

const record = (overrides: Partial<UploadCaseRecord> = {}): UploadCaseRecord => ({
  position: null,
  documentType: 'notice of sheriff sale',
  caseNumber: null,
  court: null,
  propertyAddress: null,
  zipCode: null,
  saleDate: null,
  saleStatus: null,
  amountKind: null,
  ...overrides,
})

describe('uploadCaseKey', () => {
  it('keys by the case number, whatever its spacing and case', () => {
    expect(uploadCaseKey(record({ caseNumber: 'F-012345-25' }))).toBe('case:f01234525')
    expect(uploadCaseKey(record({ caseNumber: 'f 012345 25' }))).toBe('case:f01234525')
  })

  it('else by street and ZIP; nothing when neither is known', () => {
    const address = '18 Example Court, Mays Landing, NJ 08330'
    expect(uploadCaseKey(record({ propertyAddress: address, zipCode: '08330' }))).toBe(
      'addr:08330:18 example ct',
    )
    expect(
      uploadCaseKey(record({ propertyAddress: '18 EXAMPLE COURT, MAYS LANDING, NJ 08330' })),
    ).toBe('addr:08330:18 example ct')
    // An abbreviated suffix is the same street.
    expect(
      uploadCaseKey(record({ propertyAddress: '18 Example Ct., Mays Landing, NJ 08330' })),
    ).toBe('addr:08330:18 example ct')
    expect(uploadCaseKey(record({ propertyAddress: '18 Example Court' }))).toBeNull()
    expect(uploadCaseKey(record())).toBeNull()
  })
})

describe('uploadCaseLocation', () => {
  it('reads the state and ZIP from the address, the street as a key, the county from the court', () => {
    expect(
      uploadCaseLocation({
        court: 'SUPERIOR COURT OF NEW JERSEY, CHANCERY DIVISION, ATLANTIC COUNTY',
        propertyAddress: '18 Example Court, Mays Landing, NJ 08330',
        zipCode: null,
      }),
    ).toEqual({ state: 'NJ', county: 'atlantic', zipCode: '08330', streetKey: '18 example ct' })
    expect(uploadCaseLocation({ court: null, propertyAddress: null, zipCode: null })).toEqual({
      state: null,
      county: null,
      zipCode: null,
      streetKey: null,
    })
  })

  it('finds the county in the usual ways courts are named, and none where none is named', () => {
    expect(countyOfCourt('IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS')).toBe('cook')
    expect(
      countyOfCourt('Circuit Court of the 15th Judicial Circuit in and for Palm Beach County'),
    ).toBe('palm beach')
    expect(countyOfCourt('COURT OF COMMON PLEAS OF BUTLER COUNTY, PENNSYLVANIA')).toBe('butler')
    expect(countyOfCourt('Superior Court of New Jersey, Chancery Division')).toBeNull()
    expect(countyOfCourt(null)).toBeNull()
  })
})

describe('caseReportOf', () => {
  it('reads a report of sale that states no status as a sale held', () => {
    expect(caseReportOf(record({ documentType: 'report of foreclosure sale' })).saleStatus).toBe(
      'sold',
    )
    expect(caseReportOf(record({ documentType: 'lis pendens' })).saleStatus).toBeNull()
  })
})

describe('replayCaseEvents', () => {
  it('follows the sale through postponements to its end', () => {
    expect(replayCaseEvents([])).toBeNull()
    const scheduled = {
      kind: 'sale_scheduled' as const,
      saleDate: '2027-01-13',
      postponementCount: null,
    }
    const postponed = { kind: 'postponed' as const, saleDate: '2027-02-10', postponementCount: 1 }
    expect(replayCaseEvents([scheduled, postponed])).toEqual({
      stage: 'postponed',
      nextSaleDate: '2027-02-10',
      postponementCount: 1,
    })
    const stay = { kind: 'bankruptcy_stay' as const, saleDate: null, postponementCount: null }
    expect(replayCaseEvents([scheduled, postponed, stay])?.nextSaleDate).toBe('2027-02-10')
    const sold = { kind: 'sold' as const, saleDate: null, postponementCount: null }
    expect(replayCaseEvents([scheduled, postponed, sold])).toEqual({
      stage: 'sold',
      nextSaleDate: null,
      postponementCount: 1,
    })
  })
})
