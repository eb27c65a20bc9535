/** What one request reads twice is read once; the next request reads again; a failure is not kept. */
import type { FastifyRequest } from 'fastify';
import { forgetForRequest, oncePerRequest } from '../../server/http/requestMemo';

const request = () => ({}) as FastifyRequest;

it('reads once per request and key, and again for another request', async () => {
  const read = jest.fn(async () => ({ locale: 'en' }));
  const first = request();
  expect(await oncePerRequest(first, 'preferences', read)).toEqual({ locale: 'en' });
  await oncePerRequest(first, 'preferences', read);
  expect(read).toHaveBeenCalledTimes(1);
  await oncePerRequest(first, 'settings', read);
  await oncePerRequest(request(), 'preferences', read);
  expect(read).toHaveBeenCalledTimes(3);
});

it('reads again after the request changed what it read, and after a failed read', async () => {
  const req = request();
  const read = jest.fn().mockRejectedValueOnce(new Error('busy')).mockResolvedValue('tr');
  await expect(oncePerRequest(req, 'locale', read)).rejects.toThrow('busy');
  expect(await oncePerRequest(req, 'locale', read)).toBe('tr');
  forgetForRequest(req, 'locale');
  expect(await oncePerRequest(req, 'locale', read)).toBe('tr');
  expect(read).toHaveBeenCalledTimes(3);
});
