import type { ImageView } from '@common/contracts/images'
import { describe, expect, it } from 'vitest'
import { imageCaption, upgradeHint } from './image-caption'

const image = (overrides: Partial<ImageView>): ImageView => ({
  id: 'i',
  provider: 'google_street_view',
  imageType: 'front_view',
  license: 'restricted',
  attribution: '© Google',
  visibility: 'paid',
  capturedOn: '2019-07',
  contentPath: '/api/images/i/content?lead=l',
  width: 640,
  height: 400,
  mimeType: 'image/jpeg',
  isSample: false,
  fetchedAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
})

describe('imageCaption', () => {
  it('puts the credit first, then source, date and licence', () => {
    expect(imageCaption(image({}))).toEqual({
      credit: '© Google',
      details:
        'Google Street View · taken 2019-07 · Restricted: shown here only, not for download or reuse',
    })
    expect(
      imageCaption(
        image({
          provider: 'sample',
          attribution: 'Sample image',
          license: 'public_domain',
          capturedOn: null,
        }),
      ),
    ).toEqual({
      credit: 'Sample image',
      details: 'Sample image · Public domain',
    })
  })
})

describe('upgradeHint', () => {
  it('names how many and the plan; nothing when nothing is hidden', () => {
    expect(upgradeHint(0, null)).toBeNull()
    expect(upgradeHint(1, 'pro')).toBe('1 more photo of this property comes with the Pro plan.')
    expect(upgradeHint(2, 'basic')).toBe('2 more photos of this property come with the Basic plan.')
  })
})
