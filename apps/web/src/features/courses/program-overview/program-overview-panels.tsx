import type { CourseListTab } from '@iiidem/shared/courses/course-tabs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import '../../../components/ui/table.css';
import type { CourseListNavigationState } from '../course-tabs';
import {
  DOMESTIC_THEMES,
  formatFigure,
  INTERNATIONAL_FIGURES,
  INTERNATIONAL_FORMATS,
  INTERNATIONAL_MODULES,
  INTERNATIONAL_PHOTOS,
  MASTER_TRAINERS,
  MASTER_TRAINERS_PDF,
  MASTERS_BROCHURE_PDF,
  modulePdfPath,
  NATIONAL_FIGURES,
  PHOTO_HEIGHT,
  PHOTO_WIDTH,
  PROGRAM_FIGURES_DATE,
} from './program-overview-content';
import './program-overview.css';

/** A link to the course list opening on `tab` (navigation state, spec 1 §2). */
function ProgramsLink({ tab, children }: { tab: CourseListTab; children: ReactNode }) {
  const state: CourseListNavigationState = { tab };
  return (
    <Link className="button program-overview__programs-link" to={paths.courses} state={state}>
      {children}
    </Link>
  );
}

/** A PDF on this site, downloaded or opened by the browser's viewer. */
function PdfLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="program-overview__pdf" href={href} download>
      <span aria-hidden="true" className="program-overview__pdf-badge">
        PDF
      </span>
      <span>
        {children}
        <span className="visually-hidden"> (PDF)</span>
      </span>
    </a>
  );
}

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <div className="program-overview__figure">
      <dt>{label}</dt>
      <dd>{formatFigure(value)}</dd>
    </div>
  );
}

