import { vi } from 'vitest';
import { HttpError, type Http } from '../../http';
import { createAccountClient, MultipassRefused, SSO_FRONT_CHECK_MS } from './account-client';

const request = { user: 'ada@aurelle.test', storeDomain: 'aurelle.test', storePath: '/account' };
const client = (answer: () => Promise<unknown>) => createAccountClient(vi.fn(answer) as unknown as Http, 'https://accounts.example/');

describe('the Multipass token (spec 2 §7, §8)', () => {
  it('is the multipassToken of a 200', async () => {
    const http = vi.fn(async () => ({ multipassToken: 'MP' }));
    const c = createAccountClient(http as unknown as Http, 'https://accounts.example/');
    expect(await c.multipass(request, 'id')).toEqual({ multipassToken: 'MP' });
    expect(http).toHaveBeenCalledWith('https://accounts.example/multipass/v1', { method: 'POST', json: request, idToken: 'id' });
  });

  it('a 200 carrying errorCode and errorMessage is a refusal, like the non-OK one', async () => {
    const ok = client(async () => ({ errorCode: 'DUPLICATE_EMAIL', errorMessage: 'Exists under Google' }));
    const refused = await ok.multipass(request, 'id').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MultipassRefused);
    expect(refused).toMatchObject({ errorCode: 'DUPLICATE_EMAIL', errorMessage: 'Exists under Google', status: 200 });

    const notOk = client(async () =>
      Promise.reject(
        new HttpError(new Response(null, { status: 409 }), { errorCode: 'DUPLICATE_EMAIL', errorMessage: 'Exists under Google' }),
      ),
    );
    expect(await notOk.multipass(request, 'id').catch((e: unknown) => e)).toMatchObject({
      name: 'MultipassRefused',
      errorCode: 'DUPLICATE_EMAIL',
      status: 409,
    });
  });

  it('a 200 with only an errorMessage, or no token at all, is a refusal without a code', async () => {
    expect(
      await client(async () => ({ errorMessage: 'Nope' }))
        .multipass(request, 'id')
        .catch((e: unknown) => e),
    ).toMatchObject({ errorCode: null, errorMessage: 'Nope' });
    expect(
      await client(async () => ({ multipassToken: 'MP', errorCode: 'DISABLED_ACCOUNT' }))
        .multipass(request, 'id')
        .catch((e: unknown) => e),
    ).toMatchObject({ errorCode: 'DISABLED_ACCOUNT' });
    expect(
      await client(async () => undefined)
        .multipass(request, 'id')
        .catch((e: unknown) => e),
    ).toBeInstanceOf(MultipassRefused);
  });

  it('a failure without the backend’s code stays what it was', async () => {
    const bare = new HttpError(new Response(null, { status: 500 }), null);
    expect(
      await client(async () => Promise.reject(bare))
        .multipass(request, 'id')
        .catch((e: unknown) => e),
    ).toBe(bare);
  });
});

describe('the sso session code (ours: the account backend’s OpenID Connect front)', () => {
  const signOn = 'https://aurelle.test/customer_authentication/login?login_hint=ada%40aurelle.test&return_to=%2F';

  it('is the sessionCode of a 200, asked with the store’s single sign-on and the ID token', async () => {
    const http = vi.fn(async () => ({ sessionCode: 'SC', handOff: 'H1' }));
    const c = createAccountClient(http as unknown as Http, 'https://accounts.example/');
    expect(await c.ssoSessionCode(signOn, 'id')).toEqual({ sessionCode: 'SC', handOff: 'H1' });
    expect(http).toHaveBeenCalledWith('https://accounts.example/oidc/session-codes', {
      method: 'POST',
      json: { redirectUri: signOn },
      idToken: 'id',
    });
  });

  it('refuses as Multipass does: errorCode on a 200 or another status, or no code', async () => {
    expect(
      await client(async () => ({ errorCode: 'DISABLED_ACCOUNT', errorMessage: 'Disabled' }))
        .ssoSessionCode(signOn, 'id')
        .catch((e: unknown) => e),
    ).toMatchObject({ name: 'MultipassRefused', errorCode: 'DISABLED_ACCOUNT', status: 200 });
    expect(
      await client(async () =>
        Promise.reject(new HttpError(new Response(null, { status: 409 }), { errorCode: 'DUPLICATE_EMAIL', errorMessage: 'Google' })),
      )
        .ssoSessionCode(signOn, 'id')
        .catch((e: unknown) => e),
    ).toMatchObject({ errorCode: 'DUPLICATE_EMAIL', status: 409 });
    expect(
      await client(async () => ({ multipassToken: 'MP' }))
        .ssoSessionCode(signOn, 'id')
        .catch((e: unknown) => e),
    ).toBeInstanceOf(MultipassRefused);
    const offline = new TypeError('Failed to fetch');
    expect(
      await client(async () => Promise.reject(offline))
        .ssoSessionCode(signOn, 'id')
        .catch((e: unknown) => e),
    ).toBe(offline);
  });

  it('asks how a hand-off ended with the ID token: signed on only when the front says so', async () => {
    const http = vi.fn(async () => ({ signedOn: true }));
    const c = createAccountClient(http as unknown as Http, 'https://accounts.example/');
    expect(await c.ssoHandOff('h/1', 'id')).toEqual({ signedOn: true });
    expect(http).toHaveBeenCalledWith('https://accounts.example/oidc/hand-offs/h%2F1', { idToken: 'id' });
    expect(await client(async () => ({ signedOn: 'yes' })).ssoHandOff('h', 'id')).toEqual({ signedOn: false });
  });

  it('asks the front for its discovery document before a form goes there; a front that does not answer throws', async () => {
    const http = vi.fn(async () => ({ issuer: 'https://accounts.example/oidc' }));
    await createAccountClient(http as unknown as Http, 'https://accounts.example/').ssoFrontAnswers();
    expect(http).toHaveBeenCalledWith('https://accounts.example/oidc/.well-known/openid-configuration', {
      signal: expect.any(AbortSignal),
    });
    const offline = new Error('offline');
    await expect(client(async () => Promise.reject(offline)).ssoFrontAnswers()).rejects.toBe(offline);
  });

  it('gives up on a front that does not answer within its time, as on one that is down', async () => {
    // The platform's timeout signal ends the request (fetch then rejects with a TimeoutError).
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const http = vi.fn(async () => ({}));
    await createAccountClient(http as unknown as Http, 'https://accounts.example/').ssoFrontAnswers();
    expect(timeout).toHaveBeenCalledWith(SSO_FRONT_CHECK_MS);
    expect(http).toHaveBeenCalledWith(expect.any(String), { signal: timeout.mock.results[0]!.value });
    timeout.mockRestore();
  });
});
