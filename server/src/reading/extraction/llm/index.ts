/** The optional LLM adapter for extraction (off unless LLM_BASE_URL is set). */
export {
  createLlmRefiner,
  type LlmConfig,
  type RefineExtraction,
  refineExtraction,
} from './refine-extraction'
