import { type ApplyNowState, applyNowState } from '@iiidem/shared/courses/apply-now';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { buildPath, paths } from '../../paths';
import { readActiveTab } from './course-tabs';
import { APPLY_NOW_BLOCK_MESSAGES, COURSE_TEXT_MESSAGES } from './course-texts';
import { useNow } from './use-now';
import './apply-now-button.css';

type ApplyNowButtonProps = { course: { id: number; end_to: string } };

function targetPath(state: Extract<ApplyNowState, { disabled: false }>): string {
  if (state.target === 'login') return paths.login;
  return buildPath(paths[state.target], { id: state.courseId });
}

/**
 * Apply Now (spec 1 §4): disabled after 23:59:59 IST of the end day or when the user type conflicts with the
 * remembered tab, with the reason shown next to it; otherwise it leads to sign-in or the nomination form.
 */
export function ApplyNowButton({ course }: ApplyNowButtonProps) {
  const { accessToken, userType } = useSession();
  const ticking = useNow();
  const [clickedAt, setClickedAt] = useState<Date | null>(null);
  const navigate = useNavigate();
  const reasonId = useId();
  const { i18n } = useLingui();

  // The remembered tab is browser storage: read after hydration, so the button first matches the server's HTML.
  const hydrated = useHydrated();
  const stateAt = (now: Date) =>
    applyNowState({ course, now, token: accessToken, userType, rememberedTab: hydrated ? readActiveTab() : null });
  const now = clickedAt && clickedAt > ticking ? clickedAt : ticking;
  const state = stateAt(now);

  if (state.disabled) {
    return (
      <div className="apply-now">
        <button type="button" className="button apply-now__button" disabled aria-describedby={reasonId}>
          {i18n._(COURSE_TEXT_MESSAGES.applyNow)}
        </button>
        <p id={reasonId} className="apply-now__reason">
          {i18n._(APPLY_NOW_BLOCK_MESSAGES[state.reason])}
        </p>
      </div>
    );
  }

  const apply = () => {
    // The page may have been open since before midnight IST: decide with the time of the click.
    const clickTime = new Date();
    const current = stateAt(clickTime);
    if (current.disabled) {
      setClickedAt(clickTime);
      return;
    }
    navigate(targetPath(current));
  };

  return (
    <div className="apply-now">
      <button type="button" className="button apply-now__button" onClick={apply}>
        {i18n._(COURSE_TEXT_MESSAGES.applyNow)}
      </button>
    </div>
  );
}
