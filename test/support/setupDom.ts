import nock from 'nock';
import { cleanup } from '@testing-library/react';

// Every HTTP call in a test must be answered by nock: a forgotten interceptor fails loudly.
beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  cleanup();
  nock.abortPendingRequests();
  nock.cleanAll();
});
afterAll(() => nock.enableNetConnect());
