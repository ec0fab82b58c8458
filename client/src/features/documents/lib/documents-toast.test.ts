// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { deleteErrorToast, UPLOAD_INTERRUPTED, uploadErrorToast } from './documents-toast'

const refusal = (status: number, code: string, message: string) =>
  new Error(`${status}: ${JSON.stringify({ code, message })}`)

describe('uploadErrorToast', () => {
  it("titles by the server's code and shows the server's message", () => {
    expect(
      uploadErrorToast(refusal(413, 'FILE_TOO_LARGE', 'The file is larger than 25 MB.')),
    ).toEqual({
      title: 'File Too Large',
      description: 'The file is larger than 25 MB.',
      variant: 'destructive',
    })
    const titles: [number, string, string][] = [
      [401, 'UNAUTHORIZED', 'Please log in to continue'],
      [413, 'PAYLOAD_TOO_LARGE', 'File Too Large'],
      [415, 'NOT_A_PDF', 'Unsupported File Type'],
      [415, 'FILE_TYPE_MISMATCH', 'File Type Mismatch'],
      [413, 'IMAGE_TOO_LARGE', 'Image Too Large'],
      [400, 'IMAGE_UNREADABLE', 'Upload Refused'],
      [400, 'FILE_MISSING', 'Upload Refused'],
      [400, 'VALIDATION_FAILED', 'Upload Refused'],
      [400, 'BAD_REQUEST', 'Upload Refused'],
      [403, 'TRIAL_EXPIRED', 'Free Trial Expired'],
      [403, 'TRIAL_NOT_STARTED', 'Upload Limit Reached'],
      [403, 'TRIAL_UPLOADS_USED', 'Upload Limit Reached'],
      [403, 'MONTHLY_IMPORT_LIMIT', 'Upload Limit Reached'],
      [415, 'UNSUPPORTED_MEDIA_TYPE', 'Upload Failed'],
      [429, 'RATE_LIMITED', 'Upload Failed'],
    ]
    for (const [status, code, title] of titles) {
      expect(uploadErrorToast(refusal(status, code, 'The server says why.'))).toEqual({
        title,
        description: 'The server says why.',
        variant: 'destructive',
      })
    }
  })

  it('reads the code, not the wording', () => {
    const used = 'Trial upload limit reached; your trial has not expired yet.'
    expect(uploadErrorToast(refusal(403, 'TRIAL_UPLOADS_USED', used)).title).toBe(
      'Upload Limit Reached',
    )
    expect(uploadErrorToast(refusal(403, 'TRIAL_EXPIRED', 'Reworded')).title).toBe(
      'Free Trial Expired',
    )
  })

  it('falls back when the server said nothing usable, or the connection failed', () => {
    expect(uploadErrorToast(new Error('500: Internal Server Error')).description).toBe(
      'The document could not be uploaded. Please try again.',
    )
    expect(uploadErrorToast(new Error('Network error during upload'))).toMatchObject({
      title: 'Upload Failed',
      description: UPLOAD_INTERRUPTED,
    })
  })
})

describe('deleteErrorToast', () => {
  it("shows the server's message or a fallback", () => {
    expect(
      deleteErrorToast(refusal(404, 'DOCUMENT_NOT_FOUND', 'Document not found')).description,
    ).toBe('Document not found')
    expect(deleteErrorToast(new Error('boom')).description).toBe(
      'The document could not be deleted. Please try again.',
    )
  })
})
