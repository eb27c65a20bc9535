import nock from 'nock';
import { cleanup } from '@testing-library/react';
import { registerLabelTable } from '../../src/i18n/translate';
import { tr } from '../../src/i18n/tr';

// The page's boot loads the Turkish table (a lazy chunk) before anything renders; tests start there.
registerLabelTable('tr', tr);

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
