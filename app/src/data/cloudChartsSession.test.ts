import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { createChart } from 'statradar';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { backUpChart, newCloudChartId, saveCloudChart } from './cloudCharts';
import { NETWORK_ERROR_MESSAGE, SignedOutError } from './networkErrors';
import { supabase } from './supabaseClient';

const auth = { getSession: vi.fn() };
const from = vi.fn(() => {
  throw new Error('a write was sent');
});

vi.mock(import('./supabaseClient'), async (original) => ({
  ...(await original()),
  supabase: vi.fn(),
}));

const ROW_ID = '0b6f3c1e-9a4d-4b8e-8f2a-1c2d3e4f5a6b';
const save = () => saveCloudChart(ROW_ID, createChart(), '2025-08-29T10:00:00+00:00');

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(supabase).mockReturnValue({ auth, from } as unknown as ReturnType<typeof supabase>);
});

describe('cloud writes without a session', () => {
  it('a session whose renewal was refused (signed out on another device) is a sign-out, and nothing is sent', async () => {
    auth.getSession.mockResolvedValue({
      data: { session: null },
      error: new AuthApiError(
        'Invalid Refresh Token: Refresh Token Not Found',
        400,
        'refresh_token_not_found',
      ),
    });
    await expect(save()).rejects.toBeInstanceOf(SignedOutError);
    await expect(backUpChart(createChart(), newCloudChartId())).rejects.toBeInstanceOf(SignedOutError);
    expect(from).not.toHaveBeenCalled();
  });

  it('no stored session at all (signed out in another tab) is a sign-out too', async () => {
    auth.getSession.mockResolvedValue({ data: { session: null }, error: null });
    await expect(save()).rejects.toBeInstanceOf(SignedOutError);
    expect(from).not.toHaveBeenCalled();
  });

  it('a renewal that could not reach the auth service is a network failure, not a sign-out', async () => {
    auth.getSession.mockResolvedValue({
      data: { session: null },
      error: new AuthRetryableFetchError('TypeError: Failed to fetch', 0),
    });
    const failure = save();
    await expect(failure).rejects.not.toBeInstanceOf(SignedOutError);
    await expect(failure).rejects.toThrow(NETWORK_ERROR_MESSAGE);
    expect(from).not.toHaveBeenCalled();
  });
});
