import { FeedScreen } from '../features/feed/FeedScreen';
import { usePageHead } from '../features/head';

/** /feed: the public feed. */
export function FeedPage() {
  usePageHead({
    title: 'Recent Uploads | StatRadar',
    description:
      'The latest public radar charts made with StatRadar: rankings of heroes, food, games and more.',
  });
  return <FeedScreen />;
}
