/**
 * How well a page of text reads, 0 to 1: the share of its words that look like words (letters
 * with a vowel, or numbers, dates and amounts in their usual shapes) rather than OCR debris
 * ('3/l 7/2005', '~E~°tu..', 'I0am', 'rDENTIFIED'). Used to choose between a scanner's hidden
 * text layer and a fresh OCR of the same page.
 */

const WORD = /^[A-Za-z][a-z]*(?:['\u2019-][A-Za-z]+)*[.,;:)]*$|^[A-Z]{2,}[.,;:)]*$/
const NUMBER = /^[($]?\d{1,3}(?:,\d{3})*(?:\.\d+)?[),.;:%]*$|^\d+(?:[-/]\d+)*[.,;:)]*$/

/** Share of tokens that read as words or numbers (tokens of one character are not counted). */
export function textQuality(text: string): number {
  const tokens = text.split(/\s+/).filter((token) => token.length > 1)
  if (tokens.length === 0) return 0
  let good = 0
  for (const token of tokens) {
    const bare = token.replace(/^["'(“‘]+/, '')
    if (NUMBER.test(bare)) good++
    // Words have a vowel; abbreviations ('DR', 'TX', 'Ct.') may not.
    else if (
      WORD.test(bare) &&
      (/[aeiouyAEIOUY]/.test(bare) || bare.replace(/\W/g, '').length <= 3)
    )
      good++
  }
  return good / tokens.length
}
