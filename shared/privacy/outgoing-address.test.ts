import { KEPT_QUERY, SECRET_PATHS, outgoingAddress, outgoingPageAddress, outgoingText } from './outgoing-address';

const SHOP = 'https://aurelle.example';

describe('the query an outgoing address keeps', () => {
  it('is exactly this list: adding a parameter is a privacy decision', () => {
    expect(Object.keys(KEPT_QUERY).sort()).toEqual(
      ['operation', 'sourceOperation', 'utm_campaign', 'utm_medium', 'utm_source', 'variant', 'vto'].sort(),
    );
  });

  it('keeps the hub operation and drops the reset code and user name', () => {
    expect(outgoingAddress(`${SHOP}/pages/myaccount?operation=forgotPasswordSubmit&code=123456&userName=ada%40aurelle.test`)).toBe(
      `${SHOP}/pages/myaccount?operation=forgotPasswordSubmit`,
    );
    expect(outgoingAddress(`${SHOP}/pages/myaccount?operation=confirmSignUpLink&userName=ada@aurelle.test&code=654321`)).toBe(
      `${SHOP}/pages/myaccount?operation=confirmSignUpLink`,
    );
    expect(outgoingAddress(`${SHOP}/pages/myaccount?operation=signIn&sourceOperation=forgotPassword&email=a%40b.example`)).toBe(
      `${SHOP}/pages/myaccount?operation=signIn&sourceOperation=forgotPassword`,
    );
  });

  it('drops addresses inside the address, hosted sign-in returns and Shopify order keys', () => {
    expect(outgoingAddress(`${SHOP}/pages/myaccount?operation=signIn&destinationPath=%2Fpages%2Fmyaccount%3Fcode%3D1&return_url=/x`)).toBe(
      `${SHOP}/pages/myaccount?operation=signIn`,
    );
    expect(outgoingAddress(`${SHOP}/pages/myaccount?code=abc&state=xyz`)).toBe(`${SHOP}/pages/myaccount`);
    expect(outgoingAddress(`${SHOP}/1/orders/1?key=abcdef`)).toBe(`${SHOP}/1/orders/:token`);
  });

  it('keeps a kept parameter only while its value has the expected shape', () => {
    expect(outgoingAddress('/products/velvet?variant=44010000008&vto=camera')).toBe('/products/velvet?variant=44010000008&vto=camera');
    expect(outgoingAddress('/products/velvet?variant=ada%40b.example&vto=evil')).toBe('/products/velvet?variant=:value&vto=:value');
    expect(outgoingAddress('/?operation=123456')).toBe('/?operation=:value');
    expect(outgoingAddress('/?utm_source=newsletter&utm_campaign=ada%40b.example&utm_content=ada')).toBe(
      '/?utm_source=newsletter&utm_campaign=:value',
    );
    expect(outgoingAddress('/?utm_campaign=spring+sale')).toBe('/?utm_campaign=spring%20sale');
    expect(outgoingAddress('/?utm_campaign=a8f5f167f44f4964e6c998dee827110c')).toBe('/?utm_campaign=:value');
  });

  it('drops the fragment and a user name or password before the host', () => {
    expect(outgoingAddress('https://ada:secret@aurelle.example/account#access_token=xyz')).toBe('https://aurelle.example/account');
  });
});

