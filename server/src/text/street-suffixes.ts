/**
 * Where a street line ends and a city begins when a source leaves out the comma between them
 * ('0 EXAMPLE ROAD SAMPLETON, LA. 71000'): after the street's suffix (ROAD), plus a unit or route
 * number that belongs to the street.
 */

/** Suffixes that almost always end a street name. */
const PRIMARY = new Set(
  (
    'ST STREET AVE AV AVENUE RD ROAD DR DRIVE LN LANE BLVD BOULEVARD CT COURT PL PLACE WAY CIR ' +
    'CIRCLE TER TERR TERRACE PKWY PARKWAY HWY HIGHWAY TRL TRAIL TR PIKE LOOP SQ SQUARE ALY ALLEY ' +
    'CV COVE XING EXT TPKE TURNPIKE RTE ROUTE EXPY FWY PLZ PLAZA WALK ROW PATH MEWS'
  ).split(' '),
)

/** Suffixes that are also common words in city names; used only when no primary one is found. */
const SECONDARY = new Set(
  (
    'BEND BND LAKE PARK RIDGE RDG HILL HL CREEK CRK CROSSING RUN POINT PT VIEW VW HTS HEIGHTS ' +
    'GLEN HOLLOW ESTATES MANOR GROVE KNOLL LANDING PASS SPUR CRES CRESCENT GREEN GARDENS VALLEY'
  ).split(' '),
)

/** Every street suffix, as a regular-expression alternation (for 'number ... suffix' patterns). */
export const STREET_SUFFIX_WORDS = [...PRIMARY, 'LA', 'TRCE', 'PT', 'HTS', 'RDG', 'CRK']
  .sort((a, b) => b.length - a.length)
  .join('|')

/** A comma-separated piece that belongs to the street line: a unit, building or lot. */
export const UNIT_PIECE =
  /^(?:#\s*\w+|(?:unit|apt\.?|apartment|suite|ste\.?|lot|bldg\.?|building|floor|fl\.?|rm\.?|room|rear|front|upper|lower)\b.*|[A-Z]{0,2}-?\d+[A-Z]?)$/i

const GLUED_WORDS =
  'Street St Avenue Ave Road Rd Drive Dr Lane Ln Place Pl Court Ct Circle Cir Terrace Ter Way ' +
  'Boulevard Blvd Pike Highway Hwy Parkway Pkwy Trail Cove Mews North South East West'
/** A Title-case street suffix with a capital, '#', '(' or a unit word glued straight after it. */
const GLUED = new RegExp(
  `\\b(?:${GLUED_WORDS.split(' ').join('|')})\\.?(?=[A-Z#(]|(?:lot|unit|apt|a/k/a|aka)\\b)`,
)

/** A unit word glued to any word before it: '19 Example CroftUnit 19'. */
const GLUED_UNIT = /[a-z.](?=(?:Unit|Apt|Suite|Bldg)\b)/

/**
 * Splits a street from what a scraper glued to it: '1 Example St.Unit 5' -> street '1 Example
 * St.', rest 'Unit 5'. Only Title-case suffixes are trusted, since in ALL-CAPS text a suffix
 * followed by a capital is just another word. `rest` is '' when nothing is glued.
 */
export function splitGluedStreet(text: string): { street: string; rest: string } {
  const match = GLUED.exec(text) ?? GLUED_UNIT.exec(text)
  if (!match) return { street: text, rest: '' }
  const end = match.index + match[0].length
  return { street: text.slice(0, end).trim(), rest: text.slice(end).trim() }
}

/** The unit, building and lot pieces of a comma-separated remainder ('Unit 2, Bldg 5'). */
export function unitPieces(rest: string): string[] {
  return rest
    .split(',')
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '' && UNIT_PIECE.test(piece))
}

