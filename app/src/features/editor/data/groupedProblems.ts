/**
 * Import problems as a reader takes them in: messages that differ only in their position numbers
 * (`data[3].values: 101 values for 100 labels…` for each of 200 data sets) are listed once, with
 * how many more there are, in the order they first appear.
 */
export function groupedProblems(problems: readonly string[]): string[] {
  const groups = new Map<string, { first: string; count: number }>();
  for (const problem of problems) {
    const shape = problem.replace(/\[\d+\]/g, '[]');
    const group = groups.get(shape);
    if (group) group.count += 1;
    else groups.set(shape, { first: problem, count: 1 });
  }
  return [...groups.values()].map(({ first, count }) =>
    count === 1 ? first : `${first} (and ${count - 1} more like it)`,
  );
}
