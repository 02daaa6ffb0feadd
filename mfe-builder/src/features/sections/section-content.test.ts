import type { Section } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { changedOrders, ordersFor, sectionValues, toSectionInput, withType } from './section-content';

const section = (over: Partial<Section>): Section => ({
  id: 1,
  page_id: 1,
  title: 'T',
  type: 'text',
  content: { text: 'hi' },
  order: 0,
  ...over,
});

describe('section content rules', () => {
  it('a type change clears the content: text gets one text field, form one blank row', () => {
    const text = sectionValues(section({ content: { text: 'Hello' } }));
    expect(text.text).toBe('Hello');
    const form = withType(text, 'form');
    expect(form).toMatchObject({ type: 'form', text: '', rows: [{ key: '', value: '' }] });
    const back = withType({ ...form, rows: [{ key: 'email', value: 'a@b.c' }] }, 'text');
    expect(back).toMatchObject({ type: 'text', text: '', rows: [] });
  });

  it('form rows with a blank key are dropped; keys are trimmed; text keeps only its text', () => {
    const values = {
      title: '  Contact ',
      type: 'form' as const,
      order: 2,
      text: 'ignored',
      rows: [
        { key: 'email', value: 'shop@example.com' },
        { key: '   ', value: 'lost' },
        { key: '', value: 'lost too' },
        { key: ' phone ', value: '' },
      ],
    };
    expect(toSectionInput(values)).toEqual({ title: 'Contact', type: 'form', order: 2, content: { email: 'shop@example.com', phone: '' } });
    expect(toSectionInput({ ...values, type: 'text', text: 'Body' })).toEqual({
      title: 'Contact',
      type: 'text',
      order: 2,
      content: { text: 'Body' },
    });
  });

  it('an existing form section opens with its rows', () => {
    expect(sectionValues(section({ type: 'form', content: { a: '1', b: '2' } })).rows).toEqual([
      { key: 'a', value: '1' },
      { key: 'b', value: '2' },
    ]);
    expect(sectionValues(null, 12).order).toBe(9);
  });

  it('a reorder gives each section its position as order and saves only the moved ones', () => {
    const before = [section({ id: 1, order: 0 }), section({ id: 2, order: 1 }), section({ id: 3, order: 2 })];
    const after = ordersFor([before[2], before[0], before[1]]);
    expect(after.map((s) => [s.id, s.order])).toEqual([
      [3, 0],
      [1, 1],
      [2, 2],
    ]);
    expect(changedOrders(before, after).map((s) => s.id)).toEqual([3, 1, 2]);
    expect(changedOrders(before, ordersFor(before))).toEqual([]);
  });
});
