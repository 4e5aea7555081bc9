/**
 * Password rules of accounts.md §5 (sign-up and change password), each with its message word for word. The
 * sign-up form shows every rule live; the server checks the same list.
 */
export const PASSWORD_MIN_LENGTH = 8;

export const passwordMessages = {
  lower: 'Must contain a lower case letter',
  upper: 'Must contain an upper case letter',
  special: 'Must contain a special character',
  digit: 'Must contain at least 1 digit',
  length: 'Must be at least 8 characters',
  mismatch: 'Passwords do not match',
} as const;

export interface PasswordRule {
  id: 'lower' | 'upper' | 'special' | 'digit' | 'length';
  message: string;
  test: (password: string) => boolean;
}

/** In the order the form lists them. A special character is anything but a letter, a digit or a space. */
export const passwordRules: readonly PasswordRule[] = [
  { id: 'lower', message: passwordMessages.lower, test: (p) => /\p{Ll}/u.test(p) },
  { id: 'upper', message: passwordMessages.upper, test: (p) => /\p{Lu}/u.test(p) },
  { id: 'special', message: passwordMessages.special, test: (p) => /[^\p{L}\p{N}\s]/u.test(p) },
  { id: 'digit', message: passwordMessages.digit, test: (p) => /\p{Nd}/u.test(p) },
  { id: 'length', message: passwordMessages.length, test: (p) => [...p].length >= PASSWORD_MIN_LENGTH },
];

/** The messages of every rule the password breaks (empty when it is acceptable). */
export const passwordProblems = (password: string): string[] => passwordRules.filter((r) => !r.test(password)).map((r) => r.message);

export const isPasswordValid = (password: string): boolean => passwordProblems(password).length === 0;
