import { REACTION_KINDS, type ReactionCounts as Counts, type ReactionKind } from '../../data/reactions';

/** How each kind shows: an emoji for the eye, a word for screen readers and tests. */
export const REACTION_LABELS: Record<ReactionKind, { emoji: string; one: string; many: string }> = {
  like: { emoji: '👍', one: 'like', many: 'likes' },
  science: { emoji: '🔬', one: 'science', many: 'science' },
  art: { emoji: '🎨', one: 'art', many: 'art' },
};

/** "3 likes", "1 science", "0 art". */
export function reactionCountLabel(kind: ReactionKind, count: number): string {
  const label = REACTION_LABELS[kind];
  return `${count} ${count === 1 ? label.one : label.many}`;
}

/** The read-only counts of a card (the spec's likes, science and art). */
export function ReactionCounts({ counts }: { counts: Counts }) {
  return (
    <p className="reaction-counts">
      {REACTION_KINDS.map((kind) => (
        <span key={kind} className="reaction-count">
          <span aria-hidden="true">
            {REACTION_LABELS[kind].emoji} {counts[kind]}
          </span>
          <span className="visually-hidden">{reactionCountLabel(kind, counts[kind])}</span>
        </span>
      ))}
    </p>
  );
}