describe('the path segments that carry a secret or personal data', () => {
  it('are these rules, in this order (the first to claim a segment wins)', () => {
    expect(SECRET_PATHS).toEqual([
      'account/activate/:id/:token',
      'account/reset/:id/:token',
      'account/login/multipass/:token',
      'checkouts/cn/:token',
      'checkouts/:token',
      'orders/:token',
      'state/:email/v1',
      'pages/watch/*!:shareCode',
    ]);
  });

  it("the store's activation and reset links: customer id and token", () => {
    expect(outgoingAddress(`${SHOP}/account/activate/7201000001/3c1f8a9e2b7d4e6f-1700000000`)).toBe(`${SHOP}/account/activate/:id/:token`);
    expect(outgoingAddress('/account/reset/7201000001/abc')).toBe('/account/reset/:id/:token');
  });

  it('a Multipass token, whatever it looks like', () => {
    expect(outgoingAddress(`${SHOP}/account/login/multipass/not-a-real-token`)).toBe(`${SHOP}/account/login/multipass/:token`);
    expect(outgoingAddress('/account/login/multipass/AbC_dEf-123')).toBe('/account/login/multipass/:token');
  });

  it("a checkout's and an order's token; the shop id stays", () => {
    expect(outgoingAddress(`${SHOP}/5601/checkouts/c0ffee/information`)).toBe(`${SHOP}/5601/checkouts/:token/information`);
    expect(outgoingAddress('/checkouts/cn/Z2NwLXVzLWVhc3Qx')).toBe('/checkouts/cn/:token');
    expect(outgoingAddress('/5601/orders/b1946ac92492d2347c6235b4d2611184')).toBe('/5601/orders/:token');
  });

  it("the account state's email, plain, percent-encoded or encoded twice", () => {
    for (const email of ['ada@aurelle.test', 'ada%40aurelle.test', 'ada%2540aurelle.test', 'not-an-email'])
      expect(outgoingAddress(`https://api.example/api/consumer/aurelle/state/${email}/v1`)).toBe(
        'https://api.example/api/consumer/aurelle/state/:email/v1',
      );
  });

  it("a watch link's share code, plain or encoded; the show stays", () => {
    expect(outgoingAddress(`${SHOP}/pages/watch/SH0W42!ref7`)).toBe(`${SHOP}/pages/watch/SH0W42!:shareCode`);
    expect(outgoingAddress('/pages/watch/SH0W42%21ref7')).toBe('/pages/watch/SH0W42!:shareCode');
    expect(outgoingAddress('/pages/watch/SH0W42')).toBe('/pages/watch/SH0W42');
  });

  it('an email in any segment', () => {
    expect(outgoingAddress('/pages/profile/ada@aurelle.test')).toBe('/pages/profile/:email');
    expect(outgoingAddress('/x/ada%40aurelle.test/y')).toBe('/x/:email/y');
  });

  it('long opaque tokens in any segment: hex, base64url, JWT, UUID', () => {
    for (const token of [
      'b1946ac92492d2347c6235b4d2611184',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc',
      'Q2hh_dC1-0b2tlbi1mb3ItYWRhLWxvdmVsYWNl',
      '123e4567-e89b-12d3-a456-426614174000',
    ])
      expect(outgoingAddress(`https://api.example/chat/${token}/v1`)).toBe('https://api.example/chat/:token/v1');
  });

  it('leaves what is neither: handles, ids, shade results, file names', () => {
    for (const path of [
      '/collections/lips/products/satin-lip-color-lipstick',
      '/pages/virtual-try-on/velvet-matte-lipstick-2024',
      '/pages/shade-finder-results/skin-2_undertone-warm_concerns-redness.dryness_coverage-medium_tone-81.5',
      '/products/velvet?variant=44010000008',
      '/api/show/SH0W42/v1',
      '/chunk-7XK2QJ3M.js',
    ])
      expect(outgoingAddress(path)).toBe(path);
  });
});

describe('free text: messages, stacks, causes', () => {
  it("scrubs every address in an HttpError's message and a stack", () => {
    expect(outgoingText('HTTP 500 from https://api.example/api/consumer/aurelle/state/ada%40aurelle.test/v1?x=1')).toBe(
      'HTTP 500 from https://api.example/api/consumer/aurelle/state/:email/v1',
    );
    const stack = [
      'Error: failed',
      '    at load (https://cdn.example/chunk-7XK2QJ3M.js:12:34)',
      '    at https://aurelle.example/account/login/multipass/AbCdEf123456ghIJkl?code=9:1:2',
    ].join('\n');
    expect(outgoingText(stack)).toBe(
      [
        'Error: failed',
        '    at load (https://cdn.example/chunk-7XK2QJ3M.js:12:34)',
        '    at https://aurelle.example/account/login/multipass/:token',
      ].join('\n'),
    );
  });

  it('scrubs several addresses and paths in one text, and emails outside them', () => {
    expect(
      outgoingText(
        'went from /account/activate/1/tok to "/pages/watch/SH0W42!ref7" then https://a.example/p?code=1#t for ada.l+1@aurelle.test, or a%40b.example',
      ),
    ).toBe('went from /account/activate/:id/:token to "/pages/watch/SH0W42!:shareCode" then https://a.example/p for :email, or :email');
  });

  it('leaves text without addresses alone', () => {
    expect(outgoingText('cart:add failed (HTTP 422) for 2 items')).toBe('cart:add failed (HTTP 422) for 2 items');
    expect(outgoingText('camera')).toBe('camera');
  });
});

describe("the page's own address", () => {
  it('goes out scrubbed', () => {
    history.replaceState(null, '', '/pages/myaccount?operation=forgotPasswordSubmit&code=123456&userName=ada%40aurelle.test#x');
    expect(outgoingPageAddress()).toBe(`${location.origin}/pages/myaccount?operation=forgotPasswordSubmit`);
  });
});
