// What other packages use of the deploy tooling: the API rolls a failing remote back and serves
// previews from the same store, the web server reads an uploaded version's line.
export { DeployError, describeError } from './errors';
export type { AutomaticRollback, DeploymentHistory, DeploymentLogEntry } from './history';
export { publishRemote, readDeploymentHistory, rollbackRemote } from './publish';
export type { PublishResult, RollbackResult } from './publish';
export { readLiveVersions } from './remotesJson';
export { SharedNeedsRefusal } from './sharedCompatibility';
export type { CdnStore } from './store/cdnStore';
export { FolderStore } from './store/folderStore';
export { s3Store } from './store/s3FromEnvironment';
export { S3Store } from './store/s3Store';
export { readVersionListing } from './versionListing';
