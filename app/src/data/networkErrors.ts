import { REQUEST_TIMED_OUT } from './requestTimeout';

/** The reassurance a cloud action's failure ends with: the user's own chart was not at stake. */
const STILL_ON_DEVICE = '; your chart is still saved on this device.';

/**
 * Failed requests as users read them. A request that never reached the server (offline, the server
 * down) fails with the browser's own words, which differ per browser and say nothing to a user:
 * "TypeError: Failed to fetch" (Chromium), "NetworkError when attempting to fetch resource."
 * (Firefox), "Load failed" (Safari), "fetch failed" (Node); supabase-js passes them on as its error's
 * message. A chunk of the app that could not be downloaded fails the same way.
 */
export const NETWORK_ERROR_MESSAGE = `Could not reach the cloud. Check your internet connection and try again${STILL_ON_DEVICE}`;

const NETWORK_FAILURE =
  /Failed to fetch|NetworkError|Load failed|fetch failed|Network request failed|Importing a module script failed/i;

/** Whether `message` is a browser's wording for a request that never reached the server. */
export function isNetworkFailure(message: string): boolean {
  return NETWORK_FAILURE.test(message);
}

/** Whether `message` is that of a request stopped for taking too long (see ./requestTimeout). */
function isTimeout(message: string): boolean {
  return message.startsWith('TimeoutError: ') || message === REQUEST_TIMED_OUT;
}

/** A cloud action whose request got no answer within the time limit. */
export const CLOUD_TIMEOUT_MESSAGE = `The cloud took too long to answer. Try again in a moment${STILL_ON_DEVICE}`;

/** A failed cloud action answered by a gateway's error page instead of the database API. */
export const CLOUD_UNAVAILABLE_MESSAGE = `The cloud is not answering right now. Try again in a moment${STILL_ON_DEVICE}`;

/**
 * Whether `message` is an HTML error page (a proxy's "502 Bad Gateway" in front of a stopped
 * backend): supabase-js passes a body it cannot parse on as the error's message, markup and all.
 */
export function isErrorPage(message: string): boolean {
  return /^\s*<(!doctype|html|head|body|h1|center|title)\b/i.test(message);
}

/**
 * Whether a request was answered with something that is not the backend's JSON (a proxy, a captive
 * portal or a static host answering 200 with its own page). supabase-js's database client then
 * fails parsing it and passes the parser's words on as the error's message, which differ per
 * browser and mean nothing to a user: "SyntaxError: Unexpected token '<', "<!doctype "... is not
 * valid JSON" (Chromium), "SyntaxError: JSON.parse: unexpected character…" (Firefox), "SyntaxError:
 * JSON Parse error: Unrecognized token '<'" (Safari). (Its auth client says AuthUnknownError.)
 */
function isUnreadableAnswer(error: unknown, message: string): boolean {
  return error instanceof SyntaxError || /^SyntaxError: /.test(message);
}

/**
 * The longest server text shown as it is; a longer one (a gateway's plain-text page, a stack
 * trace) is cut, so an error never pushes the page it is shown on out of shape.
 */
export const MAX_ERROR_TEXT_LENGTH = 300;

function shortened(message: string): string {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_ERROR_TEXT_LENGTH ? `${oneLine.slice(0, MAX_ERROR_TEXT_LENGTH - 1)}…` : oneLine;
}

/** The message to show for a failed cloud action: {@link NETWORK_ERROR_MESSAGE} for a network failure. */
export function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (isErrorPage(message) || isUnreadableAnswer(error, message)) return CLOUD_UNAVAILABLE_MESSAGE;
  if (isTimeout(message)) return CLOUD_TIMEOUT_MESSAGE;
  return isNetworkFailure(message) ? NETWORK_ERROR_MESSAGE : shortened(message);
}

/**
 * {@link errorMessage} for opening a chart by its link (a shared chart, its embed or grid): the
 * chart is someone's in the cloud, nothing of the visitor's was being saved, so the failure does not
 * end by saying "your chart is still saved on this device".
 */
export function chartLinkErrorMessage(error: unknown): string {
  const message = errorMessage(error);
  return message.endsWith(STILL_ON_DEVICE) ? `${message.slice(0, -STILL_ON_DEVICE.length)}.` : message;
}

/** The message for an account action (sign in, profile) whose request never reached the server. */
export const ACCOUNT_NETWORK_ERROR_MESSAGE =
  'Could not reach the account service. Check your internet connection and try again.';

/** A failed account action answered by a gateway (502, 503, 504 or an error page). */
export const ACCOUNT_UNAVAILABLE_MESSAGE =
  'The account service is not answering right now. Try again in a moment.';

/** An account action whose request got no answer within the time limit. */
export const ACCOUNT_TIMEOUT_MESSAGE = 'The account service took too long to answer. Try again in a moment.';

/**
 * The message to show for a failed account action (signing in or out, a password, the profile):
 * {@link ACCOUNT_NETWORK_ERROR_MESSAGE} for a network failure, else the service's own text.
 */
export function accountErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (isErrorPage(message) || isUnreadableAnswer(error, message)) return ACCOUNT_UNAVAILABLE_MESSAGE;
  if (isTimeout(message)) return ACCOUNT_TIMEOUT_MESSAGE;
  return isNetworkFailure(message) ? ACCOUNT_NETWORK_ERROR_MESSAGE : shortened(message);
}

/** Why a cloud save or backup did not happen when the user turned out to be signed out. */
export const SIGNED_OUT_MESSAGE =
  'You were signed out, so this chart was not saved to the cloud; it is still saved on this device.';

/**
 * Thrown before a cloud write when there is no session any more: signed out in another tab, or a
 * session that ran out and could not be renewed (signed out on another device revokes its refresh
 * token). Nothing was sent, and the user needs to sign in, not to retry.
 */
export class SignedOutError extends Error {
  constructor() {
    super(SIGNED_OUT_MESSAGE);
    this.name = 'SignedOutError';
  }
}
