import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PRODUCT_NAME_MESSAGE, SHORT_PRODUCT_NAME_MESSAGE } from '../../lib/i18n/product-name';
import { paths } from '../../paths';
import './logo.css';

/** The home link of the header: a ballot-box mark, the short name and the full name. */
export function Logo() {
  const { i18n } = useLingui();
  return (
    <Link to={paths.home} className="logo">
      <svg className="logo__mark" viewBox="0 0 64 64" width="48" height="48" aria-hidden="true">
        <rect width="64" height="64" rx="12" fill="#ffffff" />
        <rect x="12" y="30" width="40" height="24" rx="3" fill="#0b3d91" />
        <rect x="22" y="28" width="20" height="4" rx="1" fill="#ffffff" />
        <path d="M26 10h12l-2 20h-8z" fill="#ff9933" />
        <rect x="12" y="48" width="40" height="3" fill="#138808" />
      </svg>
      <span className="logo__text">
        <span className="logo__short">{i18n._(SHORT_PRODUCT_NAME_MESSAGE)}</span>
        <span className="logo__full">{i18n._(PRODUCT_NAME_MESSAGE)}</span>
        <span className="visually-hidden">
          {' '}
          <Trans>(home)</Trans>
        </span>
      </span>
    </Link>
  );
}
