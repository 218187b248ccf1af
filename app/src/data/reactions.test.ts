// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  ReactionNotRemovedError,
  ReactionRateLimitError,
  ReactionsClosedError,
  setReaction,
} from './reactions';

interface Answer {
  data?: unknown;
  error?: { message: string; code?: string } | null;
  status?: number;
}

/** What the fake table answers each request, by what the request did first. */
const answers: Record<'insert' | 'delete' | 'select', Answer> = {
  insert: {},
  delete: {},
  select: {},
};
const requests: string[] = [];

/** A stand-in for supabase-js's query builder: chainable, and awaited for its answer. */
function fakeQuery(operation: keyof typeof answers) {
  const steps = [operation];
  const query = {
    eq(column: string, value: string) {
      steps.push(`${column}=${value}` as never);
      return query;
    },
    select(columns: string) {
      steps.push(`select ${columns}` as never);
      return query;
    },
    then(resolve: (answer: Answer) => unknown) {
      requests.push(steps.join(' '));
      const answer = answers[operation];
      return Promise.resolve({ data: null, error: null, status: 200, ...answer }).then(resolve);
    },
  };
  return query;
}

vi.mock('./supabaseClient', () => ({
  supabase: () => ({
    from: () => ({
      insert: () => fakeQuery('insert'),
      delete: () => fakeQuery('delete'),
      select: (columns: string) => fakeQuery('select').select(columns),
    }),
  }),
}));

beforeEach(() => {
  requests.length = 0;
  answers.insert = {};
  answers.delete = {};
  answers.select = {};
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('setReaction', () => {
  it('removes a reaction when the delete returns the removed row', async () => {
    answers.delete = { data: [{ kind: 'like' }] };
    await expect(setReaction('c1', 'like', false)).resolves.toBeUndefined();
    expect(requests).toEqual(['delete chart_id=c1 kind=like select kind']);
  });

  it('fails when the delete removed nothing and the reaction is still there', async () => {
    // Row-level security answers a refused delete with 200 and no rows: the reaction stays.
    answers.delete = { data: [] };
    answers.select = { data: [{ kind: 'like' }] };
    await expect(setReaction('c1', 'like', false)).rejects.toBeInstanceOf(ReactionNotRemovedError);
    expect(requests).toEqual([
      'delete chart_id=c1 kind=like select kind',
      'select select kind chart_id=c1 kind=like',
    ]);
  });

  it('counts a reaction another tab removed already as removed', async () => {
    answers.delete = { data: [] };
    answers.select = { data: [] };
    await expect(setReaction('c1', 'art', false)).resolves.toBeUndefined();
  });

  it('tells a chart that is no longer public from other refusals when adding', async () => {
    answers.insert = {
      error: { code: '42501', message: 'new row violates row-level security policy' },
      status: 403,
    };
    await expect(setReaction('c1', 'like', true)).rejects.toBeInstanceOf(ReactionsClosedError);
    answers.insert = { error: { code: 'PT429', message: 'Too many reactions' }, status: 429 };
    await expect(setReaction('c1', 'like', true)).rejects.toBeInstanceOf(ReactionRateLimitError);
    answers.delete = { error: { code: 'PT429', message: 'Too many reactions' }, status: 429 };
    await expect(setReaction('c1', 'like', false)).rejects.toBeInstanceOf(ReactionRateLimitError);
    // A duplicate (another tab added it first) is done.
    answers.insert = { error: { code: '23505', message: 'duplicate key' }, status: 409 };
    await expect(setReaction('c1', 'like', true)).resolves.toBeUndefined();
  });
});
