import { HttpError } from '../../http';
import { createErrorReporter } from './error-reporter';

function setup(send = async (_u: string, _b: unknown) => {}, leaving = () => false) {
  let now = 0;
  const sent: Array<Record<string, any>> = [];
  const report = createErrorReporter({
    endpoint: 'https://errors/v1',
    ids: () => ({ deviceId: 'dev', sessionId: 'ses', customerId: null }),
    commitId: 'abc',
    send: async (u, b) => {
      sent.push(b as Record<string, any>);
      return send(u, b);
    },
    now: () => now,
    leaving,
  });
  return { report, sent, advance: (ms: number) => (now += ms) };
}

describe('error reporter', () => {
  it('drops a fetch the browser cancels as the page is left, and nothing else', () => {
    let left = false;
    const { report, sent } = setup(undefined, () => left);
    report(new TypeError('Failed to fetch'), { where: 'catalog:bundle' });
    left = true;
    report(new TypeError('Failed to fetch'), { where: 'cart:add' });
    report(new Error('boom'), { where: 'mount' });
    expect(sent.map((s) => s.context.where)).toEqual(['catalog:bundle', 'mount']);
  });

  it('reports the same error once per 60 s', () => {
    const { report, sent, advance } = setup();
    report(new Error('boom'), { where: 'try-on-label' });
    advance(59_999);
    report(new Error('boom'), { where: 'try-on-label' });
    report(new Error('boom'), { where: 'mount' });
    advance(1);
    report(new Error('boom'), { where: 'try-on-label' });
    expect(sent.map((s) => s.context.where)).toEqual(['try-on-label', 'mount', 'try-on-label']);
  });

  it('carries ids, commit and the HTTP status of an HttpError', () => {
    const { report, sent } = setup();
    report(new HttpError(new Response(null, { status: 503 }), undefined), { where: 'x' });
    expect(sent[0]).toMatchObject({ name: 'HttpError', status: 503, sessionId: 'ses', commitId: 'abc' });
    // Sent whatever the consent: nothing that identifies the shopper.
    expect(sent[0]).not.toHaveProperty('deviceId');
    expect(sent[0]).not.toHaveProperty('customerId');
  });

  it("reads an HttpError or NetworkError thrown by a widget chunk's own copy of http.ts (another class, same name)", () => {
    const { report, sent } = setup();
    class ChunkHttpError extends Error {
      override name = 'HttpError';
      constructor(readonly response: Response) {
        super(`HTTP ${response.status} from ${response.url}`);
      }
    }
    class ChunkNetworkError extends Error {
      override name = 'NetworkError';
      constructor(readonly url: string) {
        super(`Network error calling ${url}`);
      }
    }
    const response = new Response(null, { status: 502 });
    Object.defineProperty(response, 'url', { value: 'https://api.example/show/SH0W42/v1' });
    report(new ChunkHttpError(response), { where: 'a' });
    report(new ChunkNetworkError('https://api.example/cart.js'), { where: 'b' });
    expect(sent[0]).toMatchObject({ name: 'HttpError', status: 502, requestUrl: 'https://api.example/show/SH0W42/v1' });
    expect(sent[1]).toMatchObject({ name: 'NetworkError', requestUrl: 'https://api.example/cart.js' });
  });

  it('is fire and forget', async () => {
    const { report } = setup(() => Promise.reject(new Error('down')));
    expect(() => report('plain string')).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });
});

describe('what an error report carries', () => {
  it('sends the page and the failed request through the one door: no query but the operation, no fragment', () => {
    const { report, sent } = setup();
    history.replaceState(null, '', '/pages/myaccount?operation=confirmSignUp&email=a%40b.example#code=9');
    const response = new Response(null, { status: 500 });
    Object.defineProperty(response, 'url', { value: 'https://api.example/account/v1?token=secret' });
    report(new HttpError(response, undefined), { where: 'x' });
    expect(sent[0]!.url).toMatch(/\/pages\/myaccount\?operation=confirmSignUp$/);
    expect(sent[0]!.requestUrl).toBe('https://api.example/account/v1');
    expect(JSON.stringify(sent[0])).not.toMatch(/secret|a%40b/);
  });

  it("keeps the shopper's email out of a failed account-state request: its URL and its message", () => {
    const { report, sent } = setup();
    const response = new Response(null, { status: 500 });
    Object.defineProperty(response, 'url', { value: 'https://api.example/api/consumer/aurelle/state/ada%40aurelle.test/v1' });
    report(new HttpError(response, undefined), { where: 'account:state' });
    expect(sent[0]).toMatchObject({
      requestUrl: 'https://api.example/api/consumer/aurelle/state/:email/v1',
      message: 'HTTP 500 from https://api.example/api/consumer/aurelle/state/:email/v1',
    });
  });

  it('keeps tokens out of the page address, the stack, the cause and the context', () => {
    const { report, sent } = setup();
    history.replaceState(null, '', '/account/login/multipass/AbCdEf123456ghIJkl');
    const error = new Error('Sign-in failed', { cause: new Error('refused /account/activate/7201/tok-99 for ada@aurelle.test') });
    error.stack = 'Error: Sign-in failed\n    at https://aurelle.example/account/login/multipass/AbCdEf123456ghIJkl:1:2';
    report(error, { where: 'live:video', url: 'https://cdn.example/hls/seg1.ts?token=hls-secret', email: 'ada@aurelle.test' });
    const body = JSON.stringify(sent[0]);
    expect(sent[0]!.url).toMatch(/\/account\/login\/multipass\/:token$/);
    expect(sent[0]!.cause).toBe('Error: refused /account/activate/:id/:token for :email');
    expect(sent[0]!.context).toEqual({ where: 'live:video', url: 'https://cdn.example/hls/seg1.ts', email: ':email' });
    expect(body).not.toMatch(/AbCdEf123456ghIJkl|tok-99|ada@|hls-secret/);
  });
});
