/**
 * Logs in the way a browser does on a storefront we know nothing about: the login page's form with
 * its hidden _csrf field, posted with username and password, then the page the redirect points to,
 * whose config block carries the token the widgets send.
 */
import { BrowserLikeClient } from './httpClient';

export class LoginError extends Error {}

const LOGIN_PATH = '/account/login';

export async function logIn(base: string, username: string, password: string): Promise<BrowserLikeClient> {
  const client = new BrowserLikeClient(base);
  const form = await client.get(LOGIN_PATH, { headers: { Accept: 'text/html' } });
  if (form.status !== 200)
    throw new LoginError(`GET ${LOGIN_PATH} answered ${form.status}, not the login form`);
  const token =
    /<input[^>]*name="_csrf"[^>]*value="([^"]*)"/.exec(form.text)?.[1] ??
    /<input[^>]*value="([^"]*)"[^>]*name="_csrf"/.exec(form.text)?.[1] ??
    '';
  const answer = await client.post(LOGIN_PATH, { body: { form: { username, password, _csrf: token } } });
  // A browser follows the redirect; a form shown again (200) or an error means the login was refused.
  if (answer.status < 300 || answer.status >= 400 || !answer.location)
    throw new LoginError(`login of ${username} was refused (POST ${LOGIN_PATH} answered ${answer.status})`);
  const target = new URL(answer.location);
  await client.page(target.pathname + target.search);
  if (!client.csrfToken) {
    // Some hosts send back to a page without widgets; the home page has the config block.
    const home = await client.page('/');
    if (!home.config)
      throw new LoginError(`after login neither ${target.pathname} nor / has a #b2b-config block`);
  }
  return client;
}

/** A client with no session at all: no cookies, no token (the 401 checks). */
export const anonymous = (base: string) => new BrowserLikeClient(base);
