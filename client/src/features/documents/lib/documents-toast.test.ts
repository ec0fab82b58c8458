// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { deleteErrorToast, UPLOAD_INTERRUPTED, uploadErrorToast } from './documents-toast'

const refusal = (status: number, message: string) =>
  new Error(`${status}: ${JSON.stringify({ code: 'X', message })}`)

describe('uploadErrorToast', () => {
  it("titles by status and shows the server's message", () => {
    expect(uploadErrorToast(refusal(413, 'The file is larger than 25 MB.'))).toEqual({
      title: 'File Too Large',
      description: 'The file is larger than 25 MB.',
      variant: 'destructive',
    })
    expect(uploadErrorToast(refusal(415, 'Only PDF files')).title).toBe('Not a PDF')
    expect(uploadErrorToast(refusal(400, 'This PDF could not be read.')).title).toBe(
      'Upload Refused',
    )
    expect(uploadErrorToast(refusal(403, 'Your free trial has expired.')).title).toBe(
      'Free Trial Expired',
    )
    expect(uploadErrorToast(refusal(403, 'You have used your 2 trial uploads.')).title).toBe(
      'Upload Limit Reached',
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
    expect(deleteErrorToast(refusal(404, 'Document not found')).description).toBe(
      'Document not found',
    )
    expect(deleteErrorToast(new Error('boom')).description).toBe(
      'The document could not be deleted. Please try again.',
    )
  })
})
