// What the login form says; shared with the server, which answers 429 with the same text.
export const LOGIN_INCORRECT = 'Incorrect email or password.';
export const LOGIN_TOO_MANY = 'Too many attempts. Please wait a minute and try again.';
export const LOGIN_UNAVAILABLE = 'We could not check your login just now. Please try again.';

// The code step of a sign-in with two-factor on: next-auth passes the error its authorize throws
// to the client as `error` (lib/auth/sign-in.ts).
export const CODE_REQUIRED = 'CodeRequired';
export const CODE_INCORRECT = 'CodeIncorrect';
/** The account's wrong codes reached their limit (lib/auth/code-limit.ts): answered 429. */
export const CODE_TOO_MANY = 'CodeTooMany';
export const LOGIN_CODE_HELP =
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
export const LOGIN_CODE_INCORRECT =
  'That code is not right. Enter the newest code from your app, or a recovery code not used before.';
export const LOGIN_CODE_TOO_MANY =
  'Too many wrong codes. Codes for this account are paused: please wait at least 15 minutes and try again.';
