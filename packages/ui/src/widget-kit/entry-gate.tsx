import { contestMessages, detailPath, type ContestDetail } from '@chorus/core';
import { Alert } from '../alert/alert.tsx';
import { Button } from '../button/button.tsx';

/** Shown instead of a form when the contest takes no entry: closed, milestone reached, or login needed. */
export function EntryGate({ contest, reason, detail, onNavigate }: { contest: ContestDetail; reason: string; detail?: string | null; onNavigate?: (path: string) => void }) {
  const login = reason === contestMessages.loginRequired;
  return (
    <Alert tone={login ? 'info' : 'warning'} role="status" part="notice">
      {detail ? <span>{detail}</span> : null}
      <span>{reason}</span>
      {login && onNavigate ? (
        <span>
          <Button
            size="sm"
            style={{ marginTop: 8 }}
            onClick={() => onNavigate(`/login?returnTo=${encodeURIComponent(detailPath(contest, contest.id))}`)}
          >
            Log In
          </Button>
        </span>
      ) : null}
    </Alert>
  );
}
