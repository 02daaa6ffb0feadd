// DESIGN §14: every failure a schema can report is a rule with params (never English), and the English of a rule is
// SPEC's words (what the API sends as message).
import { describe, expect, it } from 'vitest';
import { ValidationError, type AnySchema } from 'yup';
import * as contracts from './index';
import { englishOf, formatText, isRuleMessage, VALIDATION_TEXT, type RuleMessage } from './messages';

const isSchema = (v: unknown): v is AnySchema =>
  !!v && typeof v === 'object' && typeof (v as AnySchema).validate === 'function' && typeof (v as AnySchema).describe === 'function';
const schemas = Object.entries(contracts as Record<string, unknown>).filter((e): e is [string, AnySchema] => isSchema(e[1]));

/** Wrong values of every kind for every field: missing, wrong type, too long, negative, huge, not an integer. */
function badInputs(schema: AnySchema): unknown[] {
  const fields = Object.keys((schema.describe() as { fields?: Record<string, unknown> }).fields ?? {});
  const each = (v: unknown) => Object.fromEntries(fields.map((f) => [f, v]));
  return [
    undefined,
    {},
    'x',
    each(''),
    each('x'),
    each('x'.repeat(30_000)),
    each(-1),
    each(1e15),
    each(1.5),
    each([{}]),
    each(true),
    each({ a: 1 }),
    { ...each('1'), extra_card_number: '4242' },
  ];
}

async function failuresOf(schema: AnySchema, input: unknown): Promise<unknown[]> {
  try {
    await schema.validate(input, { abortEarly: false, strict: false });
    return [];
  } catch (err) {
    // A transform (trim) meeting an object throws a TypeError: the API answers it as the rule wrongType.
    if (err instanceof TypeError) return [];
    if (!(err instanceof ValidationError)) throw err;
    return (err.inner.length ? err.inner : [err]).map((e) => e.errors[0]);
  }
}

describe('schemas report rules, not text', () => {
  it('finds the schemas', () => expect(schemas.length).toBeGreaterThan(10));
  it.each(schemas)('%s: every failure is a known rule with the params its text needs', async (_name, schema) => {
    let seen = 0;
    for (const input of badInputs(schema)) {
      for (const failure of await failuresOf(schema, input)) {
        seen++;
        expect(isRuleMessage(failure), JSON.stringify(failure)).toBe(true);
        const { rule, params = {} } = failure as RuleMessage;
        expect(englishOf(failure as RuleMessage)).not.toMatch(/\{\{/);
        for (const v of Object.values(params)) expect(['string', 'number']).toContain(typeof v);
        expect(rule in VALIDATION_TEXT).toBe(true);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('the English of a rule', () => {
  it("is SPEC's words, with its params filled in", async () => {
    const [tooLong] = await failuresOf(contracts.websiteSchema, { domain: 'shop', title: 'x'.repeat(81), description: 'd' });
    expect(tooLong).toEqual({ rule: 'tooLong', params: { max: 80 } });
    expect(englishOf(tooLong as RuleMessage)).toBe('Must be at most 80 characters');
    const [short] = await failuresOf(contracts.registerSchema.pick(['password']), { password: 'abc' });
    expect(englishOf(short as RuleMessage)).toBe('Password must be at least 8 characters');
    const [email] = await failuresOf(contracts.registerSchema.pick(['email']), { email: `${'a'.repeat(250)}@x.co` });
    expect(englishOf(email as RuleMessage)).toBe('Email must be at most 254 characters');
    const [blank] = await failuresOf(contracts.websiteSchema.pick(['title']), { title: ' ' });
    expect(englishOf(blank as RuleMessage)).toBe('Please fill in all fields.');
  });
  it('fills placeholders as i18next does', () => {
    expect(formatText('{{ a }} and {{b}}', { a: 1, b: 'two' })).toBe('1 and two');
    expect(formatText('{{missing}}!', {})).toBe('!');
  });
});
