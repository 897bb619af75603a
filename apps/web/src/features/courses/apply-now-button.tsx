import { type ApplyNowState, applyNowState } from '@iiidem/shared/courses/apply-now';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { buildPath, paths } from '../../paths';
import { AppliedState } from './applied-state';
import { APPLY_NOW_BLOCK_MESSAGES, COURSE_TEXT_MESSAGES } from './course-texts';
import { useMyCourseApplications } from './my-course-applications-api';
import { useNow } from './use-now';
import './apply-now-button.css';

type ApplyNowButtonProps = { course: { id: number; end_to: string; program_type_id: number } };

function targetPath(state: Extract<ApplyNowState, { disabled: false }>): string {
  if (state.target === 'login') return paths.login;
  return buildPath(paths[state.target], { id: state.courseId });
}

/**
 * Apply Now (spec 1 §4 as the product guide changes it, issue 17): disabled after 23:59:59 IST of the end day, on
 * an academic course, or when the course's programme type does not fit the applicant's type, with the reason shown
 * next to it; otherwise it leads to sign-in or the nomination form. Once the signed-in applicant has applied, the
 * applied state with its status replaces it. The session is read after hydration (useSession's server snapshot is
 * signed out), so the first browser render matches the server's HTML.
 */
export function ApplyNowButton({ course }: ApplyNowButtonProps) {
  const { accessToken, userType } = useSession();
  const ticking = useNow();
  const [clickedAt, setClickedAt] = useState<Date | null>(null);
  const navigate = useNavigate();
  const reasonId = useId();
  const { i18n } = useLingui();
  const mine = useMyCourseApplications();

  const application = mine.applicationFor(course.id);
  if (application) return <AppliedState application={application} />;

  const stateAt = (now: Date) => applyNowState({ course, now, token: accessToken, userType });
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
      {/* Clicked before the applied check answers, the nomination page itself shows the applied state. */}
      <button type="button" className="button apply-now__button" onClick={apply}>
        {i18n._(COURSE_TEXT_MESSAGES.applyNow)}
      </button>
    </div>
  );
}
