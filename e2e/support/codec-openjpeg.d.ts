/** The part of @cornerstonejs/codec-openjpeg (no type declarations of its own) the browser tests use. */
declare module '@cornerstonejs/codec-openjpeg' {
  interface FrameInfo {
    width: number
    height: number
    bitsPerSample: number
    componentCount: number
    isSigned: boolean
    isUsingColorTransform: boolean
  }
  interface J2KEncoder {
    /** The buffer to write the pixels to, interleaved, `frameInfo`'s size. */
    getDecodedBuffer(frameInfo: FrameInfo): Uint8Array
    encode(): void
    /** The JPEG 2000 codestream `encode` wrote. */
    getEncodedBuffer(): Uint8Array
    delete(): void
  }
  interface OpenJPEGModule {
    J2KEncoder: new () => J2KEncoder
  }
  const OpenJPEG: () => Promise<OpenJPEGModule>
  export default OpenJPEG
}
