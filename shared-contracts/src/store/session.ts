// What page JavaScript knows of the session: never a token, only who is signed in.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionUser {
  firstName: string;
  lastName: string;
  fullName: string;
  photo: string;
  valueId: string;
  email: string | null;
  phone: string | null;
  emailVerified: boolean;
  phoneVerified: boolean;
  verified: boolean;
}

export type SessionStatus = 'unknown' | 'anonymous' | 'member';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Access-token expiry (seconds), as the session endpoint reported it. */
  expiresAt: number | null;
  /**
   * When the session ends at the latest (seconds; its refresh token's expiry), if known: the
   * offline wallet tells a member at the till to sign in again once this has passed.
   */
  endsAt?: number | null;
}

const initialState: SessionState = { status: 'unknown', user: null, expiresAt: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ user: SessionUser; expiresAt: number | null; endsAt?: number | null }>) {
      state.status = 'member';
      state.user = action.payload.user;
      state.expiresAt = action.payload.expiresAt;
      state.endsAt = action.payload.endsAt ?? null;
    },
    userUpdated(state, action: PayloadAction<Partial<SessionUser>>) {
      if (state.user) Object.assign(state.user, action.payload);
    },
    signedOut(state) {
      state.status = 'anonymous';
      state.user = null;
      state.expiresAt = null;
      delete state.endsAt;
    },
  },
  selectors: {
    selectSession: (s) => s,
    selectUser: (s) => s.user,
    selectIsMember: (s) => s.status === 'member',
  },
});

export const { signedIn, userUpdated, signedOut } = sessionSlice.actions;
export const { selectSession, selectUser, selectIsMember } = sessionSlice.selectors;
