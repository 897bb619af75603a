import { APPLY_NOW_BLOCK_TEXTS, type ApplyNowState, applyNowState } from '@iiidem/shared/courses/apply-now';
import { COURSE_TEXTS } from '@iiidem/shared/courses/course-texts';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { buildPath, paths } from '../../paths';
import { readActiveTab } from './course-tabs';
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
          {COURSE_TEXTS.applyNow}
        </button>
        <p id={reasonId} className="apply-now__reason">
          {APPLY_NOW_BLOCK_TEXTS[state.reason]}
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
        {COURSE_TEXTS.applyNow}
      </button>
    </div>
  );
}
