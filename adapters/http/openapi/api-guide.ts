/**
 * The reference's introduction (OpenAPI `info.description`, Markdown): enough for someone who
 * has only the README to make a first call.
 */
export const API_GUIDE = `Ask plain-language questions of your tables (CSV, Excel, ODS, JSON, Parquet, PDF tables) and get
answers in the shape of the Anthropic Messages API.

## Authentication

Every \`/api\` route except \`POST /api/v1/auth/login\` needs two headers:

- \`x-org: <organization slug or id>\`: the organization created at first start is \`default\`.
- \`Authorization: Bearer <token>\` (or \`x-api-key: <token>\`, as the Anthropic SDK sends it), or
  the session cookie set by login. A super admin creates tokens in the web app (organization menu,
  API Tokens) or with \`POST /api/v1/tokens\`; the first start of the server prints one.

Cookie-authenticated POST and DELETE must carry this server's own \`Origin\` (browsers do).

## A first question

1. Upload a file: \`POST /api/gpt/v1/artifacts/ingest\` with JSON
   \`{"collection":"demo","artifact":"sales","input":{"type":"file","value":"<base64>"},"metadata":{"file_name":"sales.csv"}}\`,
   or \`multipart/form-data\` with fields \`collection\`, \`artifact\` and \`file\` for large files.
2. Ask: \`POST /api/gpt/v1/messages\` with
   \`{"messages":[{"role":"user","content":"total revenue by region"}],"tool_context":[{"type":"ingested_artifact","context_filter":{"collection":"demo","artifacts":["sales"]}}]}\`.

The reply's \`content\` is \`tool_use\` (the question as understood), \`tool_result\` (the result as
a Markdown table, the SQL that ran, and for trends, rankings, shares and comparisons a
\`\`\`vega-lite\`\`\` fenced Vega-Lite v5 chart spec) and \`text\` (the answer for a person). A question
the engine cannot answer is still a 200, with \`tool_result.is_error\` true and suggested questions.

## Errors

Errors are JSON \`{"type":"error","error":{"type","message","detail":{"code","explanation"}},"request_id"}\`
with a \`request-id\` header: 400 \`invalid_request_error\`, 401 \`authentication_error\`,
403 \`permission_error\`, 404 \`not_found_error\`, 413 \`request_too_large\`, 429 \`rate_limit_error\`,
500 \`api_error\`, 529 \`overloaded_error\`. Match \`detail.code\`, not the message.

The machine-readable document is [/openapi.json](/openapi.json).`
