import nock from 'nock';
import { cleanup } from '@testing-library/react';
import { registerLabelTable } from '../../src/i18n/translate';
import { tr } from '../../src/i18n/tr';

// The page's boot loads the Turkish table (a lazy chunk) before anything renders; tests start there.
registerLabelTable('tr', tr);

// The jsdom environment already gives each test file its own channel names and closes them at the
// file's end. Within a file, the stores of finished tests keep their sagas running: a cart change in
// one test would make every earlier customer store read its cart again, with nock gone ("Cannot log
// after tests are done", which fails the whole run). Each test gets channel names of its own; the
// stores of one test still hear each other (cartSync tests).
const NodeBroadcastChannel = globalThis.BroadcastChannel;
const fileScope = Math.random().toString(36).slice(2);
let testScope = 0;
beforeEach(() => {
  testScope += 1;
});
if (NodeBroadcastChannel)
  globalThis.BroadcastChannel = class ScopedBroadcastChannel extends NodeBroadcastChannel {
    constructor(name: string) {
      super(`${fileScope}:${testScope}:${name}`);
    }
  };

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
