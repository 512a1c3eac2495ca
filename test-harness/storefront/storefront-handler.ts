import { readFileSync } from 'node:fs';
import { buildClientSchema, execute, parse, validate, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import type { Request, Response } from 'express';
import { mutationRoot, queryRoot } from './storefront-data';
import { getOperationAST } from 'graphql';

/**
 * POST /api/{version}/graphql.json, answered from Shopify's published schema
 * for that version: a query the real API would reject is rejected here too.
 */
export const STOREFRONT_TOKEN = 'vanity-local-storefront-token';

const schemas = new Map<string, GraphQLSchema>();
export function schemaFor(version: string): GraphQLSchema | null {
  if (!/^\d{4}-\d{2}$/.test(version)) return null;
  if (!schemas.has(version)) {
    try {
      const json = JSON.parse(readFileSync(new URL(`./schema-${version}.json`, import.meta.url), 'utf8')) as {
        data?: IntrospectionQuery;
      } & IntrospectionQuery;
      schemas.set(version, buildClientSchema(json.data ?? json));
    } catch {
      return null;
    }
  }
  return schemas.get(version)!;
}

const fieldResolver = (source: any, args: Record<string, unknown>, ctx: unknown, info: { fieldName: string }) => {
  const value = source?.[info.fieldName];
  return typeof value === 'function' ? value(args, ctx) : value;
};

export function storefrontHandler(origin: () => string) {
  return async (req: Request, res: Response) => {
    const token = req.get('X-Shopify-Storefront-Access-Token');
    if (token !== STOREFRONT_TOKEN) {
      res.status(401).json({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
      return;
    }
    const schema = schemaFor(String(req.params.version));
    if (!schema) {
      res.status(404).json({ errors: 'Not Found' });
      return;
    }
    const body = typeof req.body === 'object' && req.body ? req.body : {};
    const { query, variables, operationName } = body as { query?: string; variables?: Record<string, unknown>; operationName?: string };
    // Variables are an object when present: graphql's execute throws on anything else, which would be a 500.
    const variablesOk = variables == null || (typeof variables === 'object' && !Array.isArray(variables));
    if (typeof query !== 'string' || !variablesOk) {
      res.status(400).json({ errors: [{ message: 'Parameter Missing or Invalid', extensions: { code: 'BAD_REQUEST' } }] });
      return;
    }
    let document;
    try {
      document = parse(query);
    } catch (e) {
      res.json({ errors: [{ message: (e as Error).message, extensions: { code: 'PARSE_ERROR' } }] });
      return;
    }
    const errors = validate(schema, document);
    if (errors.length) {
      res.json({
        errors: errors.map((e) => ({ message: e.message, locations: e.locations, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })),
      });
      return;
    }
    const result = await execute({
      schema,
      document,
      rootValue: getOperationAST(document, operationName)?.operation === 'mutation' ? mutationRoot() : queryRoot(origin()),
      variableValues: variables ?? {},
      operationName,
      fieldResolver,
    });
    res.json(result);
  };
}
