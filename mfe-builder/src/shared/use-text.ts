import { useMessageText } from '@app/i18n';

/** Texts of this remote in the reader's language: rules, API codes and keys of the 'builder' catalogue (@app/i18n). */
export const useText = () => useMessageText('builder');
