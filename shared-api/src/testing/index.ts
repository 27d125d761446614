// Test helpers: only test files import '@glow/shared-api/testing'.
export {
  installFakeApi,
  type FakeAnswer,
  type FakeRoute,
  type FakeRoutes,
  type ReceivedCall,
} from './fakeApi';
export * from './testStore';
