import { Link } from './Link';
import { useEffect } from 'react';
import { ANNOUNCEMENT, STORAGE_KEYS } from '../../config/site';
import { useStoredValue } from '../logic/useStoredValue';

/**
 * Closeable announcement (spec §4). Dismissal stores the bar's id, so a new id shows the
 * bar again. The head script hides a dismissed bar before first paint (no layout shift).
 */
export function AnnouncementBar() {
  const [dismissedId, setDismissedId] = useStoredValue(STORAGE_KEYS.announcementDismissed);
  const dismissed = dismissedId === ANNOUNCEMENT.id;
  useEffect(() => {
    document.documentElement.classList.toggle('announcement-dismissed', dismissed);
  }, [dismissed]);
  if (dismissed) return null;
  const close = () => setDismissedId(ANNOUNCEMENT.id);
  return (
    <section
      className="announcement-bar"
      aria-label="Announcement"
      data-announcement-id={ANNOUNCEMENT.id}
    >
      <p className="announcement-bar__text">
        {ANNOUNCEMENT.text} <Link href={ANNOUNCEMENT.link}>{ANNOUNCEMENT.linkText}</Link>
      </p>
      <button
        type="button"
        className="announcement-bar__close"
        aria-label="Close announcement"
        onClick={close}
        // Its icon: theme/styles/icons.css.
      />
    </section>
  );
}
