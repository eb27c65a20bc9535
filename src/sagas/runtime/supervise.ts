import { call, spawn } from 'redux-saga/effects';

export type Flow = { name: string; saga: () => Generator };

/**
 * Runs each flow detached: a flow that throws is logged with its name and does not stop the others
 * (nor the root saga). A crashed flow is not restarted: a restart loop could hammer the server.
 */
export function* superviseFlows(flows: Flow[]) {
  for (const flow of flows) {
    yield spawn(function* supervised() {
      try {
        yield call(flow.saga);
      } catch (error) {
        console.error(`[b2b] saga "${flow.name}" failed and stopped:`, error);
      }
    });
  }
}
