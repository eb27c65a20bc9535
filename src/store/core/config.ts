import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_CONFIG } from '../../contract/hostConfigDefaults';
import type { HostConfig, Settings } from '../../contract/hostConfig';

/** The host's configuration as the widgets see it; settings can change at run time (view, stock filter). */
export type ConfigState = Omit<HostConfig, 'locale' | 'currencies' | 'defaultCurrency'>;

export function configStateFrom(config: HostConfig): ConfigState {
  const { locale: _locale, currencies: _currencies, defaultCurrency: _defaultCurrency, ...rest } = config;
  return rest;
}

const configSlice = createSlice({
  name: 'config',
  initialState: configStateFrom(DEFAULT_CONFIG),
  reducers: {
    /** The customer's branch, as last saved (or put back after a failed save). */
    currentBranchChanged(state: ConfigState, action: PayloadAction<number | null>) {
      state.user.currentBranch = action.payload;
    },
    settingChanged<K extends keyof Settings>(
      state: ConfigState,
      action: PayloadAction<{ key: K; value: Settings[K] }>,
    ) {
      state.settings[action.payload.key] = action.payload.value;
    },
  },
});

export const { settingChanged, currentBranchChanged } = configSlice.actions;
export const configReducer = configSlice.reducer;

type WithConfig = { config: ConfigState };
export const selectSettings = (state: WithConfig) => state.config.settings;
export const selectUser = (state: WithConfig) => state.config.user;
export const selectStoreInfo = (state: WithConfig) => state.config.store;
export const selectBasePath = (state: WithConfig) => state.config.basePath;
export const selectImageBasePath = (state: WithConfig) => state.config.imageBasePath;
/** The session's CSRF token, for the plain forms a widget posts (the API client sends it itself). */
export const selectCsrfToken = (state: WithConfig) => state.config.csrfToken;
