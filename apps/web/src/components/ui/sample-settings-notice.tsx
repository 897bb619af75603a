import type { TSiteSettings } from '@iiidem/shared/site-settings';
import { Trans } from '@lingui/react/macro';
import './sample-settings-notice.css';

/**
 * The demonstration's honest label (issue 15): while the site settings are still the seeded samples
 * (`sampleNotice`), the footer and the contact page say that the numbers, address and mailboxes are not real.
 */
export function SampleSettingsNotice({
  settings,
  className,
}: {
  settings: TSiteSettings | undefined;
  className?: string;
}) {
  if (!settings?.sampleNotice) return null;
  return (
    <p className={`sample-settings-notice${className ? ` ${className}` : ''}`}>
      <Trans>
        Sample contact details: this demonstration site's phone numbers, address and mailboxes are not real.
      </Trans>
    </p>
  );
}
