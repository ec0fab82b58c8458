/** The optional LLM adapter for extraction (off unless LLM_BASE_URL is set). */
export {
  createLlmRefiner,
  type RefineExtraction,
} from './refine-extraction'
