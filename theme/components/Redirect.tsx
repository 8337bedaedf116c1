import { useNavigate } from '@rspress/core/runtime';
import { useEffect } from 'react';

/** Client-side half of a redirect page (the static HTML carries a meta refresh). */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return (
    <p className="redirect-note">
      This page has moved. <a href={to}>Continue to the new location</a>.
    </p>
  );
}
