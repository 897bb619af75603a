import type { CourseListTab } from '@iiidem/shared/courses/course-tabs';
import { formatLongDate } from '@iiidem/shared/dates';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FileFacts } from '../../../components/ui/file-facts';
import { useLanguage } from '../../../lib/i18n/localized';
import { siteFileFacts } from '../../../lib/site-file-facts';
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

/** A PDF on this site, downloaded or opened by the browser's viewer; its type and size follow its name. */
function PdfLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="program-overview__pdf" href={href} download>
      <span aria-hidden="true" className="program-overview__pdf-badge">
        <Trans>PDF</Trans>
      </span>
      <span>
        {children}
        <FileFacts href={href} facts={siteFileFacts(href)} type="application/pdf" />
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
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const figuresDate = formatLongDate(PROGRAM_FIGURES_DATE, language);
  const trainersCount = MASTER_TRAINERS.count;
  const trainersDate = formatLongDate(MASTER_TRAINERS.asOn, language);
  return (
    <>
      <h2>
        <Trans>Domestic Training Programmes</Trans>
      </h2>
      <p>
        <Trans>
          The Centre for National Training trains the officials who run elections in the States and Union Territories:
          Chief Electoral Officers' staff, District Election Officers, Returning Officers, Electoral Registration
          Officers and the trainers of polling personnel. Programmes follow a cascaded model: national-level master
          trainers trained at the institute train state and district master trainers, who in turn train the officials of
          every polling station.
        </Trans>
      </p>

      <section aria-labelledby="domestic-figures-heading" className="program-overview__section">
        <h3 id="domestic-figures-heading">
          <Trans>National training at a glance (as on {figuresDate})</Trans>
        </h3>
        <dl className="program-overview__figures">
          <Figure value={NATIONAL_FIGURES.trainings} label={t`National trainings`} />
          <Figure value={NATIONAL_FIGURES.trainees} label={t`National trainees`} />
        </dl>
      </section>

      <section aria-labelledby="domestic-themes-heading" className="program-overview__section">
        <h3 id="domestic-themes-heading">
          <Trans>Five thematic areas</Trans>
        </h3>
        <ol className="program-overview__cards">
          {DOMESTIC_THEMES.map((theme) => (
            <li key={theme.title.id} className="program-overview__card">
              <h4>{i18n._(theme.title)}</h4>
              <p>{i18n._(theme.text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="domestic-trainings-heading" className="program-overview__section">
        <h3 id="domestic-trainings-heading">
          <Trans>National training programmes</Trans>
        </h3>
        <p>
          <Trans>Open a training code to see the programme's sessions and learning material.</Trans>
        </p>
        {trainingTable}
        <ProgramsLink tab="domestic">
          <Trans>View domestic training programmes</Trans>
        </ProgramsLink>
      </section>

      <section aria-labelledby="domestic-trainers-heading" className="program-overview__section">
        <h3 id="domestic-trainers-heading">
          <Trans>National-level master trainers</Trans>
        </h3>
        <p>
          <Trans>
            The institute has trained {trainersCount} national-level master trainers (as on {trainersDate}), who lead
            training in every State and Union Territory.
          </Trans>
        </p>
        <PdfLink href={MASTER_TRAINERS_PDF}>
          <Trans>List of national-level master trainers</Trans>
        </PdfLink>
      </section>
    </>
  );
}

/** International: figures table, partnership text, five formats, three photos, ten module PDFs, programs link. */
export function InternationalPanel() {
  const { programmes, participants, modules } = INTERNATIONAL_FIGURES;
  const { i18n } = useLingui();
  const figuresDate = formatLongDate(PROGRAM_FIGURES_DATE, useLanguage());
  return (
    <>
      <h2>
        <Trans>International Training Programmes</Trans>
      </h2>
      <p>
        <Trans>
          The Centre for International Training shares India's experience of conducting the world's largest elections
          with Election Management Bodies of partner countries, and learns from theirs.
        </Trans>
      </p>

      <section aria-labelledby="international-figures-heading" className="program-overview__section">
        <h3 id="international-figures-heading">
          <Trans>International training at a glance</Trans>
        </h3>
        <div className="program-overview__table">
          <table className="table">
            <caption>
              <Trans>International programmes and participants as on {figuresDate}</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Measure</Trans>
                </th>
                <th scope="col">
                  <Trans>Offline</Trans>
                </th>
                <th scope="col">
                  <Trans>Online</Trans>
                </th>
                <th scope="col">
                  <Trans>Total</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">
                  <Trans>International programmes</Trans>
                </th>
                <td>{formatFigure(programmes.offline)}</td>
                <td>{formatFigure(programmes.online)}</td>
                <td>{formatFigure(programmes.total)}</td>
              </tr>
              <tr>
                <th scope="row">
                  <Trans>Participants</Trans>
                </th>
                <td>{formatFigure(participants.offline)}</td>
                <td>{formatFigure(participants.online)}</td>
                <td>{formatFigure(participants.total)}</td>
              </tr>
              <tr>
                <th scope="row">
                  <Trans>International modules</Trans>
                </th>
                <td colSpan={2}>
                  <Trans>Offered in both modes</Trans>
                </td>
                <td>{formatFigure(modules)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="international-partnership-heading" className="program-overview__section">
        <h3 id="international-partnership-heading">
          <Trans>Partnerships</Trans>
        </h3>
        <p>
          <Trans>
            International programmes are run with the Ministry of External Affairs under the Indian Technical and
            Economic Cooperation (ITEC) programme and under the Election Commission of India's memoranda of
            understanding with Election Management Bodies and international organisations. Partner countries nominate
            their officials; the institute designs each programme around their electoral system and needs.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="international-formats-heading" className="program-overview__section">
        <h3 id="international-formats-heading">
          <Trans>Five training formats</Trans>
        </h3>
        <ol className="program-overview__cards">
          {INTERNATIONAL_FORMATS.map((format) => (
            <li key={format.title.id} className="program-overview__card">
              <h4>{i18n._(format.title)}</h4>
              <p>{i18n._(format.text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="international-photos-heading" className="program-overview__section">
        <h3 id="international-photos-heading">
          <Trans>International programmes in pictures</Trans>
        </h3>
        <ul className="program-overview__photos">
          {INTERNATIONAL_PHOTOS.map((photo) => (
            <li key={photo.name}>
              <figure>
                <picture>
                  <source type="image/webp" srcSet={`/images/programs/${photo.name}.webp`} />
                  <img
                    src={`/images/programs/${photo.name}.jpg`}
                    alt={i18n._(photo.alt)}
                    width={PHOTO_WIDTH}
                    height={PHOTO_HEIGHT}
                    loading="lazy"
                    decoding="async"
                  />
                </picture>
                <figcaption>{i18n._(photo.caption)}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="international-modules-heading" className="program-overview__section">
        <h3 id="international-modules-heading">
          <Trans>International modules</Trans>
        </h3>
        <ol className="program-overview__modules">
          {INTERNATIONAL_MODULES.map((module, index) => {
            const number = index + 1;
            const title = i18n._(module);
            return (
              <li key={module.id}>
                <PdfLink href={modulePdfPath(index)}>
                  <Trans>
                    Module {number}: {title}
                  </Trans>
                </PdfLink>
              </li>
            );
          })}
        </ol>
        <ProgramsLink tab="international">
          <Trans>View international training programmes</Trans>
        </ProgramsLink>
      </section>
    </>
  );
}

/** Academic: the master's programme run with a social-sciences institute, its brochure, and all programs. */
export function AcademicPanel() {
  return (
    <>
      <h2>
        <Trans>Academic Programmes</Trans>
      </h2>
      <section aria-labelledby="academic-masters-heading" className="program-overview__section">
        <h3 id="academic-masters-heading">
          <Trans>Master's Programme in International Electoral Management</Trans>
        </h3>
        <p>
          <Trans>
            The institute runs a master's programme in international electoral management together with a leading
            institute of social sciences. It is meant for officials of Election Management Bodies in India and abroad
            and for graduates who want to work in election management, and combines electoral law and systems,
            comparative electoral practice, election technology and research methods with field work during an election.
          </Trans>
        </p>
        <p>
          <Trans>
            Classes are held at the institute and at the partner institute; the degree is awarded by the partner
            institute. Admission, fees and the academic calendar are set out in the brochure.
          </Trans>
        </p>
        <PdfLink href={MASTERS_BROCHURE_PDF}>
          <Trans>Brochure of the master's programme</Trans>
        </PdfLink>
      </section>
      <ProgramsLink tab="all">
        <Trans>View all training programmes</Trans>
      </ProgramsLink>
    </>
  );
}
