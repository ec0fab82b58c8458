// @vitest-environment node
import { getNonce } from 'get-nonce'
import { describe, expect, it } from 'vitest'
import { applyCspNonce, CSP_NONCE_META, readCspNonce } from './csp-nonce'

function pageWith(content: string | null): Pick<ParentNode, 'querySelector'> {
  return {
    querySelector: ((selector: string) => {
      if (selector !== CSP_NONCE_META || content === null) return null
      return { getAttribute: (name: string) => (name === 'content' ? content : null) }
    }) as ParentNode['querySelector'],
  }
}

describe('readCspNonce', () => {
  it('reads the nonce from the meta tag', () => {
    expect(readCspNonce(pageWith('abc123'))).toBe('abc123')
  })

  it('returns undefined without the tag or with an empty one', () => {
    expect(readCspNonce(pageWith(null))).toBeUndefined()
    expect(readCspNonce(pageWith('  '))).toBeUndefined()
  })
})

describe('applyCspNonce', () => {
  it('hands the nonce to get-nonce, where the scroll lock reads it', () => {
    applyCspNonce(pageWith('n0nce'))
    expect(getNonce()).toBe('n0nce')
  })
})
