// @vitest-environment node
import { UPLOAD_MESSAGES } from '@common/contracts/documents'
import { describe, expect, it } from 'vitest'
import { formatFileSize, isPdfFile, uploadFileError } from './upload-file'

describe('isPdfFile', () => {
  it('trusts a PDF type, or a .pdf name without a useful type', () => {
    expect(isPdfFile({ name: 'a.bin', type: 'application/pdf' })).toBe(true)
    expect(isPdfFile({ name: 'a.PDF', type: '' })).toBe(true)
    expect(isPdfFile({ name: 'a.pdf', type: 'application/octet-stream' })).toBe(true)
    expect(isPdfFile({ name: 'a.pdf', type: 'image/png' })).toBe(false)
    // Word files are uploads too since issue 17.
    expect(isPdfFile({ name: 'a.docx', type: '' })).toBe(true)
    expect(
      isPdfFile({
        name: 'notices',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ).toBe(true)
    expect(isPdfFile({ name: 'a.doc', type: 'application/msword' })).toBe(false)
  })
})

describe('uploadFileError', () => {
  it("uses the server's words", () => {
    expect(uploadFileError({ name: 'a.png', type: 'image/png', size: 10 })).toBe(
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
