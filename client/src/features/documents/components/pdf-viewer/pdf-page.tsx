import type { PageViewport, TextLayer } from 'pdfjs-dist'
import { type CSSProperties, useEffect, useRef, useState } from 'react'
import { cn } from '@/lib/utils'
import { boxToRect, type LocatedField } from '../../lib/pdf-highlights'
import { loadPdfjs } from './load-pdfjs'
import type { ViewerPage } from './viewer-page'

interface PdfPageProps {
  /** A PDF's page (pdf.js) or an image upload's (load-image-pages.ts). */
  page: ViewerPage
  /** CSS pixels per page unit (a PDF point, an image's pixel). */
  scale: number
  /** The scrolling viewer, for lazy rendering. */
  root: HTMLElement | null
  fields: LocatedField[]
  active: { field: string; nonce: number } | null
  registerHighlight: (field: string, element: HTMLElement | null) => void
}

/**
 * The page's text over its canvas, transparent, where it is printed (pdf.js's TextLayer), so a
 * value can be selected on the page to correct a field with it; laid out while the page is near.
 * A page image has no text layer: its fields are corrected by typing.
 */
function usePageText(page: ViewerPage, scale: number, near: boolean) {
  const layer = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = layer.current
    const streamTextContent = page.streamTextContent
    if (!element || !near || !streamTextContent) return
    let cancelled = false
    let text: TextLayer | null = null
    void loadPdfjs().then((pdfjs) => {
      if (cancelled) return
      element.replaceChildren()
      text = new pdfjs.TextLayer({
        textContentSource: streamTextContent(),
        container: element,
        // A pdf.js page's own viewport (viewer-page.ts hands it back as it was given).
        viewport: page.getViewport({ scale }) as PageViewport,
      })
      text.render().catch(() => {})
    })
    return () => {
      cancelled = true
      text?.cancel()
      element.replaceChildren()
    }
  }, [near, page, scale])
  return layer
}

/**
 * One page: a placeholder of the page's size that renders its canvas only while it is near the
 * viewer's visible area (and drops the pixels when it scrolls far away), with its text laid over
 * it for selection and the fields found on it highlighted. Highlights are placed from the page's
 * viewport, so they are there (and can be scrolled to) before the canvas is drawn.
 */
export function PdfPage({ page, scale, root, fields, active, registerHighlight }: PdfPageProps) {
  const holder = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const [near, setNear] = useState(false)
  const [drawn, setDrawn] = useState(false)
  const viewport = page.getViewport({ scale })
  const text = usePageText(page, scale, near)

  useEffect(() => {
    const element = holder.current
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => setNear(entries.some((entry) => entry.isIntersecting)),
      { root, rootMargin: '600px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [root])

  useEffect(() => {
    const element = canvas.current
    if (!element) return
    if (!near) {
      // Far from view: give the pixels back (a long list at 2x is megabytes a page).
      element.width = 0
      element.height = 0
      setDrawn(false)
      return
    }
    const ratio = window.devicePixelRatio || 1
    const drawing = page.getViewport({ scale: scale * ratio })
    element.width = Math.floor(drawing.width)
    element.height = Math.floor(drawing.height)
    const context = element.getContext('2d')
    if (!context) return
    let task: ReturnType<ViewerPage['render']> | null = page.render({
      canvas: element,
      canvasContext: context,
      viewport: drawing,
    })
    task.promise.then(
      () => setDrawn(true),
      () => {},
    )
    return () => {
      task?.cancel()
      task = null
    }
  }, [near, page, scale])

  return (
    <div
      ref={holder}
      data-page-number={page.pageNumber}
      className="relative mx-auto bg-white shadow-sm ring-1 ring-slate-200"
      style={
        {
          width: viewport.width,
          height: viewport.height,
          '--total-scale-factor': scale,
          '--scale-round-x': '1px',
          '--scale-round-y': '1px',
        } as CSSProperties
      }
    >
      <canvas
        ref={canvas}
        className="absolute inset-0 size-full"
        aria-label={`Page ${page.pageNumber}`}
        role="img"
        data-drawn={drawn ? 'true' : 'false'}
      />
      <div ref={text} className="textLayer" data-text-layer={page.pageNumber} />
      {fields.flatMap(({ field, label, location }) =>
        location.boxes.map((box, index) => {
          const rect = boxToRect(box, viewport.transform, 2)
          const isActive = active?.field === field
          return (
            <span
              // Restarted on each click (the nonce), so the flash plays again.
              key={`${field}-${box.join(',')}-${isActive ? active.nonce : 0}`}
              ref={index === 0 ? (element) => registerHighlight(field, element) : undefined}
              tabIndex={index === 0 ? -1 : undefined}
              role="img"
              data-evidence-field={field}
              aria-label={
                index === 0 ? `${label}, highlighted on page ${page.pageNumber}` : undefined
              }
              title={label}
              className={cn(
                'pointer-events-none absolute rounded-sm mix-blend-multiply outline-none',
                isActive
                  ? 'evidence-flash bg-amber-300/70 ring-2 ring-amber-500'
                  : 'bg-yellow-200/50',
              )}
              style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
            />
          )
        }),
      )}
    </div>
  )
}
