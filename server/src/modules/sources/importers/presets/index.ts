/** The file-import presets for the real exports the product was built against, by id. */
import type { FieldTransform } from '../field-transforms'
import type { FileImportPreset } from '../file-import-preset'
import { ctJudicialPendingSalesFile } from './ct-judicial-bulk-file'
import { ctMiddletownForeclosureCases } from './ct-middletown-foreclosure-cases'
import { laOuachitaSheriffSales } from './la-ouachita-sheriff-sales'
import { njAtlanticSheriffSales } from './nj-atlantic-sheriff-sales'
import { ohHamiltonSheriffSales } from './oh-hamilton-sheriff-sales'
import { paMontgomeryUpsetSale } from './pa-montgomery-upset-sale'
import { scGreenvilleMasterInEquity } from './sc-greenville-master-in-equity'

const PRESETS = [
  njAtlanticSheriffSales,
  ohHamiltonSheriffSales,
  laOuachitaSheriffSales,
  ctMiddletownForeclosureCases,
  scGreenvilleMasterInEquity,
  paMontgomeryUpsetSale,
  ctJudicialPendingSalesFile,
]

export const FILE_IMPORT_PRESETS: Readonly<Record<string, FileImportPreset>> = Object.fromEntries(
  PRESETS.map((preset) => [preset.id, preset]),
)

/**
 * Every preset's source-specific transforms (their names carry the source's prefix, so they do
 * not collide): pass them to `importFile` when running a mapping read back from `parsers.fields`.
 */
export const PRESET_TRANSFORMS: Readonly<Record<string, FieldTransform>> = Object.assign(
  {},
  ...PRESETS.map((preset) => preset.transforms ?? {}),
)

export {
  ctMiddletownForeclosureCases,
  laOuachitaSheriffSales,
  njAtlanticSheriffSales,
  ohHamiltonSheriffSales,
  paMontgomeryUpsetSale,
  scGreenvilleMasterInEquity,
}
