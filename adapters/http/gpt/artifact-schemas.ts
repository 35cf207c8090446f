import * as z from 'zod'
import type { ArtifactInfo } from '../../../src/index.js'
import { MODEL_NAME } from '../../../src/messages/reply-builder.js'

/** JSON body of POST /artifacts/ingest. Unknown fields are ignored. */
export const IngestJsonRequestSchema = z.object({
  artifact: z.string().describe('Artifact id: ^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$'),
  collection: z
    .string()
    .optional()
    .describe("Collection id (default 'default'); created by its first ingest"),
  input: z.discriminatedUnion('type', [
    z.object({ type: z.literal('file'), value: z.string().describe('The file, base64-encoded') }),
    z.object({ type: z.literal('text'), value: z.string().describe('The file as text (CSV, JSON)') }),
  ]),
  metadata: z.looseObject({ file_name: z.string().optional() }).optional(),
  dateOrder: z
    .enum(['dmy', 'mdy', 'auto'])
    .optional()
    .describe("Dates that read both ways (03/04/2024): 'dmy', 'mdy' or 'auto' (default)"),
  stream: z.boolean().optional().describe('Answer with server-sent progress events, then the list'),
})

/** multipart/form-data body of POST /artifacts/ingest (documentation only: busboy reads it). */
export const IngestMultipartSchema = z.object({
  artifact: z.string(),
  collection: z.string().optional(),
  dateOrder: z.enum(['dmy', 'mdy', 'auto']).optional(),
  file: z.string().meta({ format: 'binary' }).describe('The file; send the fields before it to stream'),
})

export const DeleteRequestSchema = z.object({
  collection: z.string().optional().describe("Collection id (default 'default')"),
  artifact: z.string(),
})

const IngestDocumentSchema = z.object({
  object: z.literal('ingest.document'),
  artifact: z.string(),
  doc_metadata: z.object({
    file_name: z.string(),
    collection: z.string(),
    tables: z.array(
      z.object({
        name: z.string(),
        rows: z.number().int(),
        columns: z.array(
          z.object({
            name: z.string(),
            type: z.string(),
            conversion: z
              .string()
              .optional()
              .describe('How text became this type: currency $, date DD/MM/YYYY, ...'),
            unit: z.string().optional().describe('The unit stripped from the values: $, £, %'),
          }),
        ),
        notes: z
          .array(z.string())
          .optional()
          .describe('Where the table was found and what was decided: title rows, totals row left out, ...'),
      }),
    ),
    notes: z
      .array(z.string())
      .optional()
      .describe('Ingest only: what the reader decided, e.g. rows with more fields than the header'),
  }),
})

export const ArtifactListSchema = z.object({
  object: z.literal('list'),
  model: z.string(),
  data: z.array(IngestDocumentSchema),
})

export const DeleteResponseSchema = z.object({
  object: z.literal('ingest.document'),
  collection: z.string(),
  artifact: z.string(),
  deleted: z.literal(true),
})

export type ArtifactList = z.infer<typeof ArtifactListSchema>

/** The `list` body of ingest and list responses. */
export function artifactList(infos: readonly ArtifactInfo[]): ArtifactList {
  return {
    object: 'list',
    model: MODEL_NAME,
    data: infos.map((info) => ({
      object: 'ingest.document',
      artifact: info.artifact,
      doc_metadata: {
        file_name: info.fileName,
        collection: info.collection,
        tables: info.tables.map((table) => ({
          name: table.name,
          rows: table.rowCount,
          columns: table.columns.map((column) => ({
            name: column.name,
            type: column.type,
            ...(column.profile.conversion ? { conversion: column.profile.conversion } : {}),
            ...(column.profile.unit ? { unit: column.profile.unit } : {}),
          })),
          ...(table.notes?.length ? { notes: [...table.notes] } : {}),
        })),
        ...(info.notes?.length ? { notes: [...info.notes] } : {}),
      },
    })),
  }
}
