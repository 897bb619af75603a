import { Trans } from '@lingui/react/macro';
import './countdown-status.css';

/** "OTP expires in 01:59": a timer (not read out every second), and one announcement when it runs out. */
export function CountdownStatus({
  label,
  expired,
  expiredText,
}: {
  label: string;
  expired: boolean;
  expiredText: string;
}) {
  return (
    <div className="countdown-status">
      <p className="countdown-status__timer">
        <Trans>
          OTP expires in{' '}
          <span role="timer" aria-live="off" className="countdown-status__time">
            {label}
          </span>
        </Trans>
      </p>
      <p className="countdown-status__expired" role="status">
        {expired ? expiredText : ''}
      </p>
    </div>
  );
}
