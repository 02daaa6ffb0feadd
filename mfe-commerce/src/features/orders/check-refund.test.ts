// The refund dialog's own check, before anything is sent: each bad amount gets the rule the API would answer.
import { describe, expect, it } from 'vitest';
import { checkRefund } from './order-dialogs';

describe('checkRefund', () => {
  it.each([
    ['', 'amountPositive'],
    ['0', 'amountPositive'],
    ['-3', 'amountPositive'],
    ['abc', 'number'],
    ['1.234', 'amountCents'],
    ['20.01', 'refundTooMuch'],
  ])('%j -> %s', (raw, rule) => {
    expect(checkRefund(raw, 2000, '').amount).toMatchObject({ rule });
  });

  it('takes a comma as the decimal mark and the whole amount left', () => {
    expect(checkRefund('19,99', 2000, '').amount).toBeUndefined();
    expect(checkRefund('20', 2000, '').amount).toBeUndefined();
    expect(checkRefund('20.01', 2000, '').amount).toEqual({ rule: 'refundTooMuch', params: { max: 20 } });
  });
});
