// Every package's Jest suite, run as one.
module.exports = {
  projects: [
    'shared-api',
    'shared-ui',
    'shared-wallet',
    'shell',
    'remote-public',
    'remote-admin',
    'api',
    'simulators',
    'deploy',
  ].map((dir) => `<rootDir>/${dir}`),
};
