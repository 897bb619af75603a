import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/ui/external-link';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { useSiteSettings } from '../../lib/use-site-settings';
import { externalHref, MENU_GROUPS, shownLinks } from './site-navigation';
import { StaffPageLinks } from './staff-page-links';

type MenuDialogProps = {
  /** The dialog's id, which the Menu button controls. */
  id: string;
  open: boolean;
  /** Escape, the close button or the backdrop: the Menu button takes focus back. */
  onClose: () => void;
  /** A link was chosen: the panel closes and the new page takes focus. */
  onNavigate: () => void;
};

/** The Menu's side panel (spec 1 §2 Shell), loaded with the Menu button's first use (menu-panel.tsx). */
export default function MenuDialog({ id, open, onClose, onNavigate }: MenuDialogProps) {
  const { i18n, t } = useLingui();
  const settings = useSiteSettings();
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  return (
    <ModalDialog
      id={id}
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="menu-panel"
      initialFocusRef={closeButtonRef}
      closeOnBackdropClick
    >
      <div className="menu-panel__header">
        <h2 id={titleId} className="menu-panel__title">
          <Trans>Menu</Trans>
        </h2>
        <button ref={closeButtonRef} type="button" className="menu-panel__close" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <Trans>
            Close<span className="visually-hidden"> menu</span>
          </Trans>
        </button>
      </div>
      <nav aria-label={t`Main menu`} className="menu-panel__nav">
        {MENU_GROUPS.map((group) => (
          <div key={group.id} className="menu-panel__group">
            <h3 id={`${id}-${group.id}`} className="menu-panel__group-heading">
              {i18n._(group.heading)}
            </h3>
            <ul className="menu-panel__links" aria-labelledby={`${id}-${group.id}`}>
              {shownLinks(group.links, settings).map((item) => (
                <li key={`${item.label.id}:${item.kind === 'internal' ? item.to : item.href}`}>
                  {item.kind === 'internal' ? (
                    <Link to={item.to} state={item.state} onClick={onNavigate}>
                      {i18n._(item.label)}
                    </Link>
                  ) : (
                    <ExternalLink href={externalHref(item, settings) ?? ''}>{i18n._(item.label)}</ExternalLink>
                  )}
                </li>
              ))}
              {/* Read when the Menu opens, so no page load pays for it. */}
              {open ? <StaffPageLinks group={group.id} onNavigate={onNavigate} /> : null}
            </ul>
          </div>
        ))}
      </nav>
    </ModalDialog>
  );
}
