import { describe, expect, it } from 'vitest';
import { canonicalJson, sha256Hex } from './publishing';
import { productSchema } from './schemas/product';
import { sectionSchema } from './schemas/section';
import { headerFooterSchema, heroSchema, pageSchema, websiteSchema } from './schemas/website';
import { OPTION_NAME_MAX, OPTION_VALUE_MAX } from './constants';
import {
  checkTranslationFields,
  fieldLimits,
  normalizeLocales,
  optionFieldParts,
  productSource,
  sectionSource,
  sourceHash,
  TRANSLATABLE_FIELDS,
  translationStatus,
} from './translations';
import type { AnySchema } from 'yup';

/** The max length a yup object schema's string field allows. */
function maxOf(schema: AnySchema, field: string): number | undefined {
  const d = schema.describe() as unknown as { fields: Record<string, { tests: { name?: string; params?: { max?: number } }[] }> };
  return d.fields[field]?.tests.find((t) => t.name === 'max')?.params?.max;
}

describe('the translatable field table', () => {
  it("gives each field its source field's max length", () => {
    const sources = {
      website: websiteSchema,
      nav_item: (headerFooterSchema.fields.navs as unknown as { innerType: AnySchema }).innerType,
      hero: heroSchema,
      page: pageSchema,
      section: sectionSchema,
      product: productSchema,
    } as Record<keyof typeof TRANSLATABLE_FIELDS, AnySchema>;
    for (const [type, fields] of Object.entries(TRANSLATABLE_FIELDS)) {
      for (const [field, max] of Object.entries(fields)) {
        expect(maxOf(sources[type as keyof typeof TRANSLATABLE_FIELDS], field), `${type}.${field}`).toBe(max);
      }
    }
  });

  it('reads a text section as its title and text, a form as title, labels and hints, other types as their title', () => {
    expect(sectionSource({ title: 'About', type: 'text', content: { text: 'Hi' } })).toEqual({ title: 'About', 'content.text': 'Hi' });
    expect(sectionSource({ title: 'Write', type: 'form', content: { Name: 'Your name', Message: '' } })).toEqual({
      title: 'Write',
      'label.Name': 'Name',
      'content.Name': 'Your name',
      'label.Message': 'Message',
      'content.Message': '',
    });
    expect(sectionSource({ title: 'Pics', type: 'gallery', content: { a: 'b' } })).toEqual({ title: 'Pics' });
    expect(fieldLimits('section', { title: 'x', 'content.text': 'y' })).toEqual({ title: 120, 'content.text': 20_000 });
    expect(fieldLimits('page', {})).toEqual({ title: 80, meta_title: 120, meta_description: 300 });
  });

  it('checks PUT fields: unknown, not text and too long are problems; values are trimmed and empty ones dropped', () => {
    const limits = fieldLimits('website', {});
    expect(checkTranslationFields(limits, { title: ' Tienda ', description: '  ' })).toEqual({ fields: { title: 'Tienda' }, problems: [] });
    expect(checkTranslationFields(limits, { slug: 'x', title: 3, description: 'x'.repeat(501) }).problems).toEqual([
      { field: 'slug', message: { rule: 'translationFieldUnknown' } },
      { field: 'title', message: { rule: 'fieldNotText' } },
      { field: 'description', message: { rule: 'tooLong', params: { max: 500 } } },
    ]);
  });

  it("refuses Object.prototype's names as fields: only the resource's own fields are known", () => {
    const names = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__', '__defineGetter__'];
    // JSON.parse makes `__proto__` an own key, as a request body would carry it.
    const sent = JSON.parse(`{${names.map((n) => `"${n}":"x"`).join(',')}}`) as Record<string, unknown>;
    const { fields, problems } = checkTranslationFields(TRANSLATABLE_FIELDS.website, sent);
    expect(problems.map((p) => p.field)).toEqual(names);
    expect(problems.every((p) => p.message.rule === 'translationFieldUnknown')).toBe(true);
    expect(Object.keys(fields)).toEqual([]);
    // A section's form may name a field `__proto__`: it is then a field like any other, kept as an own property.
    const form = fieldLimits('section', JSON.parse('{"title":"T","__proto__":"Name"}') as Record<string, string>);
    const kept = checkTranslationFields(form, JSON.parse('{"__proto__":"Nombre"}') as Record<string, unknown>).fields;
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
    expect(Object.entries(kept)).toEqual([['__proto__', 'Nombre']]);
  });
});

