import { describe, expect, it, vi } from 'vitest'
import { lazyChunk } from './lazy-chunk'

describe('lazyChunk', () => {
  it('fetches once and then offers what it got at once', async () => {
    const fetchChunk = vi.fn(async () => 'chunk')
    const chunk = lazyChunk(fetchChunk)
    expect(chunk.loaded()).toBeUndefined()
    const [first, second] = await Promise.all([chunk.load(), chunk.load()])
    expect([first, second]).toEqual(['chunk', 'chunk'])
    expect(fetchChunk).toHaveBeenCalledTimes(1)
    expect(chunk.loaded()).toBe('chunk')
  })

  it('tries again after a failed download', async () => {
    const fetchChunk = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('chunk')
    const chunk = lazyChunk(fetchChunk)
    await expect(chunk.load()).rejects.toThrow('offline')
    await expect(chunk.load()).resolves.toBe('chunk')
    expect(fetchChunk).toHaveBeenCalledTimes(2)
  })
})
