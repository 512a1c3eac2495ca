import { Kind as RealKind, parse as realParse, OperationTypeNode } from 'graphql';
import { Kind, parse } from './graphql-lite';
import * as queries from './storefront-queries';

/** What graphql-request reads of a parsed document: each operation's type and name. */
const operations = (doc: { definitions: ReadonlyArray<{ kind: string; operation?: string; name?: { value: string } }> }) =>
  doc.definitions.filter((d) => d.kind === RealKind.OPERATION_DEFINITION).map((d) => [d.operation, d.name?.value]);

describe('graphql-lite, which stands in for graphql in the bundle', () => {
  const documents = (Object.entries(queries) as Array<[string, unknown]>).filter(
    (e): e is [string, string] => typeof e[1] === 'string' && /\{/.test(e[1]),
  );

  it("reads every Storefront document of ours as graphql's own parser does", () => {
    expect(documents.length).toBeGreaterThan(5);
    for (const [name, doc] of documents) expect(operations(parse(doc)), name).toEqual(operations(realParse(doc)));
  });

  it('reads anonymous, mutation, fragment and commented documents as graphql does', () => {
    const docs = [
      '{ shop { name } }',
      'mutation M($a: ID!) { x(a: $a) { y } }',
      '# query Hidden { a }\nquery Real { a(s: "mutation Not { }") { b } }',
      'fragment F on Product { id } query Q { product(id: 1) { ...F } }',
      'query A { a } query B { b }',
      'subscription S { s }',
    ];
    for (const doc of docs) expect(operations(parse(doc)), doc).toEqual(operations(realParse(doc)));
  });

  it("names operation definitions as graphql's Kind does", () => {
    expect(Kind.OPERATION_DEFINITION).toBe(RealKind.OPERATION_DEFINITION);
    expect(OperationTypeNode.MUTATION).toBe('mutation');
  });
});
