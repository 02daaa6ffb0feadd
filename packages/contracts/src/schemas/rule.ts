// yup messages as codes: every rule of the schemas (and yup's defaults) fails with `{ rule, params }` (../messages.ts).
import { setLocale } from 'yup';
import { VALIDATION_TEXT, placeholdersOf, type MessageParams, type Rule, type RuleMessage } from '../messages';

/**
 * A yup message: the rule and the params its text needs, taken from `fixed` first, else from what yup passes
 * (`max`, `min`, `path`, ...). Only the placeholders' values travel, so details stay small and plain.
 */
export function rule(name: Rule, fixed: MessageParams = {}) {
  const wanted = placeholdersOf(VALIDATION_TEXT[name]);
  return (given: object): RuleMessage => {
    if (!wanted.length) return { rule: name };
    const params: MessageParams = {};
    for (const key of wanted) {
      const v = fixed[key] ?? (given as Record<string, unknown>)[key];
      params[key] = typeof v === 'number' ? v : String(v ?? '');
    }
    return { rule: name, params };
  };
}

// Rules a schema leaves to yup's defaults report codes too (clients never see yup's English).
setLocale({
  mixed: { required: rule('required'), defined: rule('defined'), notType: rule('notType'), oneOf: rule('oneOf') },
  string: { min: rule('stringMin'), max: rule('stringMax'), matches: rule('matches'), email: rule('email') },
  number: { min: rule('numberMin'), max: rule('numberMax'), integer: rule('integer') },
  array: { min: rule('arrayMin'), max: rule('arrayMax') },
  object: { noUnknown: rule('noUnknown') },
});
