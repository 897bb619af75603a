import type { ReactNode } from 'react';
import '../../../components/ui/profile-card.css';

export type ProfileDetail = { label: string; value: ReactNode };

type ProfileCardProps = {
  name: string;
  /** Shown under the name. */
  role?: string;
  photo: { src: string; alt: string };
  headingLevel?: 2 | 3;
  details?: readonly ProfileDetail[];
  children?: ReactNode;
  /** Actions (a link or button) at the foot of the card. */
  footer?: ReactNode;
  /** Set on the name heading so a footer link can be described by it. */
  headingId?: string;
  /** Photo beside the text on wider screens (a page with a single profile). */
  wide?: boolean;
};

/** A card for a person or an item: photo, name, role, label-value details, free text and an optional action. */
export function ProfileCard({
  name,
  role,
  photo,
  headingLevel = 3,
  details = [],
  children,
  footer,
  headingId,
  wide = false,
}: ProfileCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={wide ? 'profile-card profile-card--wide' : 'profile-card'}>
      <img className="profile-card__photo" src={photo.src} alt={photo.alt} width="160" height="160" loading="lazy" />
      <div className="profile-card__body">
        <Heading id={headingId} className="profile-card__name">
          {name}
        </Heading>
        {role && <p className="profile-card__role">{role}</p>}
        {details.length > 0 && (
          <dl className="profile-card__details">
            {details.map((detail) => (
              <div key={detail.label} className="profile-card__detail">
                <dt>{detail.label}:</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {children}
        {footer && <div className="profile-card__footer">{footer}</div>}
      </div>
    </article>
  );
}

/** A grid of cards; each child is one card. */
export function CardGrid({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className="card-grid" aria-label={label}>
      {children}
    </ul>
  );
}
