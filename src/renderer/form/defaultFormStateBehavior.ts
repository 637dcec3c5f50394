import type { Experimental_DefaultFormStateBehavior } from '@rjsf/utils';

/**
 * How the filter forms fill their defaults: a select (`oneOf` of constants) without a `default` stays empty instead of taking its first
 * option silently (rjsf's own default), so "all" stays all; a field's declared `default` still applies.
 */
export const DEFAULT_FORM_STATE_BEHAVIOR: Experimental_DefaultFormStateBehavior = { constAsDefaults: 'skipOneOf' };
