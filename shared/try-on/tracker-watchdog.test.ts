import { describe, expect, it } from 'vitest';
import { createTrackerWatchdog, SlowTrackerError } from './tracker-watchdog';

/** A fake clock: frames arrive every `every` ms until `until`, and the watchdog is asked after each. */
function run(every: number, until: number, startAt = 0) {
  const dog = createTrackerWatchdog();
  dog.start(startAt);
  for (let t = startAt + every; t <= until; t += every) {
    dog.tracked();
    const error = dog.check(t);
    if (error) return { error, at: t };
  }
  return { error: dog.check(until), at: until };
}

describe('tracker watchdog', () => {
  it('stops a tracker under 5 frames a second once 3 s have passed', () => {
    const { error, at } = run(250, 10_000); // 4 fps
    expect(error).toBeInstanceOf(SlowTrackerError);
    expect(at).toBe(3_000);
  });

  it('lets a tracker at 5 frames a second or more go on', () => {
    expect(run(200, 10_000).error).toBeNull(); // 5 fps
    expect(run(67, 10_000).error).toBeNull(); // the worker's 15 fps
  });

  it('says nothing before 3 s, however slow', () => {
    const dog = createTrackerWatchdog();
    dog.start(1_000);
    expect(dog.check(3_999)).toBeNull();
    expect(dog.check(4_000)).toBeInstanceOf(SlowTrackerError);
  });

  it('catches a tracker stuck on one frame (asked by the clock, with no frame back)', () => {
    const dog = createTrackerWatchdog();
    dog.start(0);
    dog.tracked();
    expect(dog.check(3_500)).toBeInstanceOf(SlowTrackerError);
  });

  it('judges once per stretch: a later slow patch is not a failure, and a restart is judged afresh', () => {
    const dog = createTrackerWatchdog();
    dog.start(0);
    for (let i = 0; i < 30; i++) dog.tracked();
    expect(dog.check(3_000)).toBeNull();
    expect(dog.check(60_000)).toBeNull();
    dog.start(60_000);
    dog.tracked();
    expect(dog.check(63_000)).toBeInstanceOf(SlowTrackerError);
  });

  it('holds against the tracker only its own time, not the time it waited for the camera', () => {
    // A camera at 4 fps (a dark room) and a tracker taking 40 ms a frame: 4 frames a second, yet a fast tracker.
    const dog = createTrackerWatchdog();
    dog.start(0);
    for (let t = 250; t <= 20_000; t += 250) {
      dog.waited(210);
      dog.tracked();
      expect(dog.check(t)).toBeNull();
    }
    // The same frames with no waiting: the tracker itself managed only 4 a second.
    expect(run(250, 10_000).error).toBeInstanceOf(SlowTrackerError);
  });

  it('still catches a stuck tracker after a wait for the camera', () => {
    const dog = createTrackerWatchdog();
    dog.start(0);
    dog.waited(1_000);
    dog.tracked();
    expect(dog.check(3_900)).toBeNull();
    expect(dog.check(4_000)).toBeInstanceOf(SlowTrackerError);
  });

  it('is quiet until started', () => {
    const dog = createTrackerWatchdog();
    dog.tracked();
    expect(dog.check(10_000)).toBeNull();
  });
});
