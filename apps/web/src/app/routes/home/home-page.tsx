import { PRODUCT_NAME } from '@iiidem/shared/constants';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';
import './home-page.css';

const SECTIONS = [
  { label: 'About the Institute', to: paths.aboutUs, text: 'History, vision and mission, campus and people.' },
  { label: 'Training Programs', to: paths.courses, text: 'Courses open for application, and how to apply.' },
  {
    label: 'Our Training & Programs',
    to: paths.ourTrainingAndPrograms,
    text: 'Domestic, international and academic programmes.',
  },
  { label: 'Latest News & Updates', to: paths.latestNewsUpdate, text: 'Announcements, news and tenders.' },
  { label: 'Photos & Videos', to: paths.photosAndVideosGallery, text: 'Pictures and films of our programmes.' },
  { label: 'Vacancies', to: paths.vacancies, text: 'Recruitment and engagement opportunities.' },
] as const;

export default function HomePage() {
  usePageTitle(PAGE_TITLES.home);

  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container">
          <h1 id="home-title" className="home-hero__title">
            {PRODUCT_NAME}
          </h1>
          <p className="home-hero__intro">
            The training and research institute of the Election Commission of India, set up in June 2011. It builds the
            skills of election officials across India and of election management bodies in partner countries.
          </p>
          <div className="home-hero__actions">
            <Link className="button" to={paths.courses}>
              Browse training programs
            </Link>
            <Link className="button button--secondary" to={paths.signup}>
              Create an account
            </Link>
          </div>
        </div>
      </section>
      <section className="container home-sections" aria-labelledby="home-sections-title">
        <h2 id="home-sections-title">Explore the portal</h2>
        <ul className="home-sections__list">
          {SECTIONS.map((section) => (
            <li key={section.to} className="home-sections__item">
              <Link to={section.to} className="home-sections__link">
                {section.label}
              </Link>
              <p>{section.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
