import { HttpError } from '../../http';
import { createErrorReporter } from './error-reporter';

function setup(send = async (_u: string, _b: unknown) => {}) {
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
  });
  return { report, sent, advance: (ms: number) => (now += ms) };
}

describe('error reporter', () => {
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
    // Sent whatever the consent: nothing that identifies the shopper (issue 19).
    expect(sent[0]).not.toHaveProperty('deviceId');
    expect(sent[0]).not.toHaveProperty('customerId');
  });

  it('is fire and forget', async () => {
    const { report } = setup(() => Promise.reject(new Error('down')));
    expect(() => report('plain string')).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });
});

describe('what an error report carries (issue 19)', () => {
  it('drops the query and fragment of the page and of the failed request: they can hold an email or a token', () => {
    const { report, sent } = setup();
    history.replaceState(null, '', '/pages/myaccount?operation=confirmSignUp&email=a%40b.example#code=9');
    const response = new Response(null, { status: 500 });
    Object.defineProperty(response, 'url', { value: 'https://api.example/account/v1?token=secret' });
    report(new HttpError(response, undefined), { where: 'x' });
    expect(sent[0]!.url).toMatch(/\/pages\/myaccount$/);
    expect(sent[0]!.requestUrl).toBe('https://api.example/account/v1');
    expect(JSON.stringify(sent[0])).not.toMatch(/secret|a%40b/);
  });
});
