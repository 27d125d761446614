// The evidence form's schema, from the contract (loaded with the evidence page).
import { AddEvidenceRequestSchema } from '@glow/contract';
import { zodResolver } from '@hookform/resolvers/zod';

export const evidenceResolver = zodResolver(AddEvidenceRequestSchema);
