// The bounds of the contract's PasswordSchema; the browser bundle does not load zod.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordProblem {
  field: 'password' | 'confirmation';
  message: string;
}

/** The first rule a new password and its confirmation break, or null when they are fine. */
export function passwordProblem(password: string, confirmation: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return {
      field: 'password',
      message: `Your password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    };
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return {
      field: 'password',
      message: `Your password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
    };
  }
  if (password !== confirmation) {
    return { field: 'confirmation', message: 'The two passwords do not match' };
  }
  return null;
}
