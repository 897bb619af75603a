import { PRODUCT_NAME, SHORT_PRODUCT_NAME } from '@iiidem/shared/constants';
import { Link } from 'react-router';
import { paths } from '../../paths';
import './logo.css';

/** The home link of the header: a ballot-box mark, the short name and the full name. */
export function Logo() {
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
        <span className="logo__short">{SHORT_PRODUCT_NAME}</span>
        <span className="logo__full">{PRODUCT_NAME}</span>
        <span className="visually-hidden"> (home)</span>
      </span>
    </Link>
  );
}
