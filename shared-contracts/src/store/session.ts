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
}

const initialState: SessionState = { status: 'unknown', user: null, expiresAt: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ user: SessionUser; expiresAt: number | null }>) {
      state.status = 'member';
      state.user = action.payload.user;
      state.expiresAt = action.payload.expiresAt;
    },
    userUpdated(state, action: PayloadAction<Partial<SessionUser>>) {
      if (state.user) Object.assign(state.user, action.payload);
    },
    signedOut(state) {
      state.status = 'anonymous';
      state.user = null;
      state.expiresAt = null;
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
