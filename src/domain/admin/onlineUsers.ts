/** An entry of the online-users list as the rules below read it. */
export interface OnlineUserFields {
  name: string;
  status: string;
}

/** 'online' is the only status that counts as online; anything else is shown as offline. */
export function isOnline(user: Pick<OnlineUserFields, 'status'>): boolean {
  return user.status === 'online';
}

/** The empty message shows when nobody in the list is online. */
export function anyoneOnline(users: readonly Pick<OnlineUserFields, 'status'>[]): boolean {
  return users.some(isOnline);
}

/** The card's letter: the name's first letter, upper-cased the Turkish way (i → İ); '?' without a name. */
export function userInitial(name: string): string {
  const first = [...name.trim()][0];
  return first === undefined ? '?' : first.toLocaleUpperCase('tr-TR');
}
