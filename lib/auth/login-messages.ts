// What the login form says; shared with the server, which answers 429 with the same text.
export const LOGIN_INCORRECT = 'Incorrect email or password.';
export const LOGIN_TOO_MANY = 'Too many attempts. Please wait a minute and try again.';
export const LOGIN_UNAVAILABLE = 'We could not check your login just now. Please try again.';
