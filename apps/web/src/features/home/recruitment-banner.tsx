import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../paths';
import './recruitment-banner.css';

/** Block 8a: the recruitment banner, leading to the vacancies. */
export function RecruitmentBanner() {
  return (
    <section className="recruitment-banner" aria-labelledby="recruitment-title">
      <div className="recruitment-banner__inner container">
        <div>
          <h2 id="recruitment-title" className="recruitment-banner__title">
            <Trans>Work with IIIDEM</Trans>
          </h2>
          <p className="recruitment-banner__text">
            <Trans>
              Posts on deputation and contract for academics, trainers and professionals. See the current vacancies and
              how to apply.
            </Trans>
          </p>
        </div>
        <Link to={paths.vacancies} className="button recruitment-banner__link">
          <Trans>View Vacancies</Trans>
        </Link>
      </div>
    </section>
  );
}
