/** @jest-environment node */
import { ApiError, isUnauthorized } from '../../src/api/http';

/*
 * The one test for "the session ended": only an ApiError with status 401 sends a flow to the login
 * page; a 403 (a role or an administrator), a network failure, an aborted call and any other thrown
 * value are failures to say, not a login.
 */
const apiError = (status: number, serverMessage: string | null = null, networkFailure = false) =>
  new ApiError(`HTTP ${status}`, status, serverMessage, networkFailure, false);

describe('isUnauthorized', () => {
  it.each([
    ['a 401', apiError(401), true],
    ['a 401 with the host’s message', apiError(401, 'Oturumunuz sona erdi.'), true],
    ['a 401 whose message is hostile', apiError(401, '$& <script>alert(1)</script>\u0000\r\n'), true],
    ['a 403', apiError(403), false],
    ['a 400', apiError(400), false],
    ['a 500', apiError(500), false],
    ['a network failure', apiError(0, null, true), false],
    ['an aborted call', new ApiError('aborted', 0, null, false, false, true), false],
    ['a plain Error', new Error('401'), false],
    ['an object that looks like one', { status: 401, name: 'ApiError' }, false],
    ['the number 401', 401, false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('%s → %p', (_name, error, expected) => {
    expect(isUnauthorized(error)).toBe(expected);
  });
});
