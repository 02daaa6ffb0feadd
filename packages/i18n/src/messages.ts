// The shared messages (DESIGN §14): `validation.<rule>`, `errors.<code>` and `defaults.<name>` (SPEC §8) of the `common`
// namespace, which the shell, every remote and the sign-in page always load. Their English is the contracts' tables
// (the same words the API sends), so English is written once; other languages have them in locales/<lng>/common.json.
import { DEFAULT_ERRORS, ERROR_TEXT } from '@app/contracts/errors';
import { DEFAULT_LANGUAGE } from '@app/contracts';
import { VALIDATION_TEXT, type RuleMessage, type Shown } from '@app/contracts/messages';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The namespace that holds the messages. */
export const MESSAGES_NS = 'common';

/** Parts of catalogues that are not in their JSON file, by `<lng>/<ns>`: added to the file's keys. */
export const BUILT_IN: Record<string, Record<string, unknown>> = {
  [`${DEFAULT_LANGUAGE}/${MESSAGES_NS}`]: { validation: VALIDATION_TEXT, errors: ERROR_TEXT, defaults: DEFAULT_ERRORS },
};

/** What a client can show: a failed rule (a form's own check), a message with what translates it, or a text already chosen. */
export type Showable = Shown | RuleMessage | string;

/**
 * The text of a message in the reader's language: a failed rule by `validation.<rule>` with its params; a key the
 * client chose by that key; a text already chosen as is; an API answer by `errors.<code>`, except in English, where the API's own message is
 * shown as sent (it is English already and may carry specifics such as a wait time); else the text as it came.
 */
export function messageText(t: TFunction, lng: string, m: Showable): string {
  if (typeof m === 'string') return m;
  if (m.rule) return t(`${MESSAGES_NS}:validation.${m.rule}`, { ...m.params });
  const shown = m as Shown;
  if (shown.key) return t(shown.key, { ...shown.params });
  const codeKey = `${MESSAGES_NS}:errors.${shown.code}`;
  if (shown.code && lng !== DEFAULT_LANGUAGE && t(codeKey, { defaultValue: '' })) return t(codeKey);
  return shown.text;
}

/** `messageText` bound to a namespace (for keys without a prefix) and the current language. */
export function useMessageText(ns: string): (m: Showable) => string {
  const { t, i18n } = useTranslation(ns);
  const lng = i18n.language;
  return useCallback((m: Showable) => messageText(t, lng, m), [t, lng]);
}
