// Every package's Jest suite, run as one.
module.exports = {
  projects: [
    'shared-api',
    'shared-ui',
    'shared-wallet',
    'shell',
    'remote-public',
    'remote-admin',
    'remote-scout',
    'remote-judge',
    'api',
    'simulators',
    'deploy',
    'web-server',
    'tooling',
    'contract',
  ].map((dir) => `<rootDir>/${dir}`),
  // testTimeout is a global option: a project's own config (api/, deploy/) cannot set it when the
  // suites run from here. The API's files wait for a database and a server in their first test.
  testTimeout: 20_000,
};
