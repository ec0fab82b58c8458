/**
 * Every source preset the product ships, by id: the platform-wide county catalogues (RealAuction,
 * CivilView: docs/decisions/0076) and the single sources (docs/decisions/0031 lists how each was
 * checked).
 */
import { CIVILVIEW_PRESETS } from './presets-civilview'
import { txHarrisForeclosureNotices } from './presets-harris'
import { ctJudicialPendingSales, paMontgomeryUpsetSale } from './presets-licensed'
import {
  ilCookRecorderForeclosures,
  mdPrinceGeorgesTaxSale,
  nyNycAcris,
  paPhiladelphiaSheriffDeeds,
} from './presets-open-data'
import { REALAUCTION_PRESETS } from './presets-realauction'
import type { SourcePreset } from './source-preset'

export const SOURCE_PRESETS: readonly SourcePreset[] = [
  ...REALAUCTION_PRESETS,
  ...CIVILVIEW_PRESETS,
  nyNycAcris,
  paMontgomeryUpsetSale,
  ctJudicialPendingSales,
  paPhiladelphiaSheriffDeeds,
  ilCookRecorderForeclosures,
  mdPrinceGeorgesTaxSale,
  txHarrisForeclosureNotices,
]

/** The preset with this id, or undefined. */
export function findSourcePreset(id: string): SourcePreset | undefined {
  return SOURCE_PRESETS.find((preset) => preset.id === id)
}
