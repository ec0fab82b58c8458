/**
 * Decoded-size limits in processing (Hardening D2): a 600 KB PDF holding one 25000 x 25000 grey
 * image took a server from 1.4 GB to 4.2 GB while its page was rendered for OCR. It now fails
 * with a reason the user can act on, and no page is rendered (nothing is decoded) first. (In the
 * app this reading runs in a reader process, whose own limits are the last line: 0064.)
 */
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { documents } from '../../../db/schema'
import { readFileText } from '../../../reading/document/read-file-text'
import { type OcrPageImage, renderPagesForOcr } from '../../../reading/pdf/pdf-render'
import { buildDocument, buildUser } from '../../../testing/factories'
import { imagePagesPdf } from '../../../testing/fixtures/pdf/sample-pdfs'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { type ProcessingDeps, processDocument } from './process-document.service'

vi.mock('../../../reading/pdf/pdf-render', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../reading/pdf/pdf-render')>()
  return { ...original, renderPagesForOcr: vi.fn(original.renderPagesForOcr) }
})

let database: TestDatabase
const objects = new Map<string, Uint8Array>()
let ocrCalls = 0
beforeAll(async () => {
  database = await createTestDatabase()
})
/**
 * The file read in this process, not in a reader process (reading/sandbox/reader-pool.test.ts
 * tests those): the spy on the page renderer above sees only this process's calls.
 */
const reader: ProcessingDeps['reader'] = {
  read: (bytes, options) => readFileText(bytes, { ocr: options.ocr, limits: options.limits }),
}
afterAll(async () => {
  await database.destroy()
})
beforeEach(() => {
  vi.mocked(renderPagesForOcr).mockClear()
  ocrCalls = 0
})

function deps(limits: ProcessingDeps['limits'] = {}): ProcessingDeps {
  return {
    db: database.db,
    log: pino({ level: 'silent' }),
    readObject: async (key) => Buffer.from(objects.get(key)!),
    reader,
    ocr: async () => {
      ocrCalls++
      throw new Error('no OCR expected')
    },
    limits,
  }
}

async function stored(pdf: Uint8Array) {
  const user = await buildUser(database.db)
  const document = await buildDocument(database.db, { userId: user.id })
  objects.set(document.objectPath, pdf)
  return document
}

const rowOf = async (id: string) =>
  (await database.db.select().from(documents).where(eq(documents.id, id)))[0]!

describe('decoded-size limits', () => {
  it('fails the D2 PDF (one 25000 x 25000 image) with a reason, before rendering it', async () => {
    const document = await stored(await imagePagesPdf([[{ width: 25_000, height: 25_000 }]]))
    expect(await processDocument(deps(), document.id)).toBe('failed')
    expect(await rowOf(document.id)).toMatchObject({
      processingStatus: 'failed',
      processingError:
        'Page 1 holds an image of 25000 x 25000 pixels, larger than the 50-megapixel limit we ' +
        'can read. Scan it again at 300 dpi or less and upload the new file.',
    })
    expect(renderPagesForOcr).not.toHaveBeenCalled()
    expect(ocrCalls).toBe(0)
  })

  it('fails a document whose scanned pages decode to more than the limit, before any render', async () => {
    const page = [{ width: 1700, height: 2200 }]
    const document = await stored(await imagePagesPdf([page, page, page]))
    // 3 x 3.7 MB of grey samples against a limit of 10 MB.
    expect(await processDocument(deps({ documentDecodedBytes: 10_000_000 }), document.id)).toBe(
      'failed',
    )
    expect((await rowOf(document.id)).processingError).toBe(
      'The scanned pages of this PDF hold 11 MB of image data, more than the 10 MB we can read ' +
        'in one document. Scan them again at 300 dpi or less, or upload fewer pages at a time.',
    )
    expect(renderPagesForOcr).not.toHaveBeenCalled()
  })

  it('renders pages within the limits for OCR, within the render budget', async () => {
    const { renderPagesForOcr: render } = await vi.importActual<
      typeof import('../../../reading/pdf/pdf-render')
    >('../../../reading/pdf/pdf-render')
    const rendered: OcrPageImage[] = []
    vi.mocked(renderPagesForOcr).mockImplementationOnce((bytes, pages, options, onPage) =>
      render(bytes, pages, options, (page) => {
        rendered.push(page)
        return onPage(page)
      }),
    )
    const document = await stored(await imagePagesPdf([[{ width: 1700, height: 2200 }]]))
    // A blank scan: rendered, then OCR is asked for (and refuses here, a passing failure).
    await expect(processDocument(deps({ renderPixels: 2_000_000 }), document.id)).rejects.toThrow(
      'no OCR expected',
    )
    expect(renderPagesForOcr).toHaveBeenCalledTimes(1)
    expect(vi.mocked(renderPagesForOcr).mock.calls[0]?.[2]).toMatchObject({ maxPixels: 2_000_000 })
    expect(rendered).toHaveLength(1)
    expect(rendered[0]!.width * rendered[0]!.height).toBeLessThanOrEqual(2_000_000)
    expect(ocrCalls).toBe(1)
    expect((await rowOf(document.id)).processingStatus).toBe('pending')
  })
})
