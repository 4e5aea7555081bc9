import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

/**
 * The client's types from an OpenAPI document: what `npx openapi-typescript <url>/docs -o schema.d.ts` writes, made
 * in-process so the generator and the drift test (generated.test.ts) produce the same bytes.
 */
export async function typesOf(document: object): Promise<string> {
  // openapi-typescript's own types of a document are looser than a plain object; it validates the document itself.
  // A request field with a default may be left out (openapi-typescript's default makes it required): answers list
  // their defaulted fields as required themselves.
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { silent: true, defaultNonNullable: false });
  return `${COMMENT_HEADER}// Made by \`npm run generate -w examples/api-client\` from the server's /docs.\n\n${astToString(ast)}`;
}
