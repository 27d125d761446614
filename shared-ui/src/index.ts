export * from './theme';
export * from './GlobalStyle';
export * from './primitives';
export * from './Page';
export * from './toasts';
export * from './logger';
export * from './RoutePage';
