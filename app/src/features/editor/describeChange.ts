import { attributeName, chartName, dataSetName, type Chart } from 'statradar';

/** A data set's name as the legend calls it (a blank one by its place). */
const setName = dataSetName;

/** An attribute's name as the sliders call it (a blank one by its place). */
const labelName = attributeName;

/** The first index where the longer list has an item the shorter one lacks (by `same`). */
function firstDifference<T>(longer: readonly T[], shorter: readonly T[], same: (a: T, b: T) => boolean) {
  let index = 0;
  while (index < shorter.length && same(longer[index]!, shorter[index]!)) index += 1;
  return index;
}

/** The list without its item at `index`. */
const without = <T>(list: readonly T[], index: number): T[] => [
  ...list.slice(0, index),
  ...list.slice(index + 1),
];

const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * What changed from `before` to `after`, in a few words for a screen reader ("Player 1 Speed 80",
 * "data set Player 2 removed"): what an undo or a redo just did, which the page did not say at all.
 * @example describeChange(chart, setValue(chart, 0, 0, 80)) // 'Player 1 Speed 80'
 */
export function describeChange(before: Chart, after: Chart): string {
  const setsChange = after.data.length - before.data.length;
  const labelsChange = after.labels.length - before.labels.length;
  if (setsChange !== 0 || labelsChange !== 0) {
    if (labelsChange === 0 && Math.abs(setsChange) === 1) {
      const [longer, shorter] = setsChange > 0 ? [after, before] : [before, after];
      const index = firstDifference(longer.data, shorter.data, sameJson);
      // Only when nothing else changed (a pasted block adds a row and changes others too).
      if (sameJson(without(longer.data, index), shorter.data))
        return `data set ${setName(longer, index)} ${setsChange > 0 ? 'added' : 'removed'}`;
    }
    if (setsChange === 0 && Math.abs(labelsChange) === 1) {
      const [longer, shorter] = labelsChange > 0 ? [after, before] : [before, after];
      const index = firstDifference(longer.labels, shorter.labels, (a, b) => a.name === b.name);
      const withoutIt = longer.data.map((set) => without(set.values, index));
      if (
        sameJson(without(longer.labels, index), shorter.labels) &&
        sameJson(
          withoutIt,
          shorter.data.map((set) => set.values),
        )
      )
        return `attribute ${labelName(longer, index)} ${labelsChange > 0 ? 'added' : 'removed'}`;
    }
    return `${after.data.length} data set${after.data.length === 1 ? '' : 's'} of ${after.labels.length} attribute${after.labels.length === 1 ? '' : 's'}`;
  }

  const parts: string[] = [];
  const values: string[] = [];
  after.data.forEach((dataSet, setIndex) => {
    const old = before.data[setIndex]!;
    if (dataSet === old) return;
    dataSet.values.forEach((value, labelIndex) => {
      if (value !== old.values[labelIndex])
        values.push(`${setName(after, setIndex)} ${labelName(after, labelIndex)} ${value}`);
    });
    if (dataSet.name !== old.name)
      parts.push(`data set ${setName(before, setIndex)} named ${setName(after, setIndex)}`);
    if (dataSet.color !== old.color) parts.push(`${setName(after, setIndex)} colour ${dataSet.color}`);
    if (dataSet.description !== old.description) parts.push(`${setName(after, setIndex)} description`);
  });
  parts.unshift(...(values.length <= 3 ? values : [`${values.length} values`]));
  const renamed = after.labels.flatMap((label, index) =>
    label.name === before.labels[index]!.name
      ? []
      : [`attribute ${labelName(before, index)} named ${labelName(after, index)}`],
  );
  parts.push(...(renamed.length <= 2 ? renamed : [`${renamed.length} attribute names`]));
  if (after.metadata.name !== before.metadata.name) parts.push(`chart name ${chartName(after)}`);
  if (after.metadata.description !== before.metadata.description) parts.push('chart description');
  if (!sameJson(after.metadata.style, before.metadata.style)) parts.push('chart style');
  return parts.length > 0 ? parts.join(', ') : 'no visible change';
}
