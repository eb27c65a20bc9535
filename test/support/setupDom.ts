import nock from 'nock';
import { cleanup } from '@testing-library/react';

// Every HTTP call in a test must be answered by nock: a forgotten interceptor fails loudly.
beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  cleanup();
  nock.abortPendingRequests();
  nock.cleanAll();
});
// nock patches Node's core http module, which outlives this file's module registry: restore it, or a
// later test file in the same worker (the server tests' WebSocket client) meets a dead interceptor.
afterAll(() => {
  nock.enableNetConnect();
  nock.restore();
});
