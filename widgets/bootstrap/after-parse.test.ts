import { afterParse, type ParsedDoc } from './after-parse';

function doc(readyState: DocumentReadyState, contentLoadedAt?: number) {
  const target = new EventTarget();
  const d: ParsedDoc = {
    readyState,
    addEventListener: (type, fn, opts) => target.addEventListener(type, fn, opts),
    ...(contentLoadedAt === undefined ? {} : { contentLoadedAt: () => contentLoadedAt }),
  };
  return { d, fire: () => target.dispatchEvent(new Event('DOMContentLoaded')) };
}

describe('afterParse: what the loader tells the theme waits for its deferred scripts', () => {
  it('waits for DOMContentLoaded while the deferred scripts may still run (interactive, not yet fired), once', () => {
    const { d, fire } = doc('interactive', 0);
    const heard: string[] = [];
    afterParse(d, () => heard.push('told'));
    expect(heard).toEqual([]);
    fire();
    fire();
    expect(heard).toEqual(['told']);
  });

  it('runs at once once DOMContentLoaded has fired', () => {
    const heard: string[] = [];
    afterParse(doc('interactive', 812.5).d, () => heard.push('told'));
    expect(heard).toEqual(['told']);
  });

  it('without navigation timing, reads readyState', () => {
    const loading = doc('loading');
    const heard: string[] = [];
    afterParse(loading.d, () => heard.push('loading'));
    expect(heard).toEqual([]);
    loading.fire();
    afterParse(doc('complete').d, () => heard.push('complete'));
    expect(heard).toEqual(['loading', 'complete']);
  });
});
