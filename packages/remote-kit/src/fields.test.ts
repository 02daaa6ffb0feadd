import type { FormikProps } from 'formik';
import { describe, expect, it } from 'vitest';
import { ariaFor, fieldError, formError } from './fields';

type V = { name: string; navs: { title: string }[] };
const form = (over: Partial<FormikProps<V>>) =>
  ({
    values: { name: '', navs: [{ title: '' }] },
    initialValues: { name: '', navs: [{ title: '' }] },
    errors: { name: 'Name is required', navs: [{ title: 'Title is required' }] },
    touched: {},
    submitCount: 0,
    ...over,
  }) as unknown as FormikProps<V>;

describe('fieldError (one copy for every remote)', () => {
  it('merely leaving an empty field shows nothing (the account remote used to show it on blur)', () => {
    expect(fieldError(form({ touched: { name: true } }), 'name')).toBeUndefined();
  });
  it('shows the message once the field was changed, or once the form was submitted', () => {
    const changed = form({ touched: { name: true }, values: { name: 'x', navs: [{ title: '' }] } });
    expect(fieldError(changed, 'name')).toBe('Name is required');
    expect(fieldError(form({ submitCount: 1 }), 'name')).toBe('Name is required');
  });
  it('reads dotted paths of nested fields', () => {
    expect(fieldError(form({ submitCount: 1 }), 'navs.0.title')).toBe('Title is required');
  });
  it('keeps a failed rule as the rule (translated where shown), and is not fooled by a nested error object', () => {
    const rule = { rule: 'tooLong', params: { max: 80 } };
    const f = form({ submitCount: 1, errors: { name: formError('tooLong', { max: 80 }), navs: [{ title: 'x' }] } as never });
    expect(fieldError(f, 'name')).toEqual(rule);
    expect(fieldError(form({ submitCount: 1, errors: { navs: [{ title: 'x' }] } as never }), 'navs.0')).toBeUndefined();
  });
  it('ties a control to its message only when there is one', () => {
    expect(ariaFor('name', 'Name is required')).toEqual({ 'aria-invalid': true, 'aria-describedby': 'name-error' });
    expect(ariaFor('name', undefined)).toEqual({});
  });
});
