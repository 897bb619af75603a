import { ACCOUNT_LABELS } from '@iiidem/shared/accounts/messages';
import { translateSharedText } from '../../lib/i18n/form-texts';

/** Reset and Update under My Profile and Change Password: both disabled while saving, Update reads 'Updating...'. */
export function ResetUpdateButtons({ saving, onReset }: { saving: boolean; onReset: () => void }) {
  return (
    <div className="form-actions">
      <button type="button" className="button button--secondary" disabled={saving} onClick={onReset}>
        {translateSharedText(ACCOUNT_LABELS.reset)}
      </button>
      <button type="submit" className="button" disabled={saving}>
        {translateSharedText(saving ? ACCOUNT_LABELS.updating : ACCOUNT_LABELS.update)}
      </button>
    </div>
  );
}
