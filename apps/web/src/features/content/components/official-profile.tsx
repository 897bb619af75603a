import { SITE_SETTINGS } from '../../../config/site-settings';
import { CONTENT_IMAGES, PLACEHOLDER_PHOTO_ALT } from '../images';
import type { OfficialProfile } from '../types';
import { EmailLink, PhoneLink } from './contact-links';
import { ProfileCard } from './profile-card';

/**
 * An official's profile (spec 2 §3): name, designation, e-mail, office number, fax and staff contacts with
 * their intercom extension. Numbers and mailboxes come from the settings module, through the profile's desk.
 */
export function OfficialProfileCard({
  profile,
  headingLevel = 2,
  wide = false,
}: {
  profile: OfficialProfile;
  headingLevel?: 2 | 3;
  wide?: boolean;
}) {
  const desk = SITE_SETTINGS.desks[profile.desk];
  return (
    <ProfileCard
      name={profile.name}
      role={profile.designation}
      headingLevel={headingLevel}
      wide={wide}
      photo={{ src: CONTENT_IMAGES.personPlaceholder, alt: PLACEHOLDER_PHOTO_ALT }}
      details={[
        { label: 'E-mail', value: <EmailLink email={desk.email} /> },
        { label: 'Office number', value: <PhoneLink phone={desk.phone} /> },
        { label: 'Fax', value: SITE_SETTINGS.fax },
      ]}
    >
      {profile.about?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {profile.staff.length > 0 && (
        <>
          <p className="profile-card__subheading">Staff contacts</p>
          <ul className="content-list">
            {profile.staff.map((member) => (
              <li key={member.role}>
                {member.role}: Ext. {SITE_SETTINGS.desks[member.desk].extension}
              </li>
            ))}
          </ul>
        </>
      )}
    </ProfileCard>
  );
}
