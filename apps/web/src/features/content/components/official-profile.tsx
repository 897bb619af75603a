import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_SETTINGS } from '../../../config/site-settings';
import { CONTENT_IMAGES, PLACEHOLDER_PHOTO_ALT } from '../images';
import { useText } from '../text';
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
  const { t } = useLingui();
  const text = useText();
  const desk = SITE_SETTINGS.desks[profile.desk];
  return (
    <ProfileCard
      name={text(profile.name)}
      role={text(profile.designation)}
      headingLevel={headingLevel}
      wide={wide}
      photo={{ src: CONTENT_IMAGES.personPlaceholder, alt: text(PLACEHOLDER_PHOTO_ALT) }}
      details={[
        { label: t`E-mail`, value: <EmailLink email={desk.email} /> },
        { label: t`Office number`, value: <PhoneLink phone={desk.phone} /> },
        { label: t`Fax`, value: SITE_SETTINGS.fax },
      ]}
    >
      {profile.about?.map((paragraph) => (
        <p key={paragraph.id}>{text(paragraph)}</p>
      ))}
      {profile.staff.length > 0 && (
        <>
          <p className="profile-card__subheading">
            <Trans>Staff contacts</Trans>
          </p>
          <ul className="content-list">
            {profile.staff.map((member) => {
              const role = text(member.role);
              const extension = SITE_SETTINGS.desks[member.desk].extension;
              return (
                <li key={member.desk}>
                  <Trans>
                    {role}: Ext. {extension}
                  </Trans>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </ProfileCard>
  );
}
