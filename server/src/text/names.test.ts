import { describe, expect, it } from 'vitest'
import { capitalizeName } from './name-case'
import { normalizeParties, splitLastFirstRun } from './names'
import { isOrganizationName } from './organization-names'

describe('capitalizeName', () => {
  it.each([
    ['JANE Q DOE', 'Jane Q Doe'],
    ['ROBERT MCDERMOTT', 'Robert McDermott'],
    ['ANGUS MACDOUGALL', 'Angus MacDougall'],
    ['LUIS MACIAS', 'Luis Macias'],
    ['JOHN MACK', 'John Mack'],
    ["SEAN O'HARE", "Sean O'Hare"],
    ["ANNA D'ALESSIO", "Anna D'Alessio"],
    ['MARY SMITH-JONES', 'Mary Smith-Jones'],
    ['PETER POE JR.', 'Peter Poe Jr.'],
    ['PETER POE SR', 'Peter Poe Sr'],
    ['PAUL ROE III', 'Paul Roe III'],
    ['UNKNOWN HEIRS OF JANE DOE', 'Unknown Heirs of Jane Doe'],
    ['JANE DOE A/K/A JANE ROE', 'Jane Doe a/k/a Jane Roe'],
    ['ANN DE LA CRUZ', 'Ann De La Cruz'],
  ])('%s -> %s', (input, expected) => {
    expect(capitalizeName(input)).toBe(expected)
  })

  it('keeps names that already have lower-case letters', () => {
    expect(capitalizeName('Jane McDOE')).toBe('Jane McDOE')
    expect(capitalizeName('Jane Mcdoe')).toBe('Jane Mcdoe')
  })
})

describe('isOrganizationName', () => {
  it.each([
    'Example Holdings, LLC',
    'FIRST EXAMPLE BANK, N.A.',
    'United States of America',
    'City of Exampleton',
    'A & B Plumbing',
    'Sample Valley Condominium Association, Inc.',
    'the Jane Doe Living Trust',
  ])('%s is an organisation', (name) => {
    expect(isOrganizationName(name)).toBe(true)
  })

  it.each(['Jane Doe', 'John Q. Trustworthy', 'Unknown Heirs of Jane Doe', 'Mary Banks'])(
    '%s is not',
    (name) => {
      expect(isOrganizationName(name)).toBe(false)
    },
  )
})

describe('normalizeParties: last-first with a comma', () => {
  it.each([
    ['DOE, JANE Q', 'Jane Q Doe'],
    ['DOE, JANE Q., AKA DOE JANE', 'Jane Q. Doe'],
    ['ROE, JR, JOHN PAUL', 'John Paul Roe Jr'],
    ['ROE, III, JOHN P, AKA ROE JOHN', 'John P Roe III'],
    ['POE, MARY, EXECUTRIX OF THE ESTATE OF ANN', 'Mary Poe'],
    ['ST GERMAIN, ALEX', 'Alex St Germain'],
    ['Doe a/k/a Jane A. Doe, Jane', 'Jane Doe'],
    ['Doe; , Jane W.', 'Jane W. Doe'],
    ['Doe;, Jane', 'Jane Doe'],
    ['Doe , Jane', 'Jane Doe'],
    ['EXAMPLE HOLDINGS, LLC', 'EXAMPLE HOLDINGS, LLC'],
    ['THE HEIRS OR BENEFICIARIES OF JANE DOE', 'The Heirs or Beneficiaries of Jane Doe'],
    ['DOE, JANE; ROE, JOHN', 'Jane Doe; John Roe'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeParties(input, 'last-first')).toBe(expected)
  })
})

describe('normalizeParties: last-first without a comma', () => {
  it.each([
    ['DOE JANE', 'Jane Doe'],
    ['DOE JR JOHN', 'John Doe Jr'],
    ['PHAM-TO JEANNIE T', 'Jeannie T Pham-To'],
    ['DOE JANE Q.', 'Jane Q. Doe'],
    ['ROE II PAUL', 'Paul Roe II'],
    ['MCDOE JR ALAN', 'Alan McDoe Jr'],
    ["DOE 'JANE", 'Jane Doe'],
    ['SMITH- JONES MARY', 'Mary Smith-Jones'],
    ['DE LA ROE ANA', 'Ana De La Roe'],
    ['DOE TRUSTEE JANE', 'Jane Doe'],
    ['DOE NOW DECEASED JANE', 'Jane Doe'],
    ['UNK HEIRS ETC OF JANE DOE', 'Unknown Heirs of Jane Doe'],
    ['UNKNOWN HEIRS OF JANE DOE', 'Unknown Heirs of Jane Doe'],
    ['JANE ROE EXEC OF ESTATE OF JOHN ROE', 'Jane Roe'],
    ['EXAMPLE YOUTH SERVICES & HOUSING', 'EXAMPLE YOUTH SERVICES & HOUSING'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeParties(input, 'last-first-no-comma')).toBe(expected)
  })
})

