import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '#i18n';

/** A text of the content modules: a `msg` descriptor, shown in the active language. */
export type Text = MessageDescriptor;

function isText(value: unknown): value is Text {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

/**
 * `text` in the active language. A sentence may quote another text, itself a descriptor (PLACEHOLDER_NAMES, so
 * it is written once): such values are translated first, then put into the sentence.
 */
export function translateText(i18n: I18n, text: Text): string {
  if (!text.values) return i18n._(text);
  const values = Object.fromEntries(
    Object.entries(text.values).map(([name, value]) => [name, isText(value) ? translateText(i18n, value) : value]),
  );
  return i18n._(text.id, values, { message: text.message });
}

/** `translateText` bound to the active language, for components. */
export function useText(): (text: Text) => string {
  const { i18n } = useLingui();
  return (text) => translateText(i18n, text);
}

/**
 * A text quoted in a `msg` sentence: `msg\`… ${quote(PLACEHOLDER_NAMES.speaker)} …\``. The
 * macro's types accept only strings and numbers as values; the descriptor stays an object at runtime and
 * `translateText` translates it in the sentence's language.
 */
export function quote(fact: Text): string {
  return fact as unknown as string;
}
