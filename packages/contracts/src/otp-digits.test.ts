import { describe, expect, it } from 'vitest';
import { backspaceAt, emptyDigits, pasteCode, typeAt } from './otp-digits';

describe('code boxes rules', () => {
  it('a digit fills the box and moves on; other characters are dropped', () => {
    expect(typeAt(emptyDigits(), 0, '4')).toEqual({ digits: ['4', '', '', '', '', ''], focus: 1 });
    expect(typeAt(emptyDigits(), 2, 'a')).toEqual({ digits: emptyDigits(), focus: 2 });
    expect(typeAt(['', '', '', '', '', ''], 5, '9')).toEqual({ digits: ['', '', '', '', '', '9'], focus: 5 });
  });
  it('typing over a filled box keeps the newest digit', () => {
    expect(typeAt(['3', '', '', '', '', ''], 0, '37').digits[0]).toBe('7');
    expect(typeAt(['3', '', '', '', '', ''], 0, '73').digits[0]).toBe('7');
  });
  it('Backspace clears the box and moves back; on an empty box it clears the previous one', () => {
    expect(backspaceAt(['1', '2', '3', '', '', ''], 2)).toEqual({ digits: ['1', '2', '', '', '', ''], focus: 1 });
    expect(backspaceAt(['1', '2', '', '', '', ''], 2)).toEqual({ digits: ['1', '', '', '', '', ''], focus: 1 });
    expect(backspaceAt(['1', '', '', '', '', ''], 0)).toEqual({ digits: emptyDigits(), focus: 0 });
  });
  it('a paste of 6 digits fills every box', () => {
    expect(pasteCode(' 123-456 ')).toEqual({ digits: ['1', '2', '3', '4', '5', '6'], focus: 5 });
    expect(pasteCode('12')).toEqual({ digits: ['1', '2', '', '', '', ''], focus: 2 });
    expect(pasteCode('abc')).toBeNull();
  });
});
