import { describe, expect, it } from 'vitest'
import { importFile } from '../file-import'
import { parseFileImportMapping } from '../file-import-mapping'
import { FILE_IMPORT_PRESETS, PRESET_TRANSFORMS } from './index'

describe('file-import presets as stored mappings', () => {
  it('are valid mappings that survive a JSON round trip (the parsers.fields column)', () => {
    for (const preset of Object.values(FILE_IMPORT_PRESETS)) {
      const stored = JSON.parse(JSON.stringify(preset.mapping))
      expect(stored).toEqual(preset.mapping)
      expect(parseFileImportMapping(stored).ok).toBe(true)
    }
  })

  it('run from the stored JSON with the shared transform registry', () => {
    for (const preset of Object.values(FILE_IMPORT_PRESETS)) {
      const { format, recordsPath } = preset.mapping
      const empty =
        format === 'csv' ? 'x\n1\n' : JSON.stringify(recordsPath ? { [recordsPath]: [] } : [])
      const stored = JSON.parse(JSON.stringify(preset.mapping))
      expect(importFile(empty, stored, { transforms: PRESET_TRANSFORMS })).toMatchObject({
        ok: true,
      })
    }
  })

  it('refuse to run when a source transform is not registered', () => {
    const preset = FILE_IMPORT_PRESETS['ct-middletown-foreclosure-cases']!
    expect(importFile('a\n1\n', preset.mapping)).toEqual({
      ok: false,
      error:
        'Invalid import mapping: unknown transform ct-case-defendant, ct-case-plaintiff, ct-street',
    })
  })
})
