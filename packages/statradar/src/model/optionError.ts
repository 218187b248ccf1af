import { describeValue } from './parseIssues';

/**
 * Throws the one kind of message every option check gives: `caller: name must be allowed, got
 * value.` (a RangeError when `range`, the value being of the right type, else a TypeError). `got`
 * is a value to describe (see describeValue), or with `asText` the text to print as it is.
 */
export function optionError(
  caller: string,
  name: string,
  allowed: string,
  got: unknown,
  range?: boolean,
  asText?: boolean,
): never {
  throw new (range ? RangeError : TypeError)(
    `${caller}: ${name} must be ${allowed}, got ${asText ? String(got) : describeValue(got)}.`,
  );
}

/** Returns a positive finite number, or throws naming it (a TypeError for a non-number). */
export function positiveNumber(caller: string, name: string, value: unknown): number {
  // Number.isFinite is false for anything that is not a number, so one test covers the type too.
  if (!Number.isFinite(value) || (value as number) <= 0)
    optionError(caller, name, 'a finite number greater than 0', value, typeof value === 'number');
  return value as number;
}
