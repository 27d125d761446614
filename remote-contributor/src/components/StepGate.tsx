import type { ApplicationView, ContributorHandles, RegisteredWallet } from '@glow/contract';
import { stepState, type ApplicationStep, type StepState } from '@glow/shared-api';
import { LoadFailure, Muted } from '@glow/shared-ui';
import type { ReactNode } from 'react';
import { useListMyApplicationsQuery } from '../api';
import { activeApplication } from './activeApplication';
import { LockedStep } from './LockedStep';
import { NoApplication } from './NoApplication';

/** What a step's page works with once its step may be shown. */
export interface StepContext {
  application: ApplicationView;
  /** The step's state: current (to take), done (to see or change), failed. */
  state: Exclude<StepState, 'locked'>;
  /** The contributor's registered wallet, if any. */
  wallet: RegisteredWallet | null;
  /** The contributor's GitHub username and X handle, as their record has them. */
  handles: ContributorHandles | null;
}

/**
 * The page of one step: loads the contributor's applications and shows `children` for the
 * active one, or why not: still loading, could not load, no application, or the step is locked
 * (which step comes first).
 */
export function StepGate({
  step,
  children,
}: {
  step: ApplicationStep;
  children: (context: StepContext) => ReactNode;
}) {
  const { data, error, isLoading, isFetching, refetch } = useListMyApplicationsQuery();
  if (isLoading) return <Muted aria-busy="true">Loading your application…</Muted>;
  if (!data || (error && !isFetching)) return <LoadFailure error={error} onRetry={refetch} />;
  const application = activeApplication(data.applications);
  if (!application) return <NoApplication />;
  const state = stepState(application.progress, step);
  if (state === 'locked') return <LockedStep application={application} />;
  return <>{children({ application, state, wallet: data.wallet, handles: data.handles })}</>;
}
