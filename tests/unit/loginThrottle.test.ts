import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../src/server/auth/loginThrottle';

describe('LoginThrottle', () => {
  it('blocks an account after maxFailures within the window and frees it when the window ends', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(3, 60_000, () => now);
    const key = LoginThrottle.accountKey('ana', 'demo');
    for (let i = 0; i < 2; i++) throttle.fail(key);
    expect(throttle.blockedFor(key)).toBe(0);
    throttle.fail(key);
    expect(throttle.blockedFor(key)).toBe(60);
    now += 45_000;
    expect(throttle.blockedFor(key)).toBe(15);
    now += 15_000;
    expect(throttle.blockedFor(key)).toBe(0);
    throttle.fail(key);
    expect(throttle.blockedFor(key)).toBe(0);
  });
  it('keys accounts by user and domain, case-insensitively; a success clears the count', () => {
    const throttle = new LoginThrottle(2, 60_000, () => 0);
    expect(LoginThrottle.accountKey(' Ana ', 'DEMO')).toBe(LoginThrottle.accountKey('ANA', 'demo'));
    expect(LoginThrottle.accountKey('ana', 'DEMO')).not.toBe(LoginThrottle.accountKey('ana', 'NORTE'));
    const ana = LoginThrottle.accountKey('ana', 'DEMO');
    throttle.fail(ana);
    throttle.succeed(ana);
    throttle.fail(ana);
    expect(throttle.blockedFor(ana)).toBe(0);
    throttle.fail(ana);
    expect(throttle.blockedFor(ana)).toBe(60);
    expect(throttle.blockedFor(LoginThrottle.accountKey('ana', 'NORTE'))).toBe(0);
  });
});
