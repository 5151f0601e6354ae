import { z } from 'zod'

/** What the insert panel can offer for a prop, read from its type in the source. */
export type ComponentPropKind =
  | 'string'
  | 'number'
  | 'boolean'
  /** A union of string literals: `options` lists them. */
  | 'options'
  /** JSX content (`ReactNode`, `ReactElement`, `JSX.Element`). */
  | 'node'
  | 'function'
  | 'other'

/** One prop of a project component. */
export interface ComponentProp {
  readonly name: string
  /** Not marked optional (`?`) and without a default value. */
  readonly required: boolean
  readonly kind: ComponentPropKind
  /** The literals of an `options` prop, in source order. */
  readonly options?: readonly string[] | undefined
  /** The literal default of the component's destructuring (`size = 'md'`). */
  readonly defaultValue?: string | number | boolean | undefined
}

/** A component a project exports from one of its files, as the insert panel lists it. */
export interface ProjectComponent {
  readonly name: string
  /** Project-relative POSIX path of the file that exports it. */
  readonly filePath: string
  /** `default` for a default export, else the exported name. */
  readonly exportName: string
  readonly props: readonly ComponentProp[]
}

/** The answer of `GET canvases/{canvasId}/parseAndMutate/components`. */
export interface ProjectComponents {
  readonly components: readonly ProjectComponent[]
}

const literal = z.union([z.string(), z.number(), z.boolean()])

/** The schema of {@link ProjectComponents}, as the client checks the answer. */
export const PROJECT_COMPONENTS_SCHEMA: z.ZodType<ProjectComponents> = z.object({
  components: z.array(
    z.object({
      name: z.string(),
      filePath: z.string(),
      exportName: z.string(),
      props: z.array(
        z.object({
          name: z.string(),
          required: z.boolean(),
          kind: z.enum(['string', 'number', 'boolean', 'options', 'node', 'function', 'other']),
          options: z.array(z.string()).optional(),
          defaultValue: literal.optional(),
        }),
      ),
    }),
  ),
})

/**
 * The URL path of the components call: `canvases/{canvasId}/parseAndMutate/components`, with the
 * canvas id URI-encoded.
 *
 * @example
 * ```ts
 * buildComponentsUrlPath('learner-web') // 'canvases/learner-web/parseAndMutate/components'
 * ```
 */
export function buildComponentsUrlPath(canvasId: string): string {
  return `canvases/${encodeURIComponent(canvasId)}/parseAndMutate/components`
}
