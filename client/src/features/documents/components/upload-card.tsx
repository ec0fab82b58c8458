import type { UploadDocumentResponse } from '@common/contracts/documents'
import { FileUp, LoaderCircle, Upload } from 'lucide-react'
import { type DragEvent, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Progress } from '@/components/ui/progress'
import { toast } from '@/hooks/use-toast'
import { cn } from '@/lib/utils'
import { useUploadDocument } from '../api/upload-document'
import {
  UNSUPPORTED_FILE_TITLE,
  uploadErrorToast,
  uploadSuccessToast,
} from '../lib/documents-toast'
import { formatFileSize, UPLOAD_ACCEPT, uploadFileError } from '../lib/upload-file'
import { zipCodeError, zipInputValue } from '../lib/zip-filter'

interface UploadCardProps {
  /** Called with the new document, so the preview can show it. */
  onUploaded: (document: UploadDocumentResponse) => void
}

/**
 * Upload a foreclosure document (a PDF, a Word .docx, or a photo or scan of a posted notice as a
 * PNG, JPEG or TIFF): drop it on the card or choose it, with an optional ZIP code for documents
 * that do not state one. Shows the upload's progress, then a toast with the result
 * (the server's own message when it refuses the file).
 */
export function UploadCard({ onUploaded }: UploadCardProps) {
  const ids = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const [zipCode, setZipCode] = useState('')
  const [zipError, setZipError] = useState<string>()
  const [dragging, setDragging] = useState(false)
  const [progress, setProgress] = useState(0)
  const [sending, setSending] = useState<{ name: string; size: number } | null>(null)
  const upload = useUploadDocument()

  const start = (file: File | undefined) => {
    if (!file || upload.isPending) return
    const zipProblem = zipCodeError(zipCode)
    setZipError(zipProblem)
    if (zipProblem) {
      document.getElementById(`${ids}-zip`)?.focus()
      return
    }
    const fileProblem = uploadFileError(file)
    if (fileProblem) {
      toast({ title: UNSUPPORTED_FILE_TITLE, description: fileProblem, variant: 'destructive' })
      return
    }
    setProgress(0)
    setSending({ name: file.name, size: file.size })
    upload.mutate(
      { file, zipCode, onProgress: setProgress },
      {
        onSuccess: (created) => {
          toast(uploadSuccessToast(created.originalName))
          setZipCode('')
          onUploaded(created)
        },
        onError: (error) => toast(uploadErrorToast(error)),
        onSettled: () => setSending(null),
      },
    )
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    start(event.dataTransfer.files[0])
  }

  return (
    <section
      aria-labelledby={`${ids}-heading`}
      className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm"
    >
      <div>
        <h2 id={`${ids}-heading`} className="font-semibold text-lg text-slate-900">
          Upload a foreclosure document
        </h2>
        <p className="text-muted-foreground text-sm">
          A lis pendens, complaint, notice of sale or sheriff-sale list as a PDF or a Word (.docx)
          file, or a photo or scan of a posted notice (PNG, JPEG or TIFF). Scanned pages and images
          are read with OCR.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-[11rem_minmax(0,1fr)] md:items-start">
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-zip`}>ZIP code (optional)</Label>
          <Input
            id={`${ids}-zip`}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="5 digits"
            maxLength={5}
            value={zipCode}
            aria-invalid={zipError ? true : undefined}
            aria-describedby={zipError ? `${ids}-zip-error` : `${ids}-zip-hint`}
            onChange={(event) => {
              setZipCode(zipInputValue(event.target.value))
              if (zipError) setZipError(undefined)
            }}
            onBlur={() => setZipError(zipCodeError(zipCode))}
          />
          {zipError ? (
            <p id={`${ids}-zip-error`} className="font-medium text-destructive text-sm">
              {zipError}
            </p>
          ) : (
            <p id={`${ids}-zip-hint`} className="text-muted-foreground text-xs">
              Used when the document does not state one.
            </p>
          )}
        </div>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the button below does the same */}
        <div
          onDragEnter={(event) => {
            event.preventDefault()
            setDragging(true)
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null))
              setDragging(false)
          }}
          onDrop={onDrop}
          className={cn(
            'grid min-h-32 place-items-center gap-3 rounded-lg border-2 border-dashed p-5 text-center transition-colors',
            dragging ? 'border-primary bg-secondary/60' : 'border-input bg-muted/30',
          )}
        >
          {sending ? (
            <div className="grid w-full max-w-md gap-2 text-left" aria-live="polite">
              <p className="flex items-center gap-2 font-medium text-sm">
                <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden="true" />
                <span className="min-w-0 truncate">{sending.name}</span>
                <span className="ml-auto shrink-0 text-muted-foreground text-xs">
                  {formatFileSize(sending.size)}
                </span>
              </p>
              <Progress value={progress} label={`Uploading ${sending.name}`} />
              <p className="text-muted-foreground text-xs">
                {progress < 1
                  ? `Uploading... ${Math.round(progress * 100)}%`
                  : 'Checking the file...'}
              </p>
            </div>
          ) : (
            <>
              <FileUp className="size-8 text-slate-400" aria-hidden="true" />
              <p className="text-muted-foreground text-sm">
                Drag and drop a PDF, .docx or image here, or
              </p>
              <Button type="button" onClick={() => fileInput.current?.click()}>
                <Upload aria-hidden="true" />
                Choose file
              </Button>
            </>
          )}
          <input
            ref={fileInput}
            type="file"
            accept={UPLOAD_ACCEPT}
            aria-label="Image, Word or PDF file to upload"
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              start(event.target.files?.[0])
              event.target.value = ''
            }}
          />
        </div>
      </div>
    </section>
  )
}
