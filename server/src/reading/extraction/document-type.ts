/**
 * Which kind of foreclosure document a text is, from its title words. The title that appears
 * first wins, since a summons mentions the complaint and a lis pendens the foreclosure suit.
 */
import { snippetAt } from './prepare'
import type { DocumentType, Found } from './types'

interface TypeRule {
  type: DocumentType
  pattern: RegExp
  /** Confidence when the words sit in the document's opening (its title). */
  weight: number
}

const RULES: TypeRule[] = [
  {
    type: 'report of foreclosure sale',
    pattern:
      /\breport of (?:foreclosure |referee'?s? |master'?s? |commissioner'?s? )?sale\b|\bcertificate of sale\b/i,
    weight: 0.9,
  },
  {
    type: 'notice of trustee sale',
    pattern:
      /\bnotice of (?:substitute )?trustee(?:'?s|s')? sale\b|\btrustee(?:'?s|s')? notice of sale\b|\bnotice of sale under power\b/i,
    weight: 0.95,
  },
  {
    type: 'notice of sheriff sale',
    pattern:
      /\b(?:notice of )?sherif(?:f|fe|e)?(?:'?s|s')? sales?\b|\bsheriff(?:'?s|s')? notice of sale\b/i,
    weight: 0.9,
  },
  {
    type: 'tax foreclosure',
    pattern:
      /\btax (?:lien )?foreclosure\b|\bforeclos\w* (?:of |for )?(?:delinquent )?(?:real )?(?:property )?tax(?:es| liens?)\b|\btax (?:deed|sale) (?:application|notice)\b|\bnotice of application for tax deed\b|\bdelinquent (?:real )?(?:property )?tax(?:es)?\b/i,
    weight: 0.85,
  },
  {
    type: 'lis pendens',
    pattern: /\blis\s+pendens\b|\bnotice of pendency of (?:action|foreclosure)\b/i,
    weight: 0.95,
  },
  { type: 'summons', pattern: /\b(?:alias |civil )?summons\b/i, weight: 0.85 },
  {
    type: 'verified complaint',
    pattern:
      /\bverified complaint\b|\bcomplaint (?:to|for|in) (?:mortgage )?foreclos\w*|\bcomplaint in mortgage foreclosure\b|\bforeclosure complaint\b/i,
    weight: 0.85,
  },
  {
    type: 'notice of sheriff sale',
    pattern:
      /\bnotice of (?:foreclosure |judicial |public |master'?s'? |commissioner'?s'? |referee'?s'? )?sale\b/i,
    weight: 0.6,
  },
]

/** Characters from the start that count as the title area. */
const TITLE_AREA = 600

/**
 * The document type whose title words appear earliest; 'other' (confidence 0.2) when none do.
 * A judicial sale notice by a clerk, master or referee counts as a sheriff sale notice.
 */
export function detectDocumentType(flat: string): Found<DocumentType> {
  let best: { rule: TypeRule; index: number; length: number } | null = null
  for (const rule of RULES) {
    const match = rule.pattern.exec(flat)
    if (!match) continue
    const earlier = !best || match.index < best.index - 20
    const sameSpotStronger =
      best && Math.abs(match.index - best.index) <= 20 && rule.weight > best.rule.weight
    if (earlier || sameSpotStronger) best = { rule, index: match.index, length: match[0].length }
  }
  if (!best) return { value: 'other', confidence: 0.2, snippet: flat.slice(0, 80) }
  const inTitle = best.index < TITLE_AREA
  return {
    value: best.rule.type,
    confidence: inTitle ? best.rule.weight : Math.round(best.rule.weight * 0.6 * 100) / 100,
    snippet: snippetAt(flat, best.index, best.index + best.length),
  }
}
