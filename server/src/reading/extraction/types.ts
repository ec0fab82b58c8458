/**
 * The shapes the rule-based extractor returns. Every field carries a confidence between 0 and 1
 * and the snippet of document text it was taken from, or is null when nothing was found.
 */

/** The kinds of foreclosure document the extractor recognises. */
export type DocumentType =
  | 'lis pendens'
  | 'verified complaint'
  | 'notice of trustee sale'
  | 'notice of sheriff sale'
  | 'report of foreclosure sale'
  | 'tax foreclosure'
  | 'summons'
  | 'other'

import type { AmountKind, SaleStatus } from '@common/enums'
import type { PartyRole } from '../names/name-grammar'

/** Which amount a document states; where a sale stands (common/enums.ts). */
export type { AmountKind, SaleStatus }

/** Which date a document states. */
export type DateKind = 'filing' | 'sale'

/** A value found in the text, with how sure the rule is and the text it came from. */
export interface Found<T> {
  value: T
  /** 0..1: how specific the rule that found it was. */
  confidence: number
  /** The text the value was read from, whitespace collapsed, at most ~200 characters. */
  snippet: string
}

/** The property's address split into parts (any part may be null). */
export interface PropertyAddress {
  street: string | null
  city: string | null
  state: string | null
  zip: string | null
}

/** An amount with its kind. */
export interface Amount {
  /** Decimal string with two decimals ('123456.78'). */
  value: string
  kind: AmountKind
}

/** A deadline as the document states it: days after an event, or a calendar date. */
export interface AnswerDeadline {
  /** 'YYYY-MM-DD' when a date is printed. */
  date: string | null
  /** Days, when a period is printed ('within 20 days'). */
  days: number | null
  /** What the period runs from ('service of this summons'), as printed; null for a date. */
  after: string | null
}

/** A calendar date ('YYYY-MM-DD') with its kind. */
export interface DocumentDate {
  value: string
  kind: DateKind
}

/** Whose contact detail a phone or e-mail seems to be, judged from the text around it. */
export type ContactOwner = 'attorney' | 'trustee' | 'court' | 'sheriff' | 'tax office' | 'unknown'

/** A phone number or e-mail printed in the document. */
export interface Contact {
  /** Phones as 'NNN-NNN-NNNN'; e-mails lower-cased. */
  value: string
  owner: ContactOwner
  snippet: string
}

/** Everything `extractFields` reads from one document's text. */
export interface ExtractionResult {
  documentType: Found<DocumentType>
  defendants: Found<string[]> | null
  plaintiff: Found<string> | null
  propertyAddress: Found<PropertyAddress> | null
  caseNumber: Found<string> | null
  court: Found<string> | null
  /** The lead's amount: the most telling one (a loan, judgment, upset price, bid or tax). */
  amount: Found<Amount> | null
  /** The best amount of each kind the document states (never a deposit or a percentage). */
  amounts: Array<Found<Amount>>
  /** The sale date when the document is a sale notice, else its filing date. */
  date: Found<DocumentDate> | null
  /** The sale date ('YYYY-MM-DD'), when one is stated. */
  saleDate: Found<string> | null
  /**
   * This document's filing date: a clerk's stamp or a filing label, else the day its author
   * dated or signed it; never a date without such a cue (absent from older results).
   */
  filingDate?: Found<string> | null
  /** The date of the judgment the sale follows, when stated (absent from older results). */
  judgmentDate?: Found<string> | null
  /** Whether the sale is still to happen, for sale notices and listings. */
  saleStatus: Found<SaleStatus> | null
  /**
   * The deadline to answer a summons or complaint, when the document states one (absent from
   * documents analysed before it was read).
   */
  answerDeadline?: Found<AnswerDeadline> | null
  /** Every phone printed, in order of appearance (nothing dropped silently). */
  phones: string[]
  /** Every e-mail printed, in order of appearance. */
  emails: string[]
  /** The same phones and e-mails with a guess of whose they are. */
  contacts: Contact[]
  /**
   * Every defendants list the text offered, scored, most probable first (the first is
   * `defendants`): why the reader chose what it chose (absent from older results).
   */
  defendantCandidates?: ScoredParties[]
  /**
   * Every number the text offered as its case number, scored, most probable first (the first,
   * when probable enough, is `caseNumber`): why the reader chose it (absent from older results).
   */
  caseNumberCandidates?: ScoredCaseNumber[]
  /**
   * Every address the text offered for the property, scored, most probable first (the first
   * not refused is `propertyAddress` when it clears the floor): why the reader chose what it
   * chose (absent from older results).
   */
  addressCandidates?: ScoredAddress[]
  /**
   * Every party the chosen place names, with its role: the defendants (owners and lienholders),
   * the plaintiff, and those never taken as the defendant (a government named as a junior
   * lienholder, an occupant placeholder). Absent from older results.
   */
  parties?: NamedParty[]
  /**
   * Every money figure the text offered, scored, most probable first (the first is `amount`
   * when above the floor): why the reader chose what it chose (absent from older results).
   */
  amountCandidates?: ScoredAmount[]
}

/** A party the document names, with its role: the plaintiff, an owner, a lienholder, a government, an occupant placeholder. */
export interface NamedParty {
  name: string
  role: 'plaintiff' | PartyRole
}

/** A list of defendants as one place of the text names them, with the other parties it names there. */
export type PartyNames = Found<string[]> & { others?: NamedParty[] }

/** Where a defendants candidate list was read. */
export type PartySource =
  | 'caption'
  | 'inline caption'
  | 'defendant label'
  | 'grantor clause'
  | 'owner label'
  | 'tax list'
  | 'record opening'

/** A defendants candidate as the result keeps it: what it named, where from, its features and score. */
export interface ScoredParties {
  source: PartySource
  names: string[]
  features: number[]
  probability: number
}

/** An amount candidate as the result keeps it: the figure, what its words say it is, its features and score. */
export interface ScoredAmount {
  /** Decimal string with two decimals. */
  value: string
  /** The kind it is shown as when chosen. */
  kind: AmountKind
  /** The kind its label or the words before it give (amount-cues.ts). */
  cue:
    | 'judgment'
    | 'loan'
    | 'upset price'
    | 'minimum bid'
    | 'tax'
    | 'assessed value'
    | 'deposit'
    | 'max bid'
    | 'other'
  snippet: string
  features: number[]
  probability: number
}

/** A case-number candidate as the result keeps it: its value, its features (CASE_FEATURES) and score. */
export interface ScoredCaseNumber {
  value: string
  features: number[]
  probability: number
}

/** A property address candidate as the result keeps it: its cue, its parts, its features and score. */
export interface ScoredAddress {
  /** What introduced it in the text. */
  cue:
    | 'property label'
    | 'known as'
    | 'situs'
    | 'a/k/a'
    | 'located at'
    | 'loose intro'
    | 'record opening'
    | 'bare line'
  value: PropertyAddress
  features: number[]
  /** 0 for a refused candidate. */
  probability: number
  /**
   * Why it can never be the property, printed right at it: an attorney's or trustee's office, a
   * servicer's or someone's 'care of' address, the sale's place, a ZIP in another state than the
   * document's. Null for a candidate the scorer chose among.
   */
  refused: 'agent' | 'someone else' | 'sale place' | 'other state' | null
}
