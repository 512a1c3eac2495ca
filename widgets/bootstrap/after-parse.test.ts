import { afterParse } from './after-parse';

function doc(readyState: DocumentReadyState) {
  const target = new EventTarget();
  return {
    d: { readyState, addEventListener: target.addEventListener.bind(target) },
    fire: () => target.dispatchEvent(new Event('DOMContentLoaded')),
  };
}

describe('afterParse: what the loader tells the theme waits for its deferred scripts', () => {
  it('waits for DOMContentLoaded while the deferred scripts may still run (interactive, not yet fired), once', () => {
    const { d, fire } = doc('interactive');
    const heard: string[] = [];
    afterParse(
      () => heard.push('told'),
      d,
      () => 0,
    );
    expect(heard).toEqual([]);
    fire();
    fire();
    expect(heard).toEqual(['told']);
  });

  it('runs at once once DOMContentLoaded has fired', () => {
    const heard: string[] = [];
    afterParse(
      () => heard.push('told'),
      doc('interactive').d,
      () => 812.5,
    );
    expect(heard).toEqual(['told']);
  });

  it('without navigation timing, reads readyState', () => {
    const loading = doc('loading');
    const heard: string[] = [];
    afterParse(
      () => heard.push('loading'),
      loading.d,
      () => undefined,
    );
    expect(heard).toEqual([]);
    loading.fire();
    afterParse(
      () => heard.push('complete'),
      doc('complete').d,
      () => undefined,
    );
    expect(heard).toEqual(['loading', 'complete']);
  });
});
