import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { isRecord, pathIndex, pathKey } from './json-path.js';
import { describeSchemaErrors } from './describe-schema-errors.js';
import { type Problem } from './problems.js';

/**
 * Validates a value against a TypeBox schema and returns one problem per faulty field, each with
 * its JSON path (`participants[12].gender`). Objects, arrays and records are walked here rather
 * than in one `Value.Errors` call, because TypeBox buffers at most 8 errors per call and we want
 * every problem of a file listed.
 */
export function checkSchema(schema: TSchema, value: unknown, path: string): Problem[] {
  if (Value.Check(schema, value)) return [];
  if (Type.IsUnion(schema) && value !== null) {
    const nonNull = schema.anyOf.filter((member) => !Type.IsNull(member));
    const [only] = nonNull;
    if (nonNull.length === 1 && only !== undefined) return checkSchema(only, value, path);
  }
  if (Type.IsObject(schema) && isRecord(value)) return checkObject(schema, value, path);
  if (Type.IsArray(schema) && Array.isArray(value)) return checkArray(schema, value, path);
  if (Type.IsRecord(schema) && isRecord(value)) {
    const valueSchema = Type.RecordValue(schema);
    return Object.entries(value).flatMap(([key, item]) => checkSchema(valueSchema, item, pathKey(path, key)));
  }
  return [{ path, message: describeSchemaErrors(Value.Errors(schema, value), value) }];
}

function checkObject(schema: Type.TObject, value: Record<string, unknown>, path: string): Problem[] {
  const problems: Problem[] = [];
  for (const key of schema.required ?? []) {
    if (value[key] === undefined) problems.push({ path: pathKey(path, key), message: 'is required' });
  }
  if ('additionalProperties' in schema && schema.additionalProperties === false) {
    for (const key of Object.keys(value)) {
      if (!(key in schema.properties)) {
        problems.push({ path: pathKey(path, key), message: 'is not a known field (check its spelling)' });
      }
    }
  }
  for (const [key, propertySchema] of Object.entries(schema.properties)) {
    if (value[key] !== undefined)
      problems.push(...checkSchema(propertySchema, value[key], pathKey(path, key)));
  }
  return problems;
}

function checkArray(schema: Type.TArray, value: unknown[], path: string): Problem[] {
  const minItems = 'minItems' in schema && typeof schema.minItems === 'number' ? schema.minItems : 0;
  const problems: Problem[] =
    value.length < minItems ? [{ path, message: `must have at least ${minItems} item(s)` }] : [];
  value.forEach((item, index) => problems.push(...checkSchema(schema.items, item, pathIndex(path, index))));
  return problems;
}
