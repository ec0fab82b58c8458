import { zodResolver } from '@hookform/resolvers/zod'
import { ChevronDown, ChevronUp, ZoomIn, ZoomOut } from 'lucide-react'
import type { PageViewport, PDFPageProxy } from 'pdfjs-dist'
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { LoadingLine } from '@/components/loading-line'
import { Button } from '@/components/ui/button'
import { pageInputValue, pageNumberForm } from '../../lib/page-number-form'
import { type LocatedField, stepZoom, ZOOM_STEPS } from '../../lib/pdf-highlights'
import { type PageSelection, rectsToBoxes, selectedValue } from '../../lib/pdf-selection'
import { loadImagePages } from './load-image-pages'
import { loadPdfjs, pdfjsDataOptions } from './load-pdfjs'
import { PdfPage } from './pdf-page'
import type { LoadedPages, ViewerPage } from './viewer-page'

export interface PdfViewerProps {
  /** The inline route of the user's own PDF or page image (GET /api/documents/:id/file). */
  url: string
  /** The upload's type: a PDF is drawn by pdf.js, an image by the browser (or utif2, a TIFF). */
  mimeType: string
  fields: LocatedField[]
  /** The field to scroll to and flash; the nonce changes on every click. */
  target: { field: string; nonce: number } | null
  /** Told what text is selected on a page (null: none), when the selection ends. */
  onSelect?: (selection: PageSelection | null) => void
}

/** The text selected on one page of `scroller` (where it starts), in PDF points; null if none. */
function pageSelection(
  scroller: HTMLElement,
  pages: readonly ViewerPage[],
  scale: number,
): PageSelection | null {
  const selection = window.getSelection()
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null
  const range = selection.getRangeAt(0)
  const node = range.startContainer
  const start = (node instanceof Element ? node : node.parentElement)?.closest<HTMLElement>(
    '[data-page-number]',
  )
  const number = Number(start?.dataset.pageNumber)
  const page = pages[number - 1]
  const text = selectedValue(selection.toString())
  if (!start || !scroller.contains(start) || !page || !text) return null
  const origin = start.getBoundingClientRect()
  const rects = [...range.getClientRects()]
    .filter((rect) => rect.top >= origin.top - 1 && rect.bottom <= origin.bottom + 1)
    .map((rect) => ({
      left: rect.left - origin.left,
      top: rect.top - origin.top,
      width: rect.width,
      height: rect.height,
    }))
  return {
    text,
    page: number,
    boxes: rectsToBoxes(rects, page.getViewport({ scale }).transform),
  }
}

/** A pdf.js page as the viewer draws it (the viewport handed back is the one it gave). */
const viewerPageOf = (page: PDFPageProxy): ViewerPage => ({
  pageNumber: page.pageNumber,
  getViewport: (options) => page.getViewport(options),
  render: ({ canvas, canvasContext, viewport }) =>
    page.render({ canvas, canvasContext, viewport: viewport as PageViewport }),
  streamTextContent: () => page.streamTextContent(),
})

/** A PDF's pages from pdf.js, with all their sizes (each is drawn lazily by PdfPage). */
async function loadPdfPages(url: string): Promise<LoadedPages> {
  const pdfjs = await loadPdfjs()
  const task = pdfjs.getDocument({ url, isEvalSupported: false, ...pdfjsDataOptions() })
  try {
    const doc = await task.promise
    const pages = await Promise.all(
      Array.from({ length: doc.numPages }, (_, i) => doc.getPage(i + 1)),
    )
    return { pages: pages.map(viewerPageOf), destroy: () => void task.destroy() }
  } catch (error) {
    void task.destroy()
    throw error
  }
}

/** Loads the document's pages, a PDF's or an image's, and lets them go when it closes. */
function usePages(url: string, mimeType: string) {
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'error' } | { status: 'ready'; pages: ViewerPage[] }
  >({ status: 'loading' })
  useEffect(() => {
    let cancelled = false
    let loaded: LoadedPages | null = null
    setState({ status: 'loading' })
    const load = mimeType.startsWith('image/') ? loadImagePages(url, mimeType) : loadPdfPages(url)
    load
      .then((pages) => {
        loaded = pages
        if (cancelled) pages.destroy()
        else setState({ status: 'ready', pages: pages.pages })
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'error' })
      })
    return () => {
      cancelled = true
      loaded?.destroy()
    }
  }, [url, mimeType])
  return state
}

/**
 * The in-app PDF viewer ("basic PDF viewer"): the pages of the user's upload drawn as they
 * scroll into view (a PDF's by pdf.js, a page image's by the browser), zoom (fit to width and
 * steps either side), page navigation, and the extracted fields highlighted where they were
 * read; a field chosen in the panel is scrolled to and flashed. Fits a phone's width: the page
 * is fitted to the viewer, not to a fixed size.
 */
