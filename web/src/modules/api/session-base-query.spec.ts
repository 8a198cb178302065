import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';
import { authStateFrom, sessionRejected } from '../auth/auth.slice';
import { testSession } from '../../testing/test-session';
import { withSessionRejection, type ApiBaseQuery } from './session-base-query';

function answering(status: number, detail: string): ApiBaseQuery {
  return () => ({ error: { status, data: { detail, code: 'X', request_id: 'r' } } });
}

function apiWith(token: 'signed-in' | 'signed-out') {
  const dispatch = vi.fn();
  const auth = authStateFrom(token === 'signed-in' ? testSession() : null);
  const api = { dispatch, getState: () => ({ auth }) } as unknown as BaseQueryApi;
  return { api, dispatch };
}

describe('withSessionRejection', () => {
  it("ends the session on 401 'Invalid token'", async () => {
    const { api, dispatch } = apiWith('signed-in');
    await withSessionRejection(answering(401, 'Invalid token'))('auth/current-user', api, {});
    expect(dispatch).toHaveBeenCalledWith(sessionRejected());
  });

  it('leaves the session alone on other failures', async () => {
    const { api, dispatch } = apiWith('signed-in');
    await withSessionRejection(answering(401, 'Invalid login credentials'))('auth/login', api, {});
    await withSessionRejection(answering(403, 'Invalid token'))('projects', api, {});
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('does nothing when there is no session to end (the sign-out call itself)', async () => {
    const { api, dispatch } = apiWith('signed-out');
    await withSessionRejection(answering(401, 'Invalid token'))('auth/logout', api, {});
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('passes the result through', async () => {
    const { api } = apiWith('signed-in');
    const result = await withSessionRejection(() => ({ data: { ok: true } }))('x', api, {});
    expect(result).toEqual({ data: { ok: true } });
  });
});
