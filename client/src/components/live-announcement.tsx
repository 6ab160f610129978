import { useState } from 'react';

interface LiveAnnouncementProps {
  /** What to say. */
  message: string | null;
  /** What it is about (the points, a status): the message is said once this differs from the first render's. Defaults to the message. */
  about?: string | number | null;
}

/**
 * A polite live region (role status, visually hidden) that tells screen readers `message` when what it is about
 * changes: never at first (the screen's own content says that as it is read), never again while nothing changes
 * (a re-render with the same message changes nothing in the page), and each new message once. Only the `about`
 * value counts, so the same state in another language (the language switch) is not news.
 */
export function LiveAnnouncement({ message, about = message }: LiveAnnouncementProps) {
  const [initial] = useState(about);
  const [changed, setChanged] = useState(false);
  // Set while rendering (React's pattern for state that follows a prop). The region is in the page from the first
  // render, empty, so the text it gets later is announced.
  if (!changed && about !== initial) setChanged(true);
  return (
    <span className="visually-hidden" role="status">
      {changed || about !== initial ? message : null}
    </span>
  );
}