/** Domestic: narrative, national figures, five themes, the trainings table, the programs link, master trainers. */
export function DomesticPanel({ trainingTable }: { trainingTable: ReactNode }) {
  return (
    <>
      <h2>Domestic Training Programmes</h2>
      <p>
        The Centre for National Training trains the officials who run elections in the States and Union Territories:
        Chief Electoral Officers' staff, District Election Officers, Returning Officers, Electoral Registration Officers
        and the trainers of polling personnel. Programmes follow a cascaded model: national-level master trainers
        trained at the institute train state and district master trainers, who in turn train the officials of every
        polling station.
      </p>

      <section aria-labelledby="domestic-figures-heading" className="program-overview__section">
        <h3 id="domestic-figures-heading">National training at a glance (as on {PROGRAM_FIGURES_DATE})</h3>
        <dl className="program-overview__figures">
          <Figure value={NATIONAL_FIGURES.trainings} label="National trainings" />
          <Figure value={NATIONAL_FIGURES.trainees} label="National trainees" />
        </dl>
      </section>

      <section aria-labelledby="domestic-themes-heading" className="program-overview__section">
        <h3 id="domestic-themes-heading">Five thematic areas</h3>
        <ol className="program-overview__cards">
          {DOMESTIC_THEMES.map((theme) => (
            <li key={theme.title} className="program-overview__card">
              <h4>{theme.title}</h4>
              <p>{theme.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="domestic-trainings-heading" className="program-overview__section">
        <h3 id="domestic-trainings-heading">National training programmes</h3>
        <p>Open a training code to see the programme's sessions and learning material.</p>
        {trainingTable}
        <ProgramsLink tab="domestic">View domestic training programmes</ProgramsLink>
      </section>

      <section aria-labelledby="domestic-trainers-heading" className="program-overview__section">
        <h3 id="domestic-trainers-heading">National-level master trainers</h3>
        <p>
          The institute has trained {MASTER_TRAINERS.count} national-level master trainers (as on {MASTER_TRAINERS.asOn}
          ), who lead training in every State and Union Territory.
        </p>
        <PdfLink href={MASTER_TRAINERS_PDF}>List of national-level master trainers</PdfLink>
      </section>
    </>
  );
}

/** International: figures table, partnership text, five formats, three photos, ten module PDFs, programs link. */
export function InternationalPanel() {
  const { programmes, participants, modules } = INTERNATIONAL_FIGURES;
  return (
    <>
      <h2>International Training Programmes</h2>
      <p>
        The Centre for International Training shares India's experience of conducting the world's largest elections with
        Election Management Bodies of partner countries, and learns from theirs.
      </p>

      <section aria-labelledby="international-figures-heading" className="program-overview__section">
        <h3 id="international-figures-heading">International training at a glance</h3>
        <div className="program-overview__table">
          <table className="table">
            <caption>International programmes and participants as on {PROGRAM_FIGURES_DATE}</caption>
            <thead>
              <tr>
                <th scope="col">Measure</th>
                <th scope="col">Offline</th>
                <th scope="col">Online</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">International programmes</th>
                <td>{formatFigure(programmes.offline)}</td>
                <td>{formatFigure(programmes.online)}</td>
                <td>{formatFigure(programmes.total)}</td>
              </tr>
              <tr>
                <th scope="row">Participants</th>
                <td>{formatFigure(participants.offline)}</td>
                <td>{formatFigure(participants.online)}</td>
                <td>{formatFigure(participants.total)}</td>
              </tr>
              <tr>
                <th scope="row">International modules</th>
                <td colSpan={2}>Offered in both modes</td>
                <td>{formatFigure(modules)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="international-partnership-heading" className="program-overview__section">
        <h3 id="international-partnership-heading">Partnerships</h3>
        <p>
          International programmes are run with the Ministry of External Affairs under the Indian Technical and Economic
          Cooperation (ITEC) programme and under the Election Commission of India's memoranda of understanding with
          Election Management Bodies and international organisations. Partner countries nominate their officials; the
          institute designs each programme around their electoral system and needs.
        </p>
      </section>

      <section aria-labelledby="international-formats-heading" className="program-overview__section">
        <h3 id="international-formats-heading">Five training formats</h3>
        <ol className="program-overview__cards">
          {INTERNATIONAL_FORMATS.map((format) => (
            <li key={format.title} className="program-overview__card">
              <h4>{format.title}</h4>
              <p>{format.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="international-photos-heading" className="program-overview__section">
        <h3 id="international-photos-heading">International programmes in pictures</h3>
        <ul className="program-overview__photos">
          {INTERNATIONAL_PHOTOS.map((photo) => (
            <li key={photo.name}>
              <figure>
                <picture>
                  <source type="image/webp" srcSet={`/images/programs/${photo.name}.webp`} />
                  <img
                    src={`/images/programs/${photo.name}.jpg`}
                    alt={photo.alt}
                    width={PHOTO_WIDTH}
                    height={PHOTO_HEIGHT}
                    loading="lazy"
                    decoding="async"
                  />
                </picture>
                <figcaption>{photo.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="international-modules-heading" className="program-overview__section">
        <h3 id="international-modules-heading">International modules</h3>
        <ol className="program-overview__modules">
          {INTERNATIONAL_MODULES.map((module, index) => (
            <li key={module}>
              <PdfLink href={modulePdfPath(index)}>
                Module {index + 1}: {module}
              </PdfLink>
            </li>
          ))}
        </ol>
        <ProgramsLink tab="international">View international training programmes</ProgramsLink>
      </section>
    </>
  );
}

/** Academic: the master's programme run with a social-sciences institute, its brochure, and all programs. */
export function AcademicPanel() {
  return (
    <>
      <h2>Academic Programmes</h2>
      <section aria-labelledby="academic-masters-heading" className="program-overview__section">
        <h3 id="academic-masters-heading">Master's Programme in International Electoral Management</h3>
        <p>
          The institute runs a master's programme in international electoral management together with a leading
          institute of social sciences. It is meant for officials of Election Management Bodies in India and abroad and
          for graduates who want to work in election management, and combines electoral law and systems, comparative
          electoral practice, election technology and research methods with field work during an election.
        </p>
        <p>
          Classes are held at the institute and at the partner institute; the degree is awarded by the partner
          institute. Admission, fees and the academic calendar are set out in the brochure.
        </p>
        <PdfLink href={MASTERS_BROCHURE_PDF}>Brochure of the master's programme</PdfLink>
      </section>
      <ProgramsLink tab="all">View all training programmes</ProgramsLink>
    </>
  );
}
