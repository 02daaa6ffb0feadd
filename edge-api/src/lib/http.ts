// Request body parsing and validation: every failure becomes a clear 400, never a 5xx.
import { englishOf, isRuleMessage, type ErrorDetail, type RuleMessage } from '@app/contracts';
import { ValidationError, type AnySchema, type InferType } from 'yup';
import { ApiError, badRequest } from '../errors';
import type { Ctx } from '../env';

export async function readJson(c: Ctx): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('Request body must be valid JSON', 'invalid_json');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Request body must be a JSON object', 'invalid_json');
  return body as Record<string, unknown>;
}

/** A JSON object body that may be left out (actions whose fields are all optional): no body reads as {}. */
export async function optionalJson(c: Ctx): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('Request body must be valid JSON', 'invalid_json');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Request body must be a JSON object', 'invalid_json');
  return body as Record<string, unknown>;
}

/** Form-encoded or JSON body as a flat object (used by login, which takes both). */
export async function readFormOrJson(c: Ctx): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) return readJson(c);
  try {
    const form = await c.req.parseBody();
    return Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
  } catch {
    throw badRequest('Request body could not be read');
  }
}

/** Multipart body: string fields (first value), every value of repeated fields, and files. `x[]` is read as `x`. */
export async function readMultipart(
  c: Ctx,
): Promise<{ fields: Record<string, string>; lists: Record<string, string[]>; files: Record<string, File[]> }> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('multipart/form-data')) throw badRequest('Expected multipart/form-data');
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw badRequest('Multipart body could not be read');
  }
  // Null-prototype maps: a field named `constructor`, `toString` or `__proto__` is a field like any other, never
  // Object.prototype's (`lists.constructor.push` was a TypeError, a 500).
  const fields: Record<string, string> = Object.create(null);
  const lists: Record<string, string[]> = Object.create(null);
  const files: Record<string, File[]> = Object.create(null);
  for (const [rawKey, value] of form.entries()) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    if (typeof value === 'string') {
      if (!(key in fields)) fields[key] = value;
      (lists[key] ??= []).push(value);
    } else if (value.size > 0 || value.name) {
      (files[key] ??= []).push(value);
    }
  }
  return { fields, lists, files };
}

/** One detail: the rule's English as `msg`, its code and params beside it (a schema's plain-text message as is). */
function detailOf(loc: string[], message: unknown): ErrorDetail {
  if (!isRuleMessage(message)) return { loc, msg: String(message) };
  return { loc, msg: englishOf(message), rule: message.rule, ...(message.params && { params: message.params }) };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The keys of `data` that its object schema (and each nested object or array schema) names, as own keys. yup looks a
 * key up in its field map with `fields[key]`, so a key such as `constructor` or `toString` found Object.prototype's
 * function and threw; such keys are unknown keys like any other and go, as stripUnknown would take them.
 */
function schemaKeysOnly(schema: AnySchema, data: unknown): unknown {
  const s = schema as AnySchema & { fields?: Record<string, AnySchema>; innerType?: AnySchema };
  if (s.type === 'array' && s.innerType && Array.isArray(data)) return data.map((v) => schemaKeysOnly(s.innerType!, v));
  // An object schema without a shape holds free keys (the route checks them itself): left as sent.
  if (s.type !== 'object' || !s.fields || !Object.keys(s.fields).length || !isPlainObject(data)) return data;
  const fields = s.fields;
  return Object.fromEntries(
    Object.entries(data)
      .filter(([k]) => Object.hasOwn(fields, k))
      .map(([k, v]) => [k, schemaKeysOnly(fields[k]!, v)]),
  );
}

/** Validates and strips unknown keys; the first message becomes `message`, all go to `detail`. */
export async function validate<S extends AnySchema>(schema: S, data: unknown, where: 'body' | 'query' = 'body'): Promise<InferType<S>> {
  try {
    return await schema.validate(schemaKeysOnly(schema, data), { abortEarly: false, stripUnknown: true });
  } catch (err) {
    if (err instanceof ValidationError) {
      const errors = err.inner.length ? err.inner : [err];
      // yup keeps a message object as given: `errors[0]`, not the `message` string it builds for Error.
      const detail = errors.map((e) => detailOf([where, ...(e.path ? e.path.split('.') : [])], e.errors[0] ?? e.message));
      throw new ApiError(400, 'validation_failed', detail[0]?.msg ?? 'Invalid input', detail);
    }
    // yup's transforms (trim, lowercase) throw a TypeError when a field holds an object or array: that is bad input.
    if (err instanceof TypeError) throw invalid({ rule: 'wrongType' });
    throw err;
  }
}

/** A positive integer id (digits only, safe integer), or null. */
export function parseId(raw: string): number | null {
  const n = Number(raw);
  return /^\d{1,15}$/.test(raw) && Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/** 400 validation_failed for one field: the rule's English as message, the rule and its params at `loc` (what forms show beside the field). */
export const fieldError = (loc: string[], m: RuleMessage) => {
  const detail = detailOf(loc, m);
  return new ApiError(400, 'validation_failed', detail.msg, [detail]);
};

/** 400 validation_failed not tied to one field; `detail` (one per field) when the caller has them. */
export const invalid = (m: RuleMessage, detail?: ErrorDetail[]) => new ApiError(400, 'validation_failed', englishOf(m), detail);

/** The detail of one failed rule at `loc`. */
export const ruleDetail = (loc: string[], m: RuleMessage): ErrorDetail => detailOf(loc, m);
