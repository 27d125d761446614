// Redux Toolkit reaches the shell and the remotes only through shared-api: it is bundled once,
// inside this shared singleton and tree-shaken, instead of being shared whole
// (see tooling/federation-shared.cjs).
export { configureStore } from '@reduxjs/toolkit';
export { skipToken } from '@reduxjs/toolkit/query';
