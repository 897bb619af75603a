import { i18n } from '@lingui/core';
import { type I18nContext, LinguiContext, type TransProps } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';
import { useContext } from 'react';

/**
 * What Lingui's macros compile to (lingui.config.ts `runtimeConfigModule`, imported as '#i18n'). The app has one
 * Lingui instance, `i18n`: the browser activates the visitor's language on it (lib/i18n/language.ts), and the
 * server activates each page's language just before its synchronous render (entry-server.tsx). Under the app's
 * <I18nProvider> a language switch re-renders everything; outside one (a component test) the instance itself is
 * used, in whatever language the test activated.
 */
export { i18n };

const withoutProvider: I18nContext = { i18n, _: i18n._.bind(i18n) };

export function useLingui(): I18nContext {
  return useContext(LinguiContext) ?? withoutProvider;
}

export function Trans(props: TransProps) {
  const { i18n: instance, defaultComponent } = useLingui();
  return <TransNoContext {...props} lingui={{ i18n: instance, defaultComponent }} />;
}
