import { RenderTracker } from '../../src/mount/renderTracker';

describe('RenderTracker (b2b:rendered)', () => {
  it('fires once, after arming, when every expected island committed and nothing holds', () => {
    const done = jest.fn();
    const tracker = new RenderTracker(done);
    tracker.expect([1, 2]);
    const one = tracker.signalFor(1)!;
    const two = tracker.signalFor(2)!;
    const release = two.hold();
    one.committed();
    two.committed();
    expect(done).not.toHaveBeenCalled();
    tracker.arm();
    expect(done).not.toHaveBeenCalled();
    release();
    release();
    expect(done).toHaveBeenCalledTimes(1);
    two.hold()();
    one.committed();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('waits for every hold of an island, and not for islands it was not told to expect', () => {
    const done = jest.fn();
    const tracker = new RenderTracker(done);
    tracker.expect([5]);
    expect(tracker.signalFor(6)).toBeNull();
    const signal = tracker.signalFor(5)!;
    expect(tracker.signalFor(5)).toBe(signal);
    const a = signal.hold();
    const b = signal.hold();
    signal.committed();
    tracker.arm();
    a();
    expect(done).not.toHaveBeenCalled();
    b();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for an island that went away', () => {
    const done = jest.fn();
    const tracker = new RenderTracker(done);
    tracker.expect([1, 2]);
    tracker.signalFor(1)!.committed();
    tracker.arm();
    tracker.forget(2);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('fires at arming when there is nothing to wait for', () => {
    const done = jest.fn();
    const tracker = new RenderTracker(done);
    tracker.expect([]);
    tracker.arm();
    expect(done).toHaveBeenCalledTimes(1);
  });
});
