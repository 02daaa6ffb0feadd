// The checks the newsletter and contact forms make before sending (the API makes them again). Pure, tested in workerd.

/** MAX characters of one contact form value (the contract's limit). */
export const CONTACT_VALUE_MAX = 2000;
// The same email check as checkout's (written once, in the contracts).
export { isEmail } from '@app/contracts/address';

export type ContactProblem = { key: string; problem: 'tooLong' | 'required' };

/** The first problem of a contact form's values: a value over the limit, or every value blank (on the first key). */
export function checkContact(fields: Record<string, string>): ContactProblem | null {
  const keys = Object.keys(fields);
  const long = keys.find((k) => Array.from(fields[k]).length > CONTACT_VALUE_MAX);
  if (long !== undefined) return { key: long, problem: 'tooLong' };
  if (keys.length && keys.every((k) => !fields[k].trim())) return { key: keys[0], problem: 'required' };
  return null;
}
