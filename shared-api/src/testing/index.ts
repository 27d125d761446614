// Test helpers: only test files import '@glow/shared-api/testing'.
export * from './fakeApi';
export * from './testStore';
