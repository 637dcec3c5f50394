import { describe, expect, it } from 'vitest';
import { isUniqueViolation, retryOnConflict } from '../../src/server/db/retryOnConflict';

const violation = (code: string) => Object.assign(new Error('duplicate'), { code });

describe('retryOnConflict', () => {
  it('knows unique violations of SQLite and PostgreSQL, and nothing else', () => {
    expect(isUniqueViolation(violation('23505'))).toBe(true);
    expect(isUniqueViolation(violation('SQLITE_CONSTRAINT_UNIQUE'))).toBe(true);
    expect(isUniqueViolation(violation('SQLITE_CONSTRAINT_PRIMARYKEY'))).toBe(true);
    expect(isUniqueViolation(violation('SQLITE_CONSTRAINT_FOREIGNKEY'))).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
  it('runs the work again after a unique violation, up to the attempts', async () => {
    let calls = 0;
    await expect(retryOnConflict(async () => {
      calls++;
      if (calls < 3) throw violation('23505');
      return 'numbered';
    })).resolves.toBe('numbered');
    expect(calls).toBe(3);
    calls = 0;
    await expect(retryOnConflict(async () => { calls++; throw violation('23505'); }, 4)).rejects.toThrow('duplicate');
    expect(calls).toBe(4);
  });
  it('does not repeat other failures', async () => {
    let calls = 0;
    await expect(retryOnConflict(async () => { calls++; throw new Error('refused'); })).rejects.toThrow('refused');
    expect(calls).toBe(1);
  });
});
