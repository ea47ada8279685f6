import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { SuggestQuery } from '@shop/contract';
import { json } from '../test-support.ts';
import { setupHooks as setup } from '../test-hooks.tsx';
import { SUGGEST_MAX_LENGTH, suggestionText, useSearchSuggestions } from './search.ts';

const headphones = {
  id: 4,
  name: 'Wireless headphones',
  category: 'Electronics',
  imageUrl: '/images/headphones.jpg',
};

describe('given text typed into the search box', () => {
  it('asks once for the trimmed text after typing stops and gives the suggestions', async () => {
    const { wrapper, calls } = setup(null, () => json({ success: true, suggestions: [headphones] }));
    const { result, rerender } = await renderHook((q?: string) => useSearchSuggestions(q ?? 'h'), {
      wrapper,
      initialProps: 'h',
    });
    await rerender(' he');
    await rerender(' hedphones  ');
    await expect.poll(() => result.current.suggestions.map((s) => s.name)).toEqual(['Wireless headphones']);
    expect(result.current.text).toBe('hedphones');
    expect(calls.map((c) => c.url)).toEqual(['/api/products/suggest/?q=hedphones']);
  });

  it('asks for nothing for blank text and drops the suggestions at once', async () => {
    const { wrapper, calls } = setup(null, () => json({ success: true, suggestions: [headphones] }));
    const { result, rerender } = await renderHook((q?: string) => useSearchSuggestions(q ?? ''), {
      wrapper,
      initialProps: 'head',
    });
    await expect.poll(() => result.current.suggestions.length).toBe(1);
    await rerender('   ');
    expect(result.current.suggestions).toEqual([]);
    expect(result.current.text).toBe('');
    expect(calls).toHaveLength(1);
  });

  it('gives the default message when the request fails', async () => {
    const { wrapper } = setup(null, () => new Response('', { status: 500 }));
    const { result } = await renderHook(() => useSearchSuggestions('lamp'), { wrapper });
    await expect.poll(() => result.current.error?.message).toBe('Failed to fetch suggestions');
    expect(result.current.suggestions).toEqual([]);
  });
});

describe('given very long text', () => {
  it("cuts it to the contract's limit for q", () => {
    expect(SUGGEST_MAX_LENGTH).toBe(200);
    expect(suggestionText(`  ${'a'.repeat(250)}`)).toHaveLength(SUGGEST_MAX_LENGTH);
    // The limit is the one the contract's SuggestQuery checks: the cut text is always accepted.
    expect(SuggestQuery.safeParse({ q: 'a'.repeat(SUGGEST_MAX_LENGTH) }).success).toBe(true);
    expect(SuggestQuery.safeParse({ q: 'a'.repeat(SUGGEST_MAX_LENGTH + 1) }).success).toBe(false);
  });
});
