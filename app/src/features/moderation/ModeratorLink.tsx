import { useEffect, useState } from 'react';
import { Link } from 'wouter';

import { isModerator } from '../../data/moderation';

/** A link to the moderation queue, shown only to moderators (the database says who is one). */
export function ModeratorLink() {
  const [moderator, setModerator] = useState(false);
  useEffect(() => {
    let current = true;
    isModerator().then(
      (answer) => current && setModerator(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (!moderator) return null;
  return (
    <p className="moderator-link">
      <Link href="/moderate" className="button">
        Moderation queue
      </Link>
    </p>
  );
}
