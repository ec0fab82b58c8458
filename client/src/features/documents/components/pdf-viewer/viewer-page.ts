/**
 * One page as the viewer draws it: what pdf.js's page proxy offers (a viewport at a scale, whose
 * transform maps the page's units, y up, onto the drawing; a cancellable render), so a PDF's pages
 * and an image upload's pages go through the same viewer, zoom and highlights.
 */
export interface ViewerViewport {
  width: number
  height: number
  /** Page units (PDF points, or an image's pixels; y up) -> CSS pixels of the drawing. */
  transform: number[]
}

export interface ViewerPage {
  /** 1-based. */
  pageNumber: number
  getViewport(options: { scale: number }): ViewerViewport
  render(options: {
    canvas: HTMLCanvasElement
    canvasContext: CanvasRenderingContext2D
    viewport: ViewerViewport
  }): { promise: Promise<unknown>; cancel(): void }
  /** The text layer's content (pdf.js's stream), for selecting text on the page; PDFs only. */
  streamTextContent?: () => ReadableStream
}

/** Pages loaded for the viewer, and how to let go of what holds them. */
export interface LoadedPages {
  pages: ViewerPage[]
  destroy(): void
}