export default function PdfViewer({ url, mimeType, fields, target, onSelect }: PdfViewerProps) {
  const ids = useId()
  const pdf = usePages(url, mimeType)
  const noun = mimeType.startsWith('image/') ? 'image' : 'PDF'
  const [scroller, setScroller] = useState<HTMLElement | null>(null)
  const [width, setWidth] = useState(0)
  const [zoom, setZoom] = useState(1)
  const [current, setCurrent] = useState(1)
  const highlights = useRef(new Map<string, HTMLElement>())
  const registerHighlight = useCallback((field: string, element: HTMLElement | null) => {
    if (element) highlights.current.set(field, element)
    else highlights.current.delete(field)
  }, [])

  useEffect(() => {
    if (!scroller) return
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0))
    observer.observe(scroller)
    return () => observer.disconnect()
  }, [scroller])

  const pages = pdf.status === 'ready' ? pdf.pages : []
  const pageForm = useMemo(() => pageNumberForm(pages.length), [pages.length])
  const pageField = useForm<z.input<typeof pageForm>, unknown, z.output<typeof pageForm>>({
    resolver: zodResolver(pageForm),
    defaultValues: { page: '1' },
  })
  const widest = Math.max(1, ...pages.map((page) => page.getViewport({ scale: 1 }).width))
  const scale = width > 0 ? (zoom * Math.max(width - 16, 100)) / widest : 0

  const goTo = useCallback(
    (number: number) => {
      const element = scroller?.querySelector<HTMLElement>(`[data-page-number="${number}"]`)
      if (!scroller || !element) return
      scroller.scrollTo({ top: element.offsetTop - 8 })
    },
    [scroller],
  )

  // A selection on the pages, once the pointer or the keys let go of it.
  const selectionEnded = () => {
    if (onSelect && scroller) onSelect(pageSelection(scroller, pages, scale))
  }

  // The page whose area is under the viewer's upper third is the current one.
  const onScroll = () => {
    if (!scroller) return
    const line = scroller.scrollTop + scroller.clientHeight / 3
    let number = 1
    for (const element of scroller.querySelectorAll<HTMLElement>('[data-page-number]')) {
      if (element.offsetTop <= line) number = Number(element.dataset.pageNumber)
    }
    if (number !== current) {
      setCurrent(number)
      pageField.setValue('page', String(number))
    }
  }

  // A field chosen in the panel: scroll its highlight to the middle of the viewer, focus it.
  useEffect(() => {
    if (!target || !scroller || scale === 0) return
    const element = highlights.current.get(target.field)
    const page = element?.closest<HTMLElement>('[data-page-number]')
    if (!element || !page) return
    scroller.scrollIntoView({ block: 'nearest' })
    const top = page.offsetTop + element.offsetTop - scroller.clientHeight / 2
    const left = page.offsetLeft + element.offsetLeft - scroller.clientWidth / 2
    scroller.scrollTo({ top: Math.max(0, top), left: Math.max(0, left) })
    element.focus({ preventScroll: true })
  }, [target, scroller, scale])

  return (
    <div className="grid gap-2">
      <div
        role="toolbar"
        aria-label={`${noun === 'PDF' ? 'PDF' : 'Image'} viewer`}
        className="flex flex-wrap items-center gap-1.5 rounded-md border bg-slate-50 p-1.5"
      >
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label="Previous page"
          disabled={current <= 1}
          onClick={() => goTo(current - 1)}
        >
          <ChevronUp aria-hidden="true" />
        </Button>
        <form
          className="flex items-center gap-1 text-sm"
          onSubmit={pageField.handleSubmit(({ page }) => {
            pageField.setValue('page', String(page))
            goTo(page)
          })}
        >
          <label htmlFor={`${ids}-page`} className="sr-only">
            Page number
          </label>
          <input
            id={`${ids}-page`}
            inputMode="numeric"
            {...pageField.register('page', {
              onChange: (event: { target: { value: string } }) => {
                const value = pageInputValue(event.target.value)
                if (value !== event.target.value) pageField.setValue('page', value)
              },
            })}
            className="h-8 w-12 rounded-md border bg-white px-2 text-center tabular-nums"
          />
          <span className="text-muted-foreground">of {pages.length || '…'}</span>
        </form>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label="Next page"
          disabled={current >= pages.length}
          onClick={() => goTo(current + 1)}
        >
          <ChevronDown aria-hidden="true" />
        </Button>
        <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden="true" />
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label="Zoom out"
          disabled={zoom <= ZOOM_STEPS[0]}
          onClick={() => setZoom((z) => stepZoom(z, -1))}
        >
          <ZoomOut aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => setZoom(1)}
          aria-label={`Fit to width (zoom ${Math.round(zoom * 100)}%)`}
          className="tabular-nums"
        >
          {Math.round(zoom * 100)}%
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label="Zoom in"
          disabled={zoom >= ZOOM_STEPS[ZOOM_STEPS.length - 1]!}
          onClick={() => setZoom((z) => stepZoom(z, 1))}
        >
          <ZoomIn aria-hidden="true" />
        </Button>
      </div>
      <section
        ref={setScroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the pages scroll with the keyboard
        tabIndex={0}
        aria-label="Document pages"
        onScroll={onScroll}
        onPointerUp={selectionEnded}
        onKeyUp={selectionEnded}
        className="relative h-[70vh] max-h-[720px] min-h-[320px] overflow-auto rounded-md border bg-slate-100 p-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {pdf.status === 'loading' && <LoadingLine>Opening the {noun}...</LoadingLine>}
        {pdf.status === 'error' && (
          <p role="alert" className="p-4 text-red-900 text-sm">
            The {noun} could not be opened here. Use Download to open it on your device.
          </p>
        )}
        {scale > 0 && (
          <div className="grid w-max min-w-full gap-3">
            {pages.map((page) => (
              <PdfPage
                key={page.pageNumber}
                page={page}
                scale={scale}
                root={scroller}
                fields={fields.filter((field) => field.location.page === page.pageNumber)}
                active={target}
                registerHighlight={registerHighlight}
              />
            ))}
          </div>
        )}
      </section>
    </div>
  )
}
