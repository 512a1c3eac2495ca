/**
 * What graphql-request takes from `graphql`, for documents that are strings (ours always are): the build
 * aliases `graphql` to this module (esbuild.config.mjs), because graphql-request reads a string document's
 * operation name with graphql's full parser, 15 KB gz on every page that talks to the Storefront API.
 * The request on the wire is the same: the query text as written, its variables and its operation name.
 */
export const Kind = { OPERATION_DEFINITION: 'OperationDefinition', DOCUMENT: 'Document', NAME: 'Name' } as const;

interface LiteOperation {
  kind: typeof Kind.OPERATION_DEFINITION;
  operation: 'query' | 'mutation' | 'subscription';
  name?: { kind: typeof Kind.NAME; value: string };
}

/** Each top-level definition's header (what precedes its `{`): strings and comments never count. */
function headers(source: string): string[] {
  const text = source.replace(/"""[\s\S]*?"""|"(?:[^"\\]|\\.)*"|#[^\n\r]*/g, ' ');
  const found: string[] = [];
  let depth = 0;
  let header = '';
  for (const ch of text) {
    if (ch === '{' && depth++ === 0) {
      found.push(header.trim());
      header = '';
    } else if (ch === '}') depth--;
    else if (depth === 0) header += ch;
  }
  return found;
}

/** The document's operations (kind, type and name), which is all graphql-request reads of a parsed document. */
export function parse(source: string): { kind: typeof Kind.DOCUMENT; definitions: LiteOperation[] } {
  const definitions: LiteOperation[] = [];
  for (const header of headers(source)) {
    const [, type = 'query', name] = /^(query|mutation|subscription|fragment)?\s*([_A-Za-z][_0-9A-Za-z]*)?/.exec(header) ?? [];
    if (type === 'fragment') continue;
    definitions.push({
      kind: Kind.OPERATION_DEFINITION,
      operation: type as LiteOperation['operation'],
      ...(name ? { name: { kind: Kind.NAME, value: name } } : {}),
    });
  }
  return { kind: Kind.DOCUMENT, definitions };
}

/** graphql-request prints only documents that are ASTs; ours are strings. */
export function print(): never {
  throw new Error('graphql-lite: documents are strings, never ASTs');
}
