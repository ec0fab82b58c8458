// @vitest-environment node
import { UPLOAD_MESSAGES } from '@common/contracts/documents'
import { describe, expect, it } from 'vitest'
import { formatFileSize, isUploadableFile, UPLOAD_ACCEPT, uploadFileError } from './upload-file'

describe('isUploadableFile', () => {
  it('trusts a PDF type, or a .pdf name without a useful type', () => {
    expect(isUploadableFile({ name: 'a.bin', type: 'application/pdf' })).toBe(true)
    expect(isUploadableFile({ name: 'a.PDF', type: '' })).toBe(true)
    expect(isUploadableFile({ name: 'a.pdf', type: 'application/octet-stream' })).toBe(true)
    // Word files are uploads too since issue 17.
    expect(isUploadableFile({ name: 'a.docx', type: '' })).toBe(true)
    expect(
      isUploadableFile({
        name: 'notices',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ).toBe(true)
    expect(isUploadableFile({ name: 'a.doc', type: 'application/msword' })).toBe(false)
  })

  it('takes page images (issue 34) by type or, typeless, by name: PNG, JPEG, TIFF', () => {
    expect(isUploadableFile({ name: 'photo', type: 'image/jpeg' })).toBe(true)
    expect(isUploadableFile({ name: 'scan.TIF', type: '' })).toBe(true)
    expect(isUploadableFile({ name: 'scan.tiff', type: 'image/tiff' })).toBe(true)
    expect(isUploadableFile({ name: 'page.png', type: 'image/png' })).toBe(true)
    expect(isUploadableFile({ name: 'page.jpeg', type: 'application/octet-stream' })).toBe(true)
    expect(isUploadableFile({ name: 'page.gif', type: 'image/gif' })).toBe(false)
    expect(isUploadableFile({ name: 'page.heic', type: '' })).toBe(false)
  })

  it('offers every kind in the file picker', () => {
    for (const taken of [
      'application/pdf',
      '.docx',
      'image/png',
      '.jpg',
      '.jpeg',
      '.tif',
      '.tiff',
    ]) {
      expect(UPLOAD_ACCEPT.split(',')).toContain(taken)
    }
  })
})

describe('uploadFileError', () => {
  it("uses the server's words", () => {
    expect(uploadFileError({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      UPLOAD_MESSAGES.notPdf,
    )
    expect(uploadFileError({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe(
      UPLOAD_MESSAGES.unreadable,
    )
    expect(uploadFileError({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBeUndefined()
  })
})

describe('formatFileSize', () => {
  it('reads as B, KB or MB', () => {
    expect(formatFileSize(500)).toBe('500 B')
    expect(formatFileSize(2048)).toBe('2 KB')
    expect(formatFileSize(3.4 * 1024 * 1024)).toBe('3.4 MB')
  })
})