describe('normalizeParties: first-last lists', () => {
  it.each([
    ['Jane Q. Doe', 'Jane Q. Doe'],
    ['Jane Doe and John Roe', 'Jane Doe; John Roe'],
    ['Jane Doe, John Roe and Mary Poe', 'Jane Doe; John Roe; Mary Poe'],
    ['John Roe, Jr. and Jane Roe', 'John Roe Jr.; Jane Roe'],
    ['Jane Doe a/k/a Jane Q. Doe and John Doe a/k/a J. Doe', 'Jane Doe; John Doe'],
    ['John Doe a/k/a John Q. Doe, Jr.', 'John Doe'],
    [
      'Jane Doe; Mrs. John Doe, his wife; Example Funding LLC',
      'Jane Doe; Mrs. John Doe; Example Funding LLC',
    ],
    ['Example Holdings, LLC and Jane Doe', 'Example Holdings, LLC; Jane Doe'],
    // The estate a representative acts for is a defendant of its own (issue 17).
    [
      'Jane Roe as Administratrix of the Estate of Ann Roe, Deceased',
      'Jane Roe; Estate of Ann Roe',
    ],
    [
      'Jane Roe, in Her Capacity as Executrix and Devisee of the Estate of Ann Roe, Kim Roe, in Her Capacity as Devisee of the Estate of Ann Roe, and Lee Roe',
      'Jane Roe; Estate of Ann Roe; Kim Roe; Lee Roe',
    ],
    ['Jane Q. Roe and John Roe, husband and wife', 'Jane Q. Roe; John Roe'],
    ['Jane Roe II, a single man and Ann Roe, a single woman', 'Jane Roe II; Ann Roe'],
    ['Jane Roe, et al Kim Roe, et al', 'Jane Roe; Kim Roe'],
    [
      'The Roe 2009 Revocable Trust dated the 2nd day of February 2009',
      'The Roe 2009 Revocable Trust',
    ],
    ['Jane Roe, hereinafter referred to as Grantor', 'Jane Roe'],
    [
      'Unknown Heirs, Successors, Assigns, and All Persons, Firms, or Associations Claiming Right, Title or Interest from or under Ann Roe, Deceased',
      'Unknown Heirs of Ann Roe',
    ],
    ['The Unknown Heirs of Ann Roe, Deceased', 'Unknown Heirs of Ann Roe'],
    ['Jane Doe, with Notice to Heirs and Assigns, owners, and reputed owners', 'Jane Doe'],
    [
      'Jane Doe, her heirs, devisees and personal representatives, and her, their or any of their successors in right, title and interest; John Roe',
      'Jane Doe; John Roe',
    ],
    ['Jane Doe et al', 'Jane Doe'],
    [
      'Secretary of Housing and Urban Development and Jane Doe',
      'Secretary of Housing and Urban Development; Jane Doe',
    ],
    ['Jane Doe and United States of America', 'Jane Doe; United States of America'],
    [
      'Example Registration Systems, Inc. as nominee for Example Lender, LLC',
      'Example Registration Systems, Inc.',
    ],
    ['JANE DOE A/K/A JANE Q DOE AND JOHN DOE', 'Jane Doe; John Doe'],
    ['JANE DOE INDIVIDUALLY AND AS REPRESENTATIVE OF ANN DOE AND ANN DOE', 'Jane Doe; Ann Doe'],
    ['JANE DOE (A/K/A JANE DOE JR)', 'Jane Doe'],
    [
      'A & B HOLDINGS, A LOUISIANA GENERAL PARTNERSHIP',
      'A & B HOLDINGS, A LOUISIANA GENERAL PARTNERSHIP',
    ],
    [
      'THE SUCCESSION OF AND UNKNOWN HEIRS OF ANN ROE',
      'The Succession of and Unknown Heirs of Ann Roe',
    ],
    ['Jane Doe and Jane Doe', 'Jane Doe'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeParties(input, 'first-last')).toBe(expected)
  })
})

describe('normalizeParties: auto and blanks', () => {
  it('reads a lone "Last, First" as last-first and lists as first-last', () => {
    expect(normalizeParties('Doe, Jane')).toBe('Jane Doe')
    expect(normalizeParties('Jane Doe, John Roe')).toBe('Jane Doe; John Roe')
    expect(normalizeParties('John Roe, Jr.')).toBe('John Roe Jr.')
    expect(normalizeParties('Example Holdings, LLC')).toBe('Example Holdings, LLC')
  })

  it('gives null for blanks and non-strings', () => {
    expect(normalizeParties('')).toBeNull()
    expect(normalizeParties('   ')).toBeNull()
    expect(normalizeParties(null)).toBeNull()
    expect(normalizeParties(42)).toBeNull()
  })
})

describe('normalizeParties: estates printed last-first', () => {
  it('turns "Roe, Jane Q, Estate" into the estate of Jane Q Roe', () => {
    expect(normalizeParties('Roe, Jane Q, Estate')).toBe('Estate of Jane Q Roe')
  })
})

describe('splitLastFirstRun', () => {
  it.each([
    ['ROE, JANE DOE, JOHN Q', 'Jane Roe; John Q Doe'],
    ['Roe, Ann Roe Jr., Kim', 'Ann Roe; Kim Roe Jr.'],
    ['Roe Jr., Kim W. Roe, Ann A.', 'Kim W. Roe Jr.; Ann A. Roe'],
    ['Van Roe, Ann', 'Ann Van Roe'],
    ['ROE, ANN I (TRUSTEE)', 'Ann I Roe'],
    ['Example Living Properties, LLC', 'Example Living Properties, LLC'],
  ])('%s -> %s', (input, expected) => {
    expect(splitLastFirstRun(input)).toBe(expected)
  })

  it('is null for text that is not a run of last-first names', () => {
    expect(splitLastFirstRun('Jane Roe')).toBeNull()
    expect(splitLastFirstRun('Roe, , Ann')).toBeNull()
  })
})
