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
    expect(sent[0]).toMatchObject({ name: 'HttpError', status: 503, deviceId: 'dev', sessionId: 'ses', commitId: 'abc' });
  });

  it('is fire and forget', async () => {
    const { report } = setup(() => Promise.reject(new Error('down')));
    expect(() => report('plain string')).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });
});
