import { afterEach, describe, expect, it, vi } from 'vitest';
import { postForm } from './post-form';

afterEach(() => vi.restoreAllMocks());

describe('postForm', () => {
  it('posts the fields as a hidden top-level form to the address', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    postForm('https://auth.aurelle.test/login', { username: 'ada@aurelle.test', password: 'Pass!word1' });
    expect(submit).toHaveBeenCalledTimes(1);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://auth.aurelle.test/login');
    expect(form.hidden).toBe(true);
    expect(form.isConnected).toBe(true);
    expect(Object.fromEntries(new FormData(form))).toEqual({ username: 'ada@aurelle.test', password: 'Pass!word1' });
    expect([...form.querySelectorAll('input')].every((i) => i.type === 'hidden')).toBe(true);
  });
});
