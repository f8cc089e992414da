// What a door says to a session whose role may not use it. Pure: tests read the same words.
export const FORBIDDEN_MESSAGE = 'Your role does not give access to this.';
export const TWO_FACTOR_FIRST = 'Turn on two-factor sign-in from your account page first.';
