/**
 * When an extracted field is a fact and when the user is asked to check it (issue 34, item 5).
 * The extractor gives every field a confidence from 0 to 1; below this threshold the document
 * page and the lead page show the field as "Check this", with the text it was read from, instead
 * of as a plain value. One named number, so calibrating the extractor's confidences moves it in
 * one place. A field the user corrected is a fact whatever was read before (confidence 1).
 */
export const CHECK_THIS_BELOW = 0.8

/** Whether a field read with `confidence` is shown as "Check this" rather than as a fact. */
export function needsCheck(confidence: number): boolean {
  return !(confidence >= CHECK_THIS_BELOW)
}