describe('source hash and status', () => {
  it('is the SHA-256 of the canonical JSON of the source, whatever its key order', async () => {
    expect(await sourceHash({ b: '2', a: '1' })).toBe(await sha256Hex(canonicalJson({ a: '1', b: '2' })));
    expect(await sourceHash({ a: '1', b: '2' })).toBe(await sourceHash({ b: '2', a: '1' }));
    expect(await sourceHash({ a: '1' })).not.toBe(await sourceHash({ a: '2' }));
  });

  it('is missing without a non-empty field, outdated on another hash, else current', () => {
    expect(translationStatus(null, null, 'h')).toBe('missing');
    expect(translationStatus({ title: ' ' }, 'h', 'h')).toBe('missing');
    expect(translationStatus({ title: 'x' }, 'old', 'h')).toBe('outdated');
    expect(translationStatus({ title: 'x' }, 'h', 'h')).toBe('current');
  });

  it('always enables the default language, in the list order', () => {
    expect(normalizeLocales('am', ['es', 'es'])).toEqual({ default: 'am', enabled: ['es', 'am'] });
  });
});

describe("a product's options as translatable fields", () => {
  const tee = {
    name: 'Tee',
    description: '',
    category: 'Tops',
    options: [
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Fit/Cut', values: ['Slim/Tall'] },
    ],
  };

  it('keys each option name and value by its words, URI-encoded, and limits them as the option schema does', () => {
    const source = productSource(tee);
    expect(source).toEqual({
      name: 'Tee',
      description: '',
      category: 'Tops',
      'option/Size': 'Size',
      'option/Size/S': 'S',
      'option/Size/M': 'M',
      'option/Fit%2FCut': 'Fit/Cut',
      'option/Fit%2FCut/Slim%2FTall': 'Slim/Tall',
    });
    expect(optionFieldParts('option/Fit%2FCut/Slim%2FTall')).toEqual({ option: 'Fit/Cut', value: 'Slim/Tall' });
    expect(optionFieldParts('option/Size')).toEqual({ option: 'Size' });
    expect(optionFieldParts('name')).toBeNull();
    expect(optionFieldParts('option/%E0%A4%A')).toBeNull();
    const limits = fieldLimits('product', source);
    expect(limits['option/Size']).toBe(OPTION_NAME_MAX);
    expect(limits['option/Size/M']).toBe(OPTION_VALUE_MAX);
    expect(limits.name).toBe(TRANSLATABLE_FIELDS.product.name);
    // Without options the source, and so the hash of a translation saved before options existed, is unchanged.
    expect(productSource({ ...tee, options: [] })).toEqual({ name: 'Tee', description: '', category: 'Tops' });
  });

  it('refuses a field for a value the product no longer has, and a renamed value makes the translation outdated', async () => {
    const before = productSource(tee);
    const renamed = productSource({ ...tee, options: [{ name: 'Size', values: ['S', 'Medium'] }, tee.options[1]!] });
    expect(checkTranslationFields(fieldLimits('product', renamed), { 'option/Size/M': 'Mediano' }).problems).toEqual([
      { field: 'option/Size/M', message: { rule: 'translationFieldUnknown' } },
    ]);
    const saved = await sourceHash(before);
    expect(translationStatus({ 'option/Size/M': 'Mediano' }, saved, await sourceHash(renamed))).toBe('outdated');
    // Reordering values moves no translation to another value (keys are words) and leaves the source hash as it was.
    const reordered = productSource({ ...tee, options: [{ name: 'Size', values: ['M', 'S'] }, tee.options[1]!] });
    expect(await sourceHash(reordered)).toBe(saved);
  });
});
