/** An error answered to the caller as `{ message }` with this status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function inMinutes(minutes: number): string {
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const MESSAGES = {
  pleaseLogin: 'Please login',
  unauthorized: 'Unauthorized: you are not authorized to perform this action',
  wrongCredentials: 'Wrong username or password',
  userNotFound: 'User not found',
  userExists: 'A user with this email already exists',
  userExistsWithOtherRole: 'A user with this email already exists with a different role',
  invalidPasswordLink: 'This link is invalid or has expired; ask for a new one',
  cannotDeleteSelf: 'You cannot delete your own account',
  tooManyLoginAttempts: (minutes: number) =>
    `Too many login attempts, please try again in ${inMinutes(minutes)}`,
  tooManyResetRequests: (minutes: number) =>
    `Too many password reset requests, please try again in ${inMinutes(minutes)}`,
  failedToSendEmail: (what: string) => `Failed to send ${what} email`,
  internal: 'Internal server error',
} as const;
