/** What a source's parser answers: the filings it read and the records it could not use. */
import type { NormalizedFiling } from '../../records'

/** A record the parser could read but that is not a usable filing, with the reason. */
export interface RejectedRecord {
  sourceRecordId: string | null
  reason: string
  /**
   * The record's own document (a notice's PDF) could not be fetched or read: later runs leave
   * the record alone for a while instead of asking for the same file again (unreadable-records.ts).
   */
  unreadable?: boolean
}

export interface ImportResult {
  filings: NormalizedFiling[]
  rejected: RejectedRecord[]
}

/** A parser's answer: the result, or why the whole input could not be read. */
export type ImportOutcome = { ok: true; result: ImportResult } | { ok: false; error: string }
