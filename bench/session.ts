/** Logs in through the real login form (its CSRF token included) and returns the session cookie. */
export async function sessionCookie(base: string, username: string, password = 'demo1234'): Promise<string> {
  const form = await fetch(new URL('/account/login', base), { redirect: 'manual' });
  const anonymous = form.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const token = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  const answer = await fetch(new URL('/account/login', base), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: anonymous.join('; '), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, _csrf: token }),
  });
  if (answer.status !== 303) throw new Error(`login of ${username} failed: ${answer.status}`);
  const cookies = answer.headers.getSetCookie().map((c) => c.split(';')[0]!);
  if (cookies.length === 0) throw new Error(`login of ${username} set no cookie`);
  return cookies.join('; ');
}
