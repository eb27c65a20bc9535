import { getContext } from 'redux-saga/effects';
import type { HttpClient } from '../../api/http';
import type { HostConfig } from '../../contract/hostConfig';

/** What every saga can reach through getContext: the API client and the host's configuration. */
export interface SagaContext {
  http: HttpClient;
  config: HostConfig;
  crossTabSync: boolean;
}

export const getHttp = () => getContext('http');
export const getConfig = () => getContext('config');
