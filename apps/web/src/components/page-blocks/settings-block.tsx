import type { TPublicInnerBlock } from '@iiidem/shared/admin/pages';
import type { TSiteSettings } from '@iiidem/shared/site-settings';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSiteAddress, useSiteSettings } from '../../lib/use-site-settings';
import { SampleSettingsNotice } from '../ui/sample-settings-notice';

type SettingsBlockData = Extract<TPublicInnerBlock, { type: 'settings' }>;

/** The mailboxes of the settings a page lists, in this order, with their labels. */
const MAILBOXES = [
  { key: 'training', label: msg`National training programmes` },
  { key: 'international', label: msg`International training programmes` },
  { key: 'webmaster', label: msg`This website` },
] as const satisfies readonly { key: keyof TSiteSettings['mailboxes']; label: unknown }[];

function AddressLines({ settings }: { settings: TSiteSettings }) {
  const address = useSiteAddress(settings);
  return address.lines.map((line) => (
    <span key={line} lang={address.lang}>
      {line}
    </span>
  ));
}

/**
 * A part of the site settings on a page (issue 15): the address, numbers and mailboxes staff edit once in Site
 * settings, so every page shows the same values. Nothing shows while the settings load (no stand-in values).
 */
export function SettingsBlock({ block }: { block: SettingsBlockData }) {
  const settings = useSiteSettings();
  const { i18n } = useLingui();
  if (!settings) return null;
  switch (block.part) {
    case 'address':
      return (
        <address className="settings-block">
          <AddressLines settings={settings} />
        </address>
      );
    case 'phone-fax-email':
      return (
        <ul className="settings-block">
          <li>
            <Trans>
              Phone:{' '}
              <a className="settings-block__nowrap" href={`tel:${settings.phone.dial}`}>
                {settings.phone.display}
              </a>
            </Trans>
          </li>
          <li>
            <Trans>Fax: {settings.fax}</Trans>
          </li>
          <li>
            <Trans>
              E-mail: <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </Trans>
          </li>
        </ul>
      );
    case 'address-phone-email':
      return (
        <address className="settings-block">
          <AddressLines settings={settings} />
          <span>
            <Trans>
              Phone:{' '}
              <a className="settings-block__nowrap" href={`tel:${settings.phone.dial}`}>
                {settings.phone.display}
              </a>
            </Trans>
          </span>
          <span>
            <Trans>
              E-mail: <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </Trans>
          </span>
        </address>
      );
    case 'mailboxes':
      return (
        <ul className="settings-block">
          {MAILBOXES.map((mailbox) => (
            <li key={mailbox.key}>
              {i18n._(mailbox.label)}:{' '}
              <a href={`mailto:${settings.mailboxes[mailbox.key]}`}>{settings.mailboxes[mailbox.key]}</a>
            </li>
          ))}
        </ul>
      );
    case 'webmaster-email':
      return (
        <p className="settings-block">
          <a href={`mailto:${settings.mailboxes.webmaster}`}>{settings.mailboxes.webmaster}</a>
        </p>
      );
    case 'training-email':
      return (
        <p className="settings-block">
          <a href={`mailto:${settings.mailboxes.training}`}>{settings.mailboxes.training}</a>
        </p>
      );
    case 'sample-notice':
      return <SampleSettingsNotice settings={settings} />;
  }
}
