import exampleFile from '../../../../../docs/api/examples/typed-client.ts?raw'

const START = '// example:start'

/**
 * The typed-client example as docs/api/examples/typed-client.ts holds it (from its start marker):
 * the very file `npm run typecheck` compiles against the API's generated types.
 */
const EXAMPLE = exampleFile.slice(exampleFile.indexOf(START) + START.length).trim()

/** Settings > API keys: how to call the API from TypeScript with types of its OpenAPI document. */
export function TypedClientExample() {
  return (
    <details className="rounded-lg border p-3 text-sm">
      <summary className="cursor-pointer font-medium">Typed client (TypeScript)</summary>
      <p className="mt-2 text-muted-foreground text-xs">
        Generate types from the API's OpenAPI document with openapi-typescript, then call it with
        openapi-fetch: paths, parameters, bodies and answers are checked as you write them.
      </p>
      <pre
        data-testid="typed-client-example"
        className="mt-2 overflow-x-auto rounded bg-muted p-3 font-mono text-xs"
      >
        <code>{EXAMPLE}</code>
      </pre>
    </details>
  )
}
