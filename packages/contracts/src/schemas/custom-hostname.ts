import * as yup from 'yup';
import { normalizeHostname } from '../custom-hostnames';
import { rule } from './rule';

/** The custom hostname field: normalised (lower case, punycode) as the platform keeps it; the server also refuses its own names. */
export const customHostnameSchema = yup.object({
  hostname: yup
    .string()
    .trim()
    .required(rule('fillAllFields'))
    .test('hostname', rule('hostname'), (v) => !v || normalizeHostname(v) !== null)
    .transform((v: string) => normalizeHostname(v) ?? v),
});

/** The refresh's body: none (an empty object when one is sent). */
export const customHostnameRefreshSchema = yup.object({});
