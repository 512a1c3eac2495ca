// @vitest-environment node
import { readFileSync } from 'node:fs';
import { buildClientSchema, parse, validate } from 'graphql';
import { ALL_DOCUMENTS } from './storefront-queries';

/** Every document against Shopify's published schemas: the pinned 2022-10 and the newest one. */
const schemas = ['2022-10', '2026-04'].map((version) => {
  const json = JSON.parse(readFileSync(`test-harness/storefront/schema-${version}.json`, 'utf8'));
  return [version, buildClientSchema(json.data ?? json)] as const;
});

describe.each(schemas)('Storefront documents against the %s schema', (_version, schema) => {
  it.each(Object.entries(ALL_DOCUMENTS))('%s is valid', (_name, doc) => {
    expect(validate(schema, parse(doc)).map((e) => e.message)).toEqual([]);
  });

  it('would catch a field the schema lacks', () => {
    expect(validate(schema, parse('{ product(handle: "x") { shadeName } }'))).not.toHaveLength(0);
  });
});
