import { describe, expect, it } from 'vitest';
import { canMove, ORDER_STATUSES, ORDER_TRANSITIONS, PAID_STATES } from './order-states';

describe('order states (DESIGN §18)', () => {
  it('lists a move table for every state, into known states only', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const targets of Object.values(ORDER_TRANSITIONS)) for (const to of targets) expect(ORDER_STATUSES).toContain(to);
  });

  it('moves forward only: the provider settles a pending order, the merchant fulfils, cancels or refunds a paid one', () => {
    expect(canMove('pending', 'paid')).toBe(true);
    expect(canMove('pending', 'expired')).toBe(true);
    expect(canMove('awaiting_payment', 'paid')).toBe(true);
    expect(canMove('paid', 'fulfilled')).toBe(true);
    expect(canMove('fulfilled', 'partially_refunded')).toBe(true);
    expect(canMove('expired', 'paid')).toBe(true);
    expect(canMove('paid', 'pending')).toBe(false);
    expect(canMove('fulfilled', 'cancelled')).toBe(false);
    expect(canMove('refunded', 'paid')).toBe(false);
    expect(canMove('failed', 'paid')).toBe(false);
    expect(canMove('pending', 'fulfilled')).toBe(false);
  });

  it('counts as paid only the states that hold money', () => {
    expect([...PAID_STATES].sort()).toEqual(['fulfilled', 'paid', 'partially_refunded']);
  });
});
