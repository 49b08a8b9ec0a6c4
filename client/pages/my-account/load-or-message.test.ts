import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-client.ts';
import { serverMessage } from './load-or-message.ts';

describe('serverMessage', () => {
  it('is the message the server answered', () => {
    expect(serverMessage(new ApiError(403, 'Forbidden', { message: 'Not your gift cards.' }))).toBe('Not your gift cards.');
  });

  it('is null when the body had no message, so the page says Unknown error rather than the status text', () => {
    expect(serverMessage(new ApiError(500, 'Internal Server Error', null))).toBeNull();
    expect(serverMessage(new ApiError(502, 'Bad Gateway', '<html>'))).toBeNull();
  });

  it('is null for a failure that is not an API answer', () => {
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
});
