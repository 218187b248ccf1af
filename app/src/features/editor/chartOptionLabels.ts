/**
 * Labels for the chart selector: equal names get a number, "Radar Chart Generator (2)", in the
 * order the charts are listed, so new charts (which all start with the default name) can be told
 * apart without changing their names.
 */
export function disambiguatedLabels(names: readonly string[]): string[] {
  const totals = new Map<string, number>();
  for (const name of names) totals.set(name, (totals.get(name) ?? 0) + 1);
  const seen = new Map<string, number>();
  const taken = new Set(names);
  return names.map((name) => {
    if ((totals.get(name) ?? 0) < 2) return name;
    let count = (seen.get(name) ?? 0) + 1;
    // Skip numbers another chart already uses as its real name ("Chart (2)" stays unique).
    while (count > 1 && taken.has(`${name} (${count})`)) count++;
    seen.set(name, count);
    if (count === 1) return name;
    const label = `${name} (${count})`;
    taken.add(label);
    return label;
  });
}
