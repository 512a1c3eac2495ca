import { afterFirstPaint, type PaintWindow } from './after-first-paint';

function fakeWindow(visibilityState: DocumentVisibilityState) {
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const doc = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  doc.visibilityState = visibilityState;
  const win: PaintWindow = {
    requestAnimationFrame: (cb) => frames.push(cb),
    setTimeout: (cb) => tasks.push(cb),
    document: doc as unknown as PaintWindow['document'],
  };
  const run = (list: Array<() => void>) => list.splice(0).forEach((cb) => cb());
  const hide = () => {
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return { win, drawFrame: () => run(frames), runTasks: () => run(tasks), hide };
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('afterFirstPaint', () => {
  it('waits for the next frame to be drawn, then for a task after it', async () => {
    const { win, drawFrame, runTasks } = fakeWindow('visible');
    const painted = afterFirstPaint(win);
    runTasks();
    expect(await settled(painted)).toBe(false);
    drawFrame();
    expect(await settled(painted)).toBe(false);
    runTasks();
    expect(await settled(painted)).toBe(true);
  });

  it('goes on when the page is sent to the background before its first frame', async () => {
    const { win, hide } = fakeWindow('visible');
    const painted = afterFirstPaint(win);
    expect(await settled(painted)).toBe(false);
    hide();
    expect(await settled(painted)).toBe(true);
  });

  it('goes on at once in a hidden page, which draws no frames', async () => {
    const { win } = fakeWindow('hidden');
    expect(await settled(afterFirstPaint(win))).toBe(true);
  });
});
