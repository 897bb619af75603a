import type { TTrainingDetail, TTrainingFile, TTrainingSession } from '@iiidem/shared/trainings/api';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ExternalLink } from '../../components/ui/external-link';
import { FileFacts } from '../../components/ui/file-facts';
import { type LocalizedText, useLocalized } from '../../lib/i18n/localized';
import { decodeHtmlEntities } from './decode-html-entities';
import { embedAddress, isExternalHref, safeResourceHref } from './resource-urls';
import { TRAINING_TEXT_MESSAGES } from './training-texts';
import { VideoEmbed } from './video-embed';
import './training-details.css';

/** Size the session images are made at (16:9); CSS scales them, the attributes keep the layout from jumping. */
const IMAGE_WIDTH = 960;
const IMAGE_HEIGHT = 540;

/** A field of a training in the page's language, its HTML entities decoded. */
function useTrainingText() {
  const localized = useLocalized();
  return <K extends string>(record: { [P in K]?: string | null } & { [P in `${K}Hi`]?: string | null }, field: K) => {
    const value: LocalizedText = localized(record, field);
    return { ...value, text: value.text ? decodeHtmlEntities(value.text) : '' };
  };
}

/** The files of a session split into the three groups of spec 2 §2: Documents (PDF), Images (IMG), Videos. */
export function groupSessionFiles(files: readonly TTrainingFile[]) {
  return {
    documents: files.filter((file) => file.file_type === 'PDF' && safeResourceHref(file.pdf)),
    images: files.filter((file) => file.file_type === 'IMG' && safeResourceHref(file.image)),
    videos: files.filter(
      (file) =>
        (file.file_type === 'VIDEO' && (embedAddress(file.video) || safeResourceHref(file.video))) ||
        (file.file_type === 'URL' && safeResourceHref(file.video_url)),
    ),
  };
}

/**
 * The banner with the training code (the page's h1 carries the name), Program Overview and every session
 * of a training (spec 2 §2 Training detail).
 */
export function TrainingDetails({ training }: { training: TTrainingDetail }) {
  const sessions = training.training_document_sessions;
  const { i18n } = useLingui();
  const text = useTrainingText();
  const overview = text(training, 'overview');
  return (
    <div className="training-details">
      <div className="training-banner">
        <p className="training-banner__code">
          <span className="visually-hidden">
            <Trans>Training code:</Trans>{' '}
          </span>
          {training.training_code}
        </p>
        <p className="training-banner__name">
          <Trans>National training programme of the Centre for National Training</Trans>
        </p>
      </div>

      <section aria-labelledby="training-overview-heading">
        <h2 id="training-overview-heading">{i18n._(TRAINING_TEXT_MESSAGES.programOverview)}</h2>
        <p className="training-details__text" lang={overview.lang}>
          {overview.text}
        </p>
      </section>

      {sessions.length > 0 && (
        <section aria-labelledby="training-sessions-heading">
          <h2 id="training-sessions-heading">
            <Trans>Sessions</Trans>
          </h2>
          <ol className="training-sessions">
            {sessions.map((session) => (
              <TrainingSession key={session.id} session={session} />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

function TrainingSession({ session }: { session: TTrainingSession }) {
  const { documents, images, videos } = groupSessionFiles(session.training_document_files);
  const headingId = `training-session-${session.id}`;
  const { i18n } = useLingui();
  const text = useTrainingText();
  const name = text(session, 'session_name');
  const description = text(session, 'session_desc');
  return (
    <li className="training-session">
      <h3 id={headingId} lang={name.lang}>
        {name.text}
      </h3>
      {description.text && (
        <p className="training-details__text" lang={description.lang}>
          {description.text}
        </p>
      )}

      {documents.length > 0 && (
        <div className="training-session__group">
          <h4>{i18n._(TRAINING_TEXT_MESSAGES.documents)}</h4>
          <ul className="training-documents">
            {documents.map((file) => {
              const title = text(file, 'file_title_name');
              return (
                <li key={file.id}>
                  <ResourceLink href={safeResourceHref(file.pdf)!}>
                    <span lang={title.lang}>{title.text}</span>
                    <FileFacts href={file.pdf ?? ''} facts={file.pdf_info} type="application/pdf" />
                  </ResourceLink>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      {images.length > 0 && (
        <div className="training-session__group">
          <h4>{i18n._(TRAINING_TEXT_MESSAGES.images)}</h4>
          <ul className="training-images">
            {images.map((file) => {
              const title = text(file, 'file_title_name');
              return (
                <li key={file.id}>
                  <figure>
                    <img
                      src={safeResourceHref(file.image)!}
                      alt={title.text}
                      lang={title.lang}
                      width={IMAGE_WIDTH}
                      height={IMAGE_HEIGHT}
                      loading="lazy"
                      decoding="async"
                    />
                    <figcaption aria-hidden="true" lang={title.lang}>
                      {title.text}
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      {videos.length > 0 && (
        <div className="training-session__group">
          <h4>{i18n._(TRAINING_TEXT_MESSAGES.videos)}</h4>
          <ul className="training-videos">
            {videos.map((file) => (
              <li key={file.id}>
                <TrainingVideo file={file} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/** A VIDEO file is an embed address (played in place); a URL file, or an address that is not a player, is a link. */
function TrainingVideo({ file }: { file: TTrainingFile }) {
  const title = useTrainingText()(file, 'file_title_name');
  const address = file.file_type === 'VIDEO' ? file.video : file.video_url;
  const embed = embedAddress(address);
  if (embed) return <VideoEmbed title={title} src={embed} />;
  return (
    <ResourceLink href={safeResourceHref(address)!}>
      <span lang={title.lang}>{title.text}</span> <Trans>(video)</Trans>
    </ResourceLink>
  );
}

/** Files on this site open in a new tab; other sites go through the leave-site confirmation. */
function ResourceLink({ href, children }: { href: string; children: ReactNode }) {
  if (isExternalHref(href)) return <ExternalLink href={href}>{children}</ExternalLink>;
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
