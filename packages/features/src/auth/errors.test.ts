import { describe, expect, it } from 'vitest';
import { authErrorMessage, errorText, isServiceUnavailable } from './errors';

const providerError = (name: string, message: string) =>
  Object.assign(new Error(message), { name });

describe('authErrorMessage', () => {
  it.each([
    [
      providerError('UserNotFoundException', 'User does not exist.'),
      'These credentials do not match our records.',
    ],
    [
      providerError('NotAuthorizedException', 'Incorrect username or password.'),
      'These credentials do not match our records.',
    ],
    // The lock's real time left (issue 42): the first lock is seed 000 §8's 35 seconds, then it doubles.
    [
      providerError(
        'NotAuthorizedException',
        'Password attempts exceeded (try again in 35 seconds)',
      ),
      'Too many login attempts. Please try again in 35 seconds.',
    ],
    [
      providerError(
        'NotAuthorizedException',
        'Password attempts exceeded (try again in 70 seconds)',
      ),
      'Too many login attempts. Please try again in 70 seconds.',
    ],
    [
      providerError(
        'NotAuthorizedException',
        'Password attempts exceeded (try again in 120 seconds)',
      ),
      'Too many login attempts. Please try again in 120 seconds.',
    ],
    [
      providerError(
        'NotAuthorizedException',
        'Password attempts exceeded (try again in 121 seconds)',
      ),
      'Too many login attempts. Please try again in 3 minutes.',
    ],
    [
      providerError(
        'NotAuthorizedException',
        'Password attempts exceeded (try again in 900 seconds)',
      ),
      'Too many login attempts. Please try again in 15 minutes.',
    ],
    // A user pool's own lockout does not say its end: no made-up wait.
    [
      providerError('NotAuthorizedException', 'Password attempts exceeded'),
      'Too many login attempts. Please try again later.',
    ],
    [
      providerError('UsernameExistsException', 'An account with the given email already exists.'),
      'The email has already been taken.',
    ],
    [
      providerError(
        'UserLambdaValidationException',
        'PreSignUp failed with error invalid reCAPTCHA token.',
      ),
      'PreSignUp failed with invalid reCAPTCHA token',
    ],
    [providerError('CodeMismatchException', 'Invalid code provided.'), 'Invalid code provided.'],
    [
      providerError('UserNotConfirmedException', 'User is not confirmed.'),
      'User is not confirmed.',
    ],
    [
      providerError(
        'InvalidPasswordException',
        'Password did not conform with policy: This password is too common. Please choose a less common password.',
      ),
      'This password is too common. Please choose a less common password.',
    ],
    ['Incorrect username or password.', 'These credentials do not match our records.'],
    ['Something new', 'Something new'],
    [{ response: { data: { message: 'Server says no' } } }, 'Server says no'],
    [{ code: 42 }, '{"code":42}'],
    [null, 'Unknown error!'],
  ])('%s → %s', (error, expected) => {
    expect(authErrorMessage(error)).toBe(expected);
  });
});

describe('errorText', () => {
  it('prefers the server message, then the error message, then JSON', () => {
    expect(errorText({ response: { data: { message: 'a' } }, message: 'b' })).toBe('a');
    expect(errorText(new Error('b'))).toBe('b');
    expect(errorText({ x: 1 })).toBe('{"x":1}');
  });
});

describe('isServiceUnavailable', () => {
  it.each([
    [{ status: 503 }, true],
    [{ statusCode: 503 }, true],
    [{ response: { status: 503 } }, true],
    [{ status: 500 }, false],
    [new Error('x'), false],
    [undefined, false],
  ])('%j → %s', (error, expected) => {
    expect(isServiceUnavailable(error)).toBe(expected);
  });
});
