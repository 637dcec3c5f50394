import { afterEach } from 'vitest';
import { takePageErrors } from './browser';

// Set up for every journey file: an uncaught error in any page a test opened fails that test, whether or not the test looks.
afterEach(() => {
  const errors = takePageErrors();
  if (errors.length > 0) throw new Error(`Uncaught page errors during the test:\n${errors.join('\n')}`);
});
