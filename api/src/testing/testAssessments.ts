// What the assessment tests share: a valid assessment's body, a judge's calls, and the audit
// rows of an action.
import type { AssessmentSize, Evaluation } from '@glow/contract';
import { and, asc, eq } from 'drizzle-orm';
import { auditLogs } from '../db/schema';
import type { ApiResponse, DefaultBody, TestApi } from './testApi';
import { ALL_YES } from './testJudging';

/** An assessment every rule accepts: every criterion yes, a reason only for Decline. */
export function assessmentBody(
  size: AssessmentSize,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    criteria: ALL_YES,
    size,
    ...(size === 'decline' ? { rejectionReason: 'Not core infrastructure' } : {}),
    ...overrides,
  };
}

export function assess<T = DefaultBody>(
  api: TestApi,
  token: string,
  nominationId: number,
  body: unknown,
): Promise<ApiResponse<T>> {
  return api.call<T>('POST', `/api/nominations/${nominationId}/assessments`, { token, body });
}

export function revise<T = DefaultBody>(
  api: TestApi,
  token: string,
  assessmentId: number,
  body: unknown,
): Promise<ApiResponse<T>> {
  return api.call<T>('PATCH', `/api/assessments/${assessmentId}`, { token, body });
}

export function recuse<T = DefaultBody>(
  api: TestApi,
  token: string,
  nominationId: number,
  reason = 'I reviewed their work as a colleague',
): Promise<ApiResponse<T>> {
  return api.call<T>('POST', `/api/nominations/${nominationId}/recusals`, {
    token,
    body: { reason },
  });
}

export function evaluationOf(
  api: TestApi,
  token: string,
  nominationId: number,
): Promise<ApiResponse<Evaluation>> {
  return api.call<Evaluation>('GET', `/api/nominations/${nominationId}/evaluation`, { token });
}

/** The audit rows of `action` about `entityId`, oldest first. */
export function auditRows(api: TestApi, action: string, entityId: number) {
  return api.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.entityId, String(entityId))))
    .orderBy(asc(auditLogs.id));
}