/** Street types followed by a number that is part of the street ('HIGHWAY 34'). */
const NUMBERED = new Set(['HWY', 'HIGHWAY', 'RTE', 'ROUTE', 'RT'])
const UNIT_WORDS = /^(?:#\S*|APT\.?|APARTMENT|UNIT|STE\.?|SUITE|LOT|BLDG\.?|FL|FLOOR|RM|ROOM)$/i
/** A direction after the suffix; 'North', 'West'... open city names (West Monroe), so are not. */
const DIRECTION = /^(?:N|S|E|W|NE|NW|SE|SW|NORTHEAST|NORTHWEST|SOUTHEAST|SOUTHWEST)\.?$/i

function suffixKey(token: string): string {
  return token.replace(/[.,]+$/, '').toUpperCase()
}

/**
 * Splits 'street city' text that has no comma between them. Returns the street alone (city
 * null) when no suffix marks the boundary.
 */
export function splitStreetAndCity(text: string): { street: string; city: string | null } {
  const tokens = text.split(' ').filter(Boolean)
  const end = streetEnd(tokens)
  if (end === null || end >= tokens.length - 1) return { street: text, city: null }
  return { street: tokens.slice(0, end + 1).join(' '), city: tokens.slice(end + 1).join(' ') }
}

/** Index of the street's last token, or null. */
function streetEnd(tokens: string[]): number | null {
  const candidates = (set: Set<string>) =>
    tokens
      .map((token, index) => ({ key: suffixKey(token), index }))
      .filter(({ key, index }) => set.has(key) && index >= 1 && index < tokens.length - 1)
  let found = candidates(PRIMARY)
  if (found.length > 1) {
    // 'ST' right before a name is more likely Saint ('12 MAIN ST ST LOUIS').
    const last = found[found.length - 1]!
    if (last.key === 'ST' && !/\.$/.test(tokens[last.index]!)) found = found.slice(0, -1)
  }
  if (found.length === 0) found = candidates(SECONDARY)
  const chosen = found[found.length - 1]
  if (!chosen) return null
  let end = chosen.index
  const next = (offset: number) => tokens[end + offset]
  if (NUMBERED.has(chosen.key) && /^\d+[A-Z]?$/i.test(next(1) ?? '')) end += 1
  if (DIRECTION.test(next(1) ?? '') && end + 2 < tokens.length) end += 1
  if (UNIT_WORDS.test(next(1) ?? '')) {
    end += /^#\S+$/.test(next(1)!) ? 1 : 2
  }
  return Math.min(end, tokens.length - 1)
}

/** USPS standard abbreviations of the spelled-out suffixes and directionals (Publication 28). */
export const STREET_ABBREVIATIONS: Readonly<Record<string, string>> = {
  STREET: 'ST',
  STR: 'ST',
  AVENUE: 'AVE',
  AV: 'AVE',
  AVN: 'AVE',
  ROAD: 'RD',
  DRIVE: 'DR',
  LANE: 'LN',
  BOULEVARD: 'BLVD',
  COURT: 'CT',
  PLACE: 'PL',
  CIRCLE: 'CIR',
  TERRACE: 'TER',
  TERR: 'TER',
  PARKWAY: 'PKWY',
  HIGHWAY: 'HWY',
  TRAIL: 'TRL',
  TR: 'TRL',
  SQUARE: 'SQ',
  ALLEY: 'ALY',
  COVE: 'CV',
  CROSSING: 'XING',
  TURNPIKE: 'TPKE',
  ROUTE: 'RTE',
  EXPRESSWAY: 'EXPY',
  FREEWAY: 'FWY',
  PLAZA: 'PLZ',
  EXTENSION: 'EXT',
  HEIGHTS: 'HTS',
  RIDGE: 'RDG',
  CREEK: 'CRK',
  POINT: 'PT',
  TRACE: 'TRCE',
  CRESCENT: 'CRES',
  NORTH: 'N',
  SOUTH: 'S',
  EAST: 'E',
  WEST: 'W',
  NORTHEAST: 'NE',
  NORTHWEST: 'NW',
  SOUTHEAST: 'SE',
  SOUTHWEST: 'SW',
}

/**
 * A street line as a matching key: lower case, punctuation gone, each spelled-out suffix or
 * direction in its standard abbreviation, so '12 Oak Ct.' and '12 OAK COURT' give the same key
 * ('12 oak ct'). Every word is mapped the same way on both sides, so a word that is a name
 * ('North Ave') stays comparable too.
 */
export function streetMatchKey(street: string): string {
  return street
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word) => STREET_ABBREVIATIONS[word] ?? word)
    .join(' ')
    .toLowerCase()
}
