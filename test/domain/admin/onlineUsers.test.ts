/** @jest-environment node */
import { anyoneOnline, isOnline, userInitial } from '../../../src/domain/admin/onlineUsers';

describe('online users', () => {
  it.each([
    ['online', true],
    ['offline', false],
    ['Online', false],
    ['', false],
  ])('status %p counts as online: %p', (status, expected) => {
    expect(isOnline({ status })).toBe(expected);
  });

  it('shows the empty message when nobody is online', () => {
    expect(anyoneOnline([])).toBe(false);
    expect(anyoneOnline([{ status: 'offline' }, { status: 'away' }])).toBe(false);
    expect(anyoneOnline([{ status: 'offline' }, { status: 'online' }])).toBe(true);
  });

  it.each([
    ['Yıldız Elektrik', 'Y'],
    ['ışık market', 'I'],
    ['istanbul bayi', 'İ'], // Turkish upper case
    ['  çelik yapı', 'Ç'],
    ['', '?'],
  ])('the initial of %p is %p', (name, initial) => {
    expect(userInitial(name)).toBe(initial);
  });
});
