// The application details form's values and rules: the contract's request schema, with the
// page's own words for an unanswered question, an unconfirmed address and an unsigned agreement.
// Loaded only with the details page (zod and the contract's schemas stay out of the others).
import {
  SubmitApplicationDetailsRequestSchema,
  type ApplicationDetails,
  type ContributorHandles,
  type SubmitApplicationDetailsRequest,
} from '@glow/contract';
import { yesOrNo, type YesNo } from '@glow/shared-ui/pages';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/** What the form holds: radios answer with strings, an empty text is a text not given. */
export interface DetailsFormValues {
  previousXrplGrants: YesNo | null;
  previousAccelerator: YesNo | null;
  website: string;
  github: string;
  xHandle: string;
  additionalInformation: string;
  /** The contributor confirmed the registered address shown. */
  addressConfirmed: boolean;
  agreementName: string;
}

/** The fields a refusal of the API may name. */
export const DETAILS_FIELDS = [
  'previousXrplGrants',
  'previousAccelerator',
  'website',
  'github',
  'xHandle',
  'additionalInformation',
  'agreementName',
] as const;

export const ADDRESS_NOT_CONFIRMED = 'Confirm that this is your XRPL address';
export const NOT_SIGNED = 'Type your full name to sign the grant agreement';

/** "" → undefined: an optional field left empty is not sent. */
const given = (value: string) => value.trim() || undefined;

/**
 * Checks the values and gives the request to send: the address confirmed is the registered one
 * shown, the agreement's version the one shown.
 */
export function detailsResolver({
  registeredAddress,
  agreementVersion,
}: {
  registeredAddress: string;
  agreementVersion: string;
}) {
  return zodResolver(
    z
      .object({
        previousXrplGrants: yesOrNo,
        previousAccelerator: yesOrNo,
        website: z.string(),
        github: z.string(),
        xHandle: z.string(),
        additionalInformation: z.string(),
        addressConfirmed: z.boolean().refine((confirmed) => confirmed, ADDRESS_NOT_CONFIRMED),
        agreementName: z.string().refine((name) => name.trim() !== '', NOT_SIGNED),
      })
      .transform((values): z.input<typeof SubmitApplicationDetailsRequestSchema> => ({
        previousXrplGrants: values.previousXrplGrants === 'yes',
        previousAccelerator: values.previousAccelerator === 'yes',
        website: given(values.website),
        github: given(values.github),
        xHandle: given(values.xHandle),
        additionalInformation: given(values.additionalInformation),
        confirmedAddress: registeredAddress,
        agreementName: values.agreementName.trim(),
        agreementVersion,
      }))
      .pipe(SubmitApplicationDetailsRequestSchema),
  );
}

const yesNo = (value: boolean | undefined): YesNo | null =>
  value === undefined ? null : value ? 'yes' : 'no';

/**
 * The form's values: the details submitted before (this application's or the last one's); before
 * any, the GitHub username and X handle of the contributor's record.
 */
export function detailsFormValues(
  details: ApplicationDetails | null,
  handles: ContributorHandles | null,
): DetailsFormValues {
  return {
    previousXrplGrants: yesNo(details?.previousXrplGrants),
    previousAccelerator: yesNo(details?.previousAccelerator),
    website: details?.website ?? '',
    github: details ? (details.github ?? '') : (handles?.githubUsername ?? ''),
    xHandle: details ? (details.xHandle ?? '') : (handles?.xHandle ?? ''),
    additionalInformation: details?.additionalInformation ?? '',
    addressConfirmed: false,
    agreementName: '',
  };
}

export type { SubmitApplicationDetailsRequest };
