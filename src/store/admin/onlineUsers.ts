import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OnlineUser } from '../../contract/admin';
import { rootReducer } from '../core/rootReducer';

/**
 * The live online-users list. 'connecting' until the socket first opens, 'open' while it is up,
 * 'reconnecting' between a drop and the next attempt (the last list stays on screen), 'unavailable'
 * when the host gave no socket address.
 */
export interface OnlineUsersState {
  connection: 'idle' | 'connecting' | 'open' | 'reconnecting' | 'unavailable';
  /** null until the first list arrives. */
  users: OnlineUser[] | null;
  /** Milliseconds until the next attempt while reconnecting. */
  retryInMs: number | null;
}

const initialState: OnlineUsersState = { connection: 'idle', users: null, retryInMs: null };

const onlineUsersSlice = createSlice({
  name: 'onlineUsers',
  initialState,
  reducers: {
    /** The widget mounted: the saga opens the socket. */
    opened() {},
    /** The widget unmounted (the page is left): the saga closes the socket. */
    closed() {},
    /** The last widget is gone and the socket closed. */
    stopped() {
      return initialState;
    },
    connecting(state) {
      state.connection = state.connection === 'reconnecting' ? 'reconnecting' : 'connecting';
    },
    connected(state) {
      state.connection = 'open';
      state.retryInMs = null;
    },
    disconnected(state, action: PayloadAction<{ retryInMs: number }>) {
      state.connection = 'reconnecting';
      state.retryInMs = action.payload.retryInMs;
    },
    usersReceived(state, action: PayloadAction<OnlineUser[]>) {
      state.users = action.payload;
    },
    unavailable(state) {
      state.connection = 'unavailable';
    },
  },
});

export const onlineUsersActions = onlineUsersSlice.actions;

// A lazy data area: its state and reducer come with the widget's chunk, not the entry.
declare module '../core/rootReducer' {
  interface LazyLoadedSlices {
    onlineUsers: OnlineUsersState;
  }
}
const injectedOnlineUsers = onlineUsersSlice.injectInto(rootReducer);
export const selectOnlineUsers = injectedOnlineUsers.selectSlice;
