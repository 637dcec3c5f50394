// typescript-eslint for the lint (eslint.config.mjs). It needs the TypeScript JavaScript API, which the project's compiler,
// TypeScript 7, no longer has: this package gives it a TypeScript 5.9 of its own (installed under tools/lint/node_modules by
// npm install, with ts-api-utils, which the root's overrides keep beside it). It only parses; `npx tsc` stays TypeScript 7.
export { default } from 'typescript-eslint';
